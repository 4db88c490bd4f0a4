/**
 * What ingest keeps on each token row for the reads (holder shares, the socials mask, the 24 h
 * transaction count) must always equal what the holdings and the row themselves say, after every
 * kind of event. Shares are checked against balances the test sums from the trades it made.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokensLeft } from '../../interface/market/curve';
import { metadataHash, type TokenMetadata } from '../../interface/metadata';
import { batchResponseSchema, tokenListResponseSchema } from '../../interface/tokens';
import { HOLDER_SHARES_SET } from '../db/migrations';
import { type Harness, HOUR, ok, qs, START, startHarness } from '../test/harness';
import { tokenMetadataSet } from './events';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const who = (n: number) => `0x${n.toString(16).padStart(2, '0').repeat(20)}`;
const DEV = who(0xde);
const units = (wei: bigint) => Number(wei) / 1e18;
const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-9);

/** Balances the test keeps from the trades and transfers it sends, to compare the answers with. */
function ledger() {
  const balances = new Map<string, bigint>();
  const move = (holder: string, delta: bigint) => balances.set(holder, (balances.get(holder) ?? 0n) + delta);
  const shares = () => {
    const top = [...balances.values()].filter((b) => b > 0n).map(units);
    top.sort((a, b) => b - a);
    return {
      top10: (top.slice(0, 10).reduce((s, b) => s + b, 0) / 1e9) * 100,
      dev: (units(balances.get(DEV) ?? 0n) / 1e9) * 100,
    };
  };
  return { move, shares, balanceOf: (holder: string) => balances.get(holder) ?? 0n };
}

async function holders(token: string) {
  const r = ok(await h.launchPost('/api/tokens/batch', { addresses: [token] }), batchResponseSchema);
  const t = r.tokens[0]!;
  return { top10: t.top_10_percentage!, dev: t.dev_holding_percentage!, total: t.total_holders! };
}

async function expectShares(token: string, book: ReturnType<typeof ledger>) {
  const got = await holders(token);
  const want = book.shares();
  near(got.top10, want.top10);
  near(got.dev, want.dev);
}

/** Every token's kept columns equal a computation from scratch (what migration 4 runs on an old database). */
function expectColumnsFromScratch() {
  const read = () =>
    h.db
      .prepare(
        `SELECT id, socials, tx_24h, top10_balance, dev_balance,
         (telegram IS NOT NULL) | ((twitter IS NOT NULL) << 1) | ((website IS NOT NULL) << 2) AS socials_now,
         buys_24h + sells_24h AS tx_24h_now FROM tokens ORDER BY id`,
      )
      .all() as { socials: number; socials_now: number; tx_24h: number; tx_24h_now: number }[];
  const kept = read();
  for (const t of kept) {
    expect(t.socials).toBe(t.socials_now);
    expect(t.tx_24h).toBe(t.tx_24h_now);
  }
  h.db.exec('SAVEPOINT scratch');
  try {
    h.db.exec(`UPDATE tokens SET ${HOLDER_SHARES_SET}`);
    expect(read()).toEqual(kept);
  } finally {
    h.db.exec('ROLLBACK TO scratch; RELEASE scratch');
  }
}

