/**
 * A launch that a reorganisation drops, on a private Anvil, with what was written about it between
 * blocks: chat posted on it is kept aside and comes back when the launch is mined again (the rollback
 * never halts); its posted text leaves the search index with it, so the next launch (which takes its
 * row id) is not found by that text; and metadata kept aside for it survives a replacement block that
 * launched at its address with another commitment, then was dropped in turn.
 */
import { createHash } from 'node:crypto';
import { type Hash, parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatListSchema } from '../../interface/chat';
import { launchFactoryAbi } from '../../interface/contracts/abis';
import { metadataHash, type TokenMetadata } from '../../interface/metadata';
import { tokenDetailSchema, tokenListResponseSchema } from '../../interface/tokens';
import { renderLogoPng } from '../seed/logo';
import { CHAT_KEY, type Harness, HUMAN_TOKEN, ok, PUBLIC_URL, signChat } from '../test/harness';
import { carol, dave, type ReorgWorld, startFollower, startReorgWorld } from '../test/reorg-world';

const PNG = new Uint8Array(renderLogoPng('0x00000000000000000000000000000000000000ef'));
const IMAGE = `${PUBLIC_URL}/uploads/${createHash('sha256').update(PNG).digest('hex')}.png`;
const metadata = (description: string): TokenMetadata => ({
  description,
  image: IMAGE,
  website: null,
  telegram: null,
  twitter: null,
});

let world: ReorgWorld;
const harnesses: Harness[] = [];

beforeAll(async () => {
  world = await startReorgWorld();
}, 120_000);

afterAll(async () => {
  for (const h of harnesses) await h.close();
  await world?.stop();
});

const follower = () => startFollower(world, harnesses);

/** Sends a launch and returns its token's address (lower case). */
async function launched(hash: Hash): Promise<string> {
  const receipt = await world.reader.getTransactionReceipt({ hash });
  return parseEventLogs({
    abi: launchFactoryAbi,
    logs: receipt.logs,
    eventName: 'Launched',
  })[0]!.args.token.toLowerCase();
}

async function postMetadata(h: Harness, token: string, posted: TokenMetadata) {
  const form = new FormData();
  form.append('file', new File([PNG], 'logo.png', { type: 'image/png' }));
  expect((await h.launch('/api/uploads', { method: 'POST', body: form })).status).toBe(200);
  const reply = await h.launchPost('/api/metadata', { token, metadata: posted });
  expect(reply.status, reply.text).toBe(200);
}

const description = async (h: Harness, token: string) =>
  ok(await h.launch(`/api/token?address=${token}`), tokenDetailSchema).description;

describe('chat on a launch a reorganisation drops', () => {
  it('is kept aside by the rollback (which never halts) and comes back with the launch', async () => {
    const { h, rollbacks, follow } = await follower();
    const call = world.launchCall('Chatty', 'CHAT', metadataHash(metadata('chatty')));
    const token = await launched(await world.send(carol, call));
    await follow();
    const message = 'first!';
    const signedAt = Math.floor(h.clock.now / 1000);
    const posted = await h.launchPost(
      '/api/chat',
      {
        token: HUMAN_TOKEN,
        tokenAddress: token,
        message,
        signedAt,
        signature: await signChat(dave, token, message, signedAt),
      },
      { 'X-Api-Key': CHAT_KEY },
    );
    expect(posted.status, posted.text).toBe(200);
    const chat = async () => ok(await h.launch(`/api/chat?tokenAddress=${token}`), chatListSchema);
    const before = await chat();
    expect(before.map((m) => m.message)).toEqual([message]);

    await world.reorg(1);
    await follow();
    expect(rollbacks.at(-1)?.dropped).toBe(1n);
    expect((await h.launch(`/api/token?address=${token}`)).status).toBe(404);
    // A restart rolls nothing back again and reads on.
    await follow();

    // Carol's launch nonce is hers again: the same launch lands at the same address.
    expect(await launched(await world.send(carol, call))).toBe(token);
    await follow();
    expect(await chat()).toEqual(before);
    expect(h.db.prepare('SELECT count(*) FROM pending_chat').pluck().get()).toBe(0);
  }, 60_000);
});

describe('the search index across a rollback of a launch that came back with its kept metadata', () => {
  it('no longer finds the dropped launch’s text, and never under the launch that took its row id', async () => {
    const { h, follow } = await follower();
    const kept = metadata('Zebracorn stampede');
    const call = world.launchCall('Striped', 'STRP', metadataHash(kept));
    const token = await launched(await world.send(carol, call));
    await follow();
    await postMetadata(h, token, kept);
    const search = async () =>
      ok(await h.launch('/api/tokens?search=zebracorn'), tokenListResponseSchema).tokens.map((t) => t.address);
    expect(await search()).toEqual([token]);

    // Dropped, then mined again: it comes back with its posted text, inside the new block.
    await world.reorg(1);
    await follow();
    expect(await launched(await world.send(carol, call))).toBe(token);
    await follow();
    expect(await description(h, token)).toBe(kept.description);
    expect(await search()).toEqual([token]);

    // That block dropped in turn, and another launch mined in its place: it takes the next row id.
    const other = world.launchCall('Plain', 'PLN', metadataHash(metadata('plain')));
    await world.reorg(1, [{ from: dave.address, call: other, offset: 0 }]);
    await follow();
    const shown = ok(await h.launch('/api/tokens?search=plain'), tokenListResponseSchema).tokens;
    expect(shown.map((t) => t.name)).toEqual(['Plain']);
    expect(await search()).toEqual([]);
  }, 60_000);
});

describe('metadata kept aside for a dropped launch', () => {
  it('survives a replacement block that launched at its address with another commitment, dropped in turn', async () => {
    const { h, follow } = await follower();
    const kept = metadata('Kept through two reorganisations');
    const call = world.launchCall('Twice', 'TWC', metadataHash(kept));
    const token = await launched(await world.send(carol, call));
    await follow();
    await postMetadata(h, token, kept);
    await world.reorg(1);
    await follow();

    // The same name and symbol at carol's same nonce: the same address, committing to other metadata.
    const impostor = world.launchCall('Twice', 'TWC', metadataHash(metadata('another')));
    expect(await launched(await world.send(carol, impostor))).toBe(token);
    await follow();
    expect(await description(h, token)).toBe('');

    await world.reorg(1, [{ from: carol.address, call, offset: 0 }]);
    await follow();
    expect(await description(h, token)).toBe(kept.description);
  }, 60_000);
});
