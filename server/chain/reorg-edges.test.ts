/**
 * The indexer's rollback at its edges, on a private Anvil: a catch-up that applied blocks without
 * their undo just above the blocks it keeps (a reorganisation across them asks for a reindex, rather
 * than reading them twice), an index written without undo (the genesis's) whose first new block is
 * replaced (the block it stood on is the common ancestor), and a launch whose metadata was posted, dropped by a reorganisation and
 * mined again in the replacement block (its metadata, written between blocks, comes back with it).
 */
import { createHash } from 'node:crypto';
import { encodeFunctionData, parseEther, parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFactoryAbi } from '../../interface/contracts/abis';
import { addressBook } from '../../interface/contracts/address-book';
import { metadataHash, type TokenMetadata } from '../../interface/metadata';
import { tokenDetailSchema } from '../../interface/tokens';
import { renderLogoPng } from '../seed/logo';
import { type Harness, ok, PUBLIC_URL, startHarness } from '../test/harness';
import { expectSameAnswers } from '../test/index-answers';
import { bob, carol, indexInto, type ReorgWorld, startReorgWorld, worldAnswers } from '../test/reorg-world';
import { ChainMismatchError, createIndexer } from './indexer';

const book = addressBook(31337);
const PNG = new Uint8Array(renderLogoPng('0x00000000000000000000000000000000000000ef'));
const METADATA: TokenMetadata = {
  description: 'Posted between blocks',
  image: `${PUBLIC_URL}/uploads/${createHash('sha256').update(PNG).digest('hex')}.png`,
  website: 'https://kept.example',
  telegram: 'https://t.me/kept',
  twitter: null,
};
let world: ReorgWorld;
const harnesses: Harness[] = [];

const harness = async () => {
  const h = await startHarness({ RPC_URL: world.url, RATE_LIMITS: 'off' });
  harnesses.push(h);
  return h;
};

/** The chain's last block (read, not viem's cached block number). */
const head = async () => Number((await world.reader.getBlock({ blockTag: 'latest' })).number);

beforeAll(async () => {
  world = await startReorgWorld();
}, 120_000);

afterAll(async () => {
  for (const h of harnesses) await h.close();
  await world?.stop();
});

describe('a reorganisation across blocks a catch-up applied without their undo', () => {
  it('finds no kept ancestor below them and asks for a reindex (no duplicate trade, no crash)', async () => {
    const window = 5;
    const h = await harness();
    await indexInto(h, world.url, { reorgWindow: window });
    const kept = await head();
    // A trade just above the kept blocks, then enough blocks that the catch-up's first read, in a range
    // of 4, applies the trade's block below the window and ends inside it.
    await world.send(bob, world.buyCall(world.token, '0.1'));
    await world.mine(7);
    expect(await head()).toBe(kept + 8);
    const catchUp = createIndexer(h.db, h.ingest, {
      rpcUrl: world.url,
      book,
      confirmations: 0,
      reorgWindow: window,
      maxRange: 4,
    });
    expect(await catchUp.syncOnce()).toBe(4);
    // Replaces every block from kept + 2 on, before the catch-up reads them: the kept block `kept` is
    // still the chain's, but the trade's block kept + 1 above it was applied without its undo.
    await world.reorg(7);
    await expect(catchUp.syncOnce()).rejects.toThrow(ChainMismatchError);
    await expect(catchUp.syncOnce()).rejects.toThrow(/npm run reindex/);
  }, 60_000);
});

describe('an index written without undo (as the genesis is), then followed', () => {
  it('rolls back a one-block reorganisation of its first new block to the block it stood on', async () => {
    const h = await harness();
    await indexInto(h, world.url, { reorgWindow: 0 });
    const stoodOn = await head();
    const rollbacks: { ancestor: bigint; dropped: bigint }[] = [];
    const indexer = await indexInto(h, world.url, { onRollback: (r) => rollbacks.push(r) });
    await world.send(bob, world.buyCall(world.token, '0.1'));
    expect(await indexer.syncOnce()).toBe(1);
    await world.reorg(1);
    while ((await indexer.syncOnce()) > 0) {}
    expect(rollbacks).toEqual([{ ancestor: BigInt(stoodOn), dropped: 1n }]);
    const fresh = await harness();
    await indexInto(fresh, world.url);
    expectSameAnswers(await worldAnswers(world, h), await worldAnswers(world, fresh));
  }, 60_000);
});

describe('a launch with posted metadata, dropped by a reorganisation and mined again', () => {
  it('shows the same description, logo and socials after the rollback', async () => {
    const h = await harness();
    const rollbacks: { ancestor: bigint; dropped: bigint }[] = [];
    const indexer = await indexInto(h, world.url, { onRollback: (r) => rollbacks.push(r) });
    const follow = async () => {
      while ((await indexer.syncOnce()) > 0) {}
    };
    const launch = {
      to: book.launchFactory,
      data: encodeFunctionData({
        abi: launchFactoryAbi,
        functionName: 'launch',
        args: ['Kept', 'KEPT', metadataHash(METADATA), 0n, 4_000_000_000n],
      }),
      value: parseEther('0.05'),
      gas: 8_000_000n,
    };
    const receipt = await world.reader.getTransactionReceipt({ hash: await world.send(carol, launch) });
    const token = parseEventLogs({ abi: launchFactoryAbi, logs: receipt.logs, eventName: 'Launched' })[0]!.args.token;
    const address = token.toLowerCase();
    await follow();
    const form = new FormData();
    form.append('file', new File([PNG], 'logo.png', { type: 'image/png' }));
    expect((await h.launch('/api/uploads', { method: 'POST', body: form })).status).toBe(200);
    const posted = await h.launchPost('/api/metadata', { token: address, metadata: METADATA });
    expect(posted.status, posted.text).toBe(200);
    const shown = async () => {
      const t = ok(await h.launch(`/api/token?address=${address}`), tokenDetailSchema);
      return {
        description: t.description,
        image: t.image_url,
        telegram: t.telegram,
        twitter: t.twitter,
        website: t.website,
      };
    };
    const before = await shown();
    expect(before).toMatchObject({ description: METADATA.description, image: METADATA.image });

    await world.reorg(1, [{ from: carol.address, call: launch, offset: 0 }]);
    await follow();
    expect(rollbacks).toEqual([{ ancestor: receipt.blockNumber - 1n, dropped: 1n }]);
    // The replacement block launched the same token (same address, same metadata hash) in another transaction.
    expect(await world.reader.getTransactionReceipt({ hash: receipt.transactionHash }).catch(() => null)).toBeNull();
    expect(await shown()).toEqual(before);
    expect(h.db.prepare('SELECT count(*) FROM pending_metadata').pluck().get()).toBe(0);
  }, 60_000);
});