describe('holder shares kept by ingest', () => {
  it('follow buys, sells and the creator, with more than ten holders', async () => {
    const book = ledger();
    const token = h.market.createToken({ owner: DEV });
    book.move(DEV, h.market.buy(token, 0.3, { trader: DEV }).tokenWei);
    for (let i = 1; i <= 12; i++) book.move(who(i), h.market.buy(token, 0.01 * i, { trader: who(i) }).tokenWei);
    await expectShares(token, book);
    expect((await holders(token)).total).toBe(13);

    // The largest holder sells most of what it holds and drops out of the top ten: the 11th moves in.
    const sold = (book.balanceOf(who(12)) * 9n) / 10n;
    book.move(who(12), -h.market.sell(token, sold, { trader: who(12) }).tokenWei);
    await expectShares(token, book);

    // The creator sells everything: its share is zero and it is no longer a holder.
    const all = book.balanceOf(DEV);
    book.move(DEV, -h.market.sell(token, all, { trader: DEV }).tokenWei);
    await expectShares(token, book);
    expect((await holders(token)).dev).toBe(0);
    expectColumnsFromScratch();
  });

  it('follow transfers between holders, in and out of the creator', async () => {
    const book = ledger();
    const token = h.market.createToken({ owner: DEV });
    for (let i = 1; i <= 11; i++) book.move(who(i), h.market.buy(token, 0.02, { trader: who(i) }).tokenWei);
    const transfer = (from: string, to: string, amountWei: bigint) => {
      h.ingest.transfer({ token, from, to, amountWei });
      book.move(from, -amountWei);
      book.move(to, amountWei);
    };
    // Two holders' tokens in one hand: the top ten now reach the 11th holder.
    transfer(who(1), who(2), book.balanceOf(who(1)));
    await expectShares(token, book);
    transfer(who(3), DEV, book.balanceOf(who(3)) / 2n);
    await expectShares(token, book);
    expect((await holders(token)).dev).toBeGreaterThan(0);
    transfer(DEV, who(4), book.balanceOf(DEV));
    await expectShares(token, book);
    expect((await holders(token)).dev).toBe(0);
    expectColumnsFromScratch();
  });

  it('follow the buy that graduates a token and trades on its pair after', async () => {
    const book = ledger();
    const token = h.market.createToken({ owner: DEV });
    book.move(DEV, h.market.buy(token, 0.5, { trader: DEV }).tokenWei);
    book.move(who(9), tokensLeft(h.market.curveState(token)));
    h.market.graduate(token, { trader: who(9) });
    // The graduating buyer holds the rest of the curve; the curve and the pair are not holders.
    await expectShares(token, book);
    expect((await holders(token)).total).toBe(2);
    const onPair = h.market.buy(token, 1, { trader: who(7) });
    book.move(who(7), onPair.tokenWei);
    book.move(who(7), -h.market.sell(token, onPair.tokenWei / 2n, { trader: who(7) }).tokenWei);
    await expectShares(token, book);
    expect((await holders(token)).total).toBe(3);
    expectColumnsFromScratch();
  });

  it('are set for every token of a history, whose holdings index is built at its end', async () => {
    const book = ledger();
    const token = h.ingest.history(START, () => {
      const t = h.market.createToken({ owner: DEV, at: START - HOUR });
      book.move(DEV, h.market.buy(t, 0.2, { trader: DEV, at: START - HOUR }).tokenWei);
      for (let i = 1; i <= 11; i++) {
        book.move(who(i), h.market.buy(t, 0.03 * i, { trader: who(i), at: START - HOUR + i }).tokenWei);
      }
      return t;
    });
    await expectShares(token, book);
    expectColumnsFromScratch();
  });
});

describe('list filter columns kept by ingest', () => {
  const names = async (params: Record<string, string | number>) =>
    ok(await h.launch(`/api/tokens${qs(params)}`), tokenListResponseSchema).tokens.map((t) => t.name);

  it('keep the 24 h transaction count as trades arrive and leave the window', async () => {
    const busy = h.market.createToken({ name: 'busy' });
    const quiet = h.market.createToken({ name: 'quiet' });
    h.market.buy(busy, 0.01);
    h.market.buy(quiet, 0.01);
    h.clock.advance(12 * HOUR);
    h.market.buy(busy, 0.01);
    h.market.sell(busy, 10n ** 18n);
    expect(await names({ txCountMin: 2 })).toEqual(['busy']);
    expectColumnsFromScratch();
    // The first two trades leave the 24 h window: busy keeps two, quiet none.
    h.clock.advance(12 * HOUR + 1000);
    expect(await names({ txCountMin: 2 })).toEqual(['busy']);
    expect(await names({ txCountMax: 0 })).toEqual(['quiet']);
    expectColumnsFromScratch();
  });

  it('keep the socials mask when a launch posts its metadata', async () => {
    const metadata: TokenMetadata = {
      description: 'now with links',
      image: '/logos/x.png',
      website: 'https://example.com',
      telegram: null,
      twitter: 'https://x.com/linked',
    };
    const address = h.market.nextAddress();
    h.ingest.tokenCreated({
      address,
      owner: DEV,
      name: 'linked',
      ticker: 'LNK',
      description: '',
      imageUrl: '/logos/x.png',
      telegram: null,
      twitter: null,
      website: null,
      timestamp: START,
      metadataHash: metadataHash(metadata),
    });
    h.market.createToken({ name: 'tg only', telegram: 'https://t.me/only' });
    expect(await names({ socials: 'twitter' })).toEqual([]);
    h.ingest.tokenMetadata(tokenMetadataSet(address, metadata));
    expect(await names({ socials: 'twitter,website' })).toEqual(['linked']);
    expect(await names({ socials: 'telegram' })).toEqual(['tg only']);
    expectColumnsFromScratch();
  });
});
