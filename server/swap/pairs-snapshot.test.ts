/**
 * The pairs list is a snapshot (700 KB at the bench's scale), computed again when what it shows may
 * have changed. Issue 31: it was computed again after any write, chat posts included, which under a
 * writer cost every reader. Observed without timing: a change written past ingest, which no snapshot
 * can know of, shows in the list only once the list is computed again. The test clock stands still,
 * so the snapshot's one-second age never passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairListSchema } from '../../interface/swap';
import {
  addr,
  CHAT_KEY,
  type Harness,
  HUMAN_TOKEN,
  ok,
  signChat,
  startHarness,
  utcDay,
  wallets,
} from '../test/harness';

const E18 = 10n ** 18n;
const USD = 10n ** 6n;
let h: Harness;
let stable = '';
let ethUsdc = '';
let launchToken = '';

beforeAll(async () => {
  h = await startHarness();
  const [weth, usdc, usdt] = h.registry.tokens.map((t) => t.address) as [string, string, string];
  ethUsdc = h.market.registryPair(weth, 10n * E18, usdc, 20_000n * USD);
  stable = h.market.registryPair(usdc, 50_000n * USD, usdt, 50_000n * USD);
  launchToken = h.market.createToken({ ticker: 'CHAT' });
});
afterAll(() => h.close());

const reserve0 = async (pair: string) =>
  ok(await h.swap('/api/pairs'), pairListSchema).find((p) => p.address === pair)!.reserve0;

/** Sets the stable pair's reserve0 behind ingest's back: seen only by a list computed after it. */
let marks = 0;
function markBehindIngest(): string {
  const mark = (50_000n * USD + BigInt(++marks)).toString();
  h.db.prepare('UPDATE pairs SET reserve0 = ? WHERE address = ?').run(mark, stable);
  return mark;
}

async function postChat(message: string) {
  const signedAt = Math.floor(h.clock.now / 1000);
  const r = await h.launchPost(
    '/api/chat',
    {
      token: HUMAN_TOKEN,
      tokenAddress: launchToken,
      message,
      signedAt,
      signature: await signChat(wallets[1]!, launchToken, message, signedAt),
    },
    { 'X-Api-Key': CHAT_KEY },
  );
  expect(r.status, r.text).toBe(200);
}

describe('GET /api/pairs: its snapshot', () => {
  it('is not computed again after writes that change no pair: a chat post, a bid, a referral', async () => {
    const served = await reserve0(stable);
    const mark = markBehindIngest();
    expect(await reserve0(stable)).toBe(served);

    await postChat('gm');
    expect(await reserve0(stable)).toBe(served);
    h.market.bid(utcDay(h.clock.now), launchToken, 0.5);
    h.market.refer(addr(wallets[3]!), addr(wallets[4]!), 'PAIRS');
    expect(await reserve0(stable)).toBe(served);

    // The first write that may move a pair (a swap on another one) computes the list again.
    h.ingest.pairSwap({
      pair: ethUsdc,
      reserve0: 10n * E18,
      reserve1: 20_000n * USD,
      volumeEth: 0.1,
      timestamp: h.clock.now,
    });
    expect(await reserve0(stable)).toBe(mark);
  });

  it('is computed again after each write that may change a pair: reserves, a trade, a graduation, a rollback', async () => {
    const token = h.market.createToken({ ticker: 'GRAD' });
    await reserve0(stable);
    const writes: [string, () => void][] = [
      ['reserves', () => h.ingest.pairReserves({ pair: ethUsdc, reserve0: 11n * E18, reserve1: 20_000n * USD })],
      ['a trade on the curve', () => h.market.buy(token, 1)],
      ['a graduation', () => h.market.graduate(token)],
      ['a trade on the pair', () => h.market.buy(token, 1)],
      ['a rollback', () => h.ingest.rollback(() => [])],
    ];
    for (const [what, write] of writes) {
      const mark = markBehindIngest();
      write();
      expect(await reserve0(stable), what).toBe(mark);
    }
  });
});
