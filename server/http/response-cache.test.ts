/** Cached answers must never outlive the data they were computed from, nor a second of time. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatListSchema } from '../../interface/chat';
import { tokenListResponseSchema } from '../../interface/tokens';
import { CHAT_KEY, type Harness, HUMAN_TOKEN, ok, signChat, startHarness, wallets } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const list = async () => ok(await h.launch('/api/tokens'), tokenListResponseSchema);

describe('the response cache', () => {
  it('serves a new token at once, without waiting for the cache to age', async () => {
    const before = await list();
    expect((await list()).totalCount).toBe(before.totalCount);
    const token = h.market.createToken();
    const after = await list();
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.tokens[0]?.address).toBe(token);
  });

  it('shows a trade at once', async () => {
    const token = h.market.createToken();
    const first = (await list()).tokens.find((t) => t.address === token)!;
    h.market.buy(token, 1);
    const second = (await list()).tokens.find((t) => t.address === token)!;
    expect(second.txns_24h_buys).toBe(first.txns_24h_buys + 1);
  });

  it('shows a posted chat message at once', async () => {
    const token = h.market.createToken();
    const chat = async () => ok(await h.launch(`/api/chat?tokenAddress=${token}`), chatListSchema);
    expect(await chat()).toEqual([]);
    const message = 'first!';
    const signedAt = Math.floor(h.clock.now / 1000);
    const signature = await signChat(wallets[0]!, token, message, signedAt);
    const posted = await h.launchPost(
      '/api/chat',
      { token: HUMAN_TOKEN, tokenAddress: token, message, signedAt, signature },
      { 'X-Api-Key': CHAT_KEY },
    );
    expect(posted.status).toBe(200);
    expect((await chat()).map((m) => m.message)).toEqual([message]);
  });
});
