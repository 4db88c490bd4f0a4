import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/open';
import { createIngest, type Ingest } from '../ingest/ingest';
import { utcDay } from '../launch/featured';
import { CURVE_VIRTUAL_TOKEN_WEI, TOTAL_SUPPLY_WEI } from '../market/constants';
import { loadRegistry } from '../swap/registry';
import { hostileChatLines } from './names';
import { HISTORY_MS, type SeedScale, seedHistory, seedIfEmpty } from './seed';

const registry = loadRegistry(31337);
const NOW = Date.parse('2026-03-10T15:20:34.567Z');
const SMALL: Partial<SeedScale> = { tokens: 60, trades: 5_000, traders: 300, hotTokens: 2, poolSwaps: 20 };

function seeded(seed = 7): { db: Db; ingest: Ingest; summary: ReturnType<typeof seedHistory> } {
  const db = openDatabase(':memory:');
  const ingest = createIngest(db, { wrappedNative: registry.wrappedNative });
  return { db, ingest, summary: seedHistory(ingest, db, registry, { seed, now: NOW, scale: SMALL }) };
}

const all = <T>(db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const one = <T>(db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;

describe('seedHistory', () => {
  let db: Db;
  let summary: ReturnType<typeof seedHistory>;
  beforeAll(() => {
    ({ db, summary } = seeded());
  });

  it('is deterministic: the same seed gives the same tokens, trades and hashes', () => {
    const again = seeded().db;
    const tokens = (d: Db) =>
      all<{ address: string }>(d, 'SELECT address FROM tokens ORDER BY id').map((t) => t.address);
    const hashes = (d: Db) =>
      all<{ tx_hash: string }>(d, 'SELECT tx_hash FROM trades ORDER BY id').map((t) => t.tx_hash);
    expect(tokens(again)).toEqual(tokens(db));
    expect(hashes(again)).toEqual(hashes(db));
    expect(tokens(seeded(8).db)).not.toEqual(tokens(db));
  });

  it('writes the planned number of tokens and trades', () => {
    expect(summary).toEqual({ tokens: 60, trades: 5_000 });
    expect(one<{ n: number }>(db, 'SELECT count(*) AS n FROM trades').n).toBe(5_000);
    expect(one<{ n: number }>(db, 'SELECT count(DISTINCT trader) AS n FROM trades').n).toBeGreaterThan(150);
  });

  it('keeps every event inside the last 30 days, after its token launched, in block order', () => {
    const span = one<{ lo: number; hi: number }>(db, 'SELECT min(ts) AS lo, max(ts) AS hi FROM trades');
    expect(span.lo).toBeGreaterThanOrEqual(NOW - HISTORY_MS);
    expect(span.hi).toBeLessThanOrEqual(NOW);
    const early = 'SELECT count(*) AS n FROM trades r JOIN tokens t ON t.id = r.token_id WHERE r.ts < t.created_at';
    expect(one<{ n: number }>(db, early).n).toBe(0);
    for (const table of ['auction_bids', 'pair_swaps', 'referral_events']) {
      const s = one<{ lo: number; hi: number }>(db, `SELECT min(ts) AS lo, max(ts) AS hi FROM ${table}`);
      expect(s.lo).toBeGreaterThanOrEqual(NOW - HISTORY_MS);
      expect(s.hi).toBeLessThanOrEqual(NOW);
    }
    const blocks = all<{ b: number }>(db, 'SELECT block_number AS b FROM trades ORDER BY ts, id').map((r) => r.b);
    expect(blocks.every((b, i) => i === 0 || b >= blocks[i - 1]!)).toBe(true);
    expect(
      all<{ tx_hash: string }>(db, 'SELECT tx_hash FROM trades').every((t) => /^0x[0-9a-f]{64}$/.test(t.tx_hash)),
    ).toBe(true);
  });

  it('holds no negative balances, and the holdings add up to the tokens out of the curve or pair', () => {
    expect(
      one<{ n: number }>(db, "SELECT count(*) AS n FROM holdings WHERE balance LIKE '-%' OR balance = '0'").n,
    ).toBe(0);
    const rows = all<{ id: number; reserve_token: string; is_graduated: number }>(
      db,
      'SELECT id, reserve_token, is_graduated FROM tokens',
    );
    for (const t of rows) {
      const held = all<{ balance: string }>(db, 'SELECT balance FROM holdings WHERE token_id = ?', t.id).reduce(
        (s, h) => s + BigInt(h.balance),
        0n,
      );
      const out = (t.is_graduated ? TOTAL_SUPPLY_WEI : CURVE_VIRTUAL_TOKEN_WEI) - BigInt(t.reserve_token);
      expect(held).toBe(out);
    }
  });

  it('counts holders as the rows with a positive balance', () => {
    const wrong = `SELECT count(*) AS n FROM tokens t
      WHERE total_holders != (SELECT count(*) FROM holdings h WHERE h.token_id = t.id AND h.balance_num > 0)`;
    expect(one<{ n: number }>(db, wrong).n).toBe(0);
  });

  it('graduates about a fifth of the tokens, each with progress 1 and a pair; the rest stay in [0, 1)', () => {
    const g = one<{ graduated: number }>(db, 'SELECT sum(is_graduated) AS graduated FROM tokens');
    expect(g.graduated).toBeGreaterThanOrEqual(6);
    expect(g.graduated).toBeLessThanOrEqual(14);
    const badGraduate = `SELECT count(*) AS n FROM tokens t WHERE is_graduated = 1
      AND (funding_progress != 1 OR NOT EXISTS (SELECT 1 FROM pairs p WHERE p.address = t.pair_address))`;
    expect(one<{ n: number }>(db, badGraduate).n).toBe(0);
    const badFunding =
      'SELECT count(*) AS n FROM tokens WHERE is_graduated = 0 AND (funding_progress < 0 OR funding_progress >= 1)';
    expect(one<{ n: number }>(db, badFunding).n).toBe(0);
  });

  it.each([
    ['24h', 86_400_000],
    ['1h', 3_600_000],
  ])('keeps the %s window counters equal to a recount of the trades', (w, ms) => {
    const mismatched = `SELECT t.address FROM tokens t LEFT JOIN (
        SELECT token_id, sum(side = 'buy') AS buys, sum(side = 'sell') AS sells, sum(round(eth_amount * 1e9)) AS volume
        FROM trades WHERE ts > ? GROUP BY token_id) r ON r.token_id = t.id
      WHERE t.buys_${w} != coalesce(r.buys, 0) OR t.sells_${w} != coalesce(r.sells, 0)
        OR t.volume_${w} != coalesce(r.volume, 0)`;
    expect(all(db, mismatched, NOW - ms)).toEqual([]);
    expect(one<{ n: number }>(db, `SELECT sum(buys_${w} + sells_${w}) AS n FROM tokens`).n).toBeGreaterThan(0);
  });

  it("has a funding king of the hill and today's featured token", () => {
    expect(one<{ n: number }>(db, 'SELECT count(*) AS n FROM tokens WHERE is_graduated = 0').n).toBeGreaterThan(0);
    const featured = `SELECT t.address FROM auction_bids b JOIN tokens t ON t.address = b.token
      WHERE b.day = ? ORDER BY b.amount_eth DESC LIMIT 1`;
    expect(one(db, featured, utcDay(NOW))).toBeDefined();
    const days = one<{ n: number }>(db, 'SELECT count(DISTINCT day) AS n FROM auction_bids').n;
    expect(days).toBe(31);
  });

  it('writes referral trees, chat with hostile lines, hostile logos and the registry pools', () => {
    expect(one<{ n: number }>(db, 'SELECT count(*) AS n FROM accounts WHERE referrer IS NOT NULL').n).toBeGreaterThan(
      0,
    );
    expect(one<{ n: number }>(db, "SELECT count(*) AS n FROM referral_events WHERE type = 'trade'").n).toBeGreaterThan(
      0,
    );
    const codes = all<{ referral_code: string }>(
      db,
      'SELECT referral_code FROM accounts WHERE referral_code IS NOT NULL',
    );
    expect(codes.every((c) => /^[2-9A-HJ-NP-Z]{8}$/.test(c.referral_code))).toBe(true);
    const messages = new Set(all<{ message: string }>(db, 'SELECT message FROM chat_messages').map((m) => m.message));
    expect(hostileChatLines().every((line) => messages.has(line))).toBe(true);
    expect(one(db, "SELECT 1 FROM tokens WHERE image_url = 'javascript:alert(1)'")).toBeDefined();
    expect(one(db, "SELECT 1 FROM tokens WHERE name = '<script>alert(1)</script>'")).toBeDefined();
    expect(
      one<{ n: number }>(db, "SELECT count(*) AS n FROM tokens WHERE image_url LIKE '/logos/%'").n,
    ).toBeGreaterThan(50);
    const pairs = all<{ token0: string; token1: string }>(
      db,
      'SELECT token0, token1 FROM pairs WHERE token0 IN (?, ?, ?)',
      ...registry.tokens.map((t) => t.address),
    );
    expect(pairs.filter((p) => registry.tokens.some((t) => t.address === p.token1))).toHaveLength(3);
    expect(pairs.every((p) => p.token0 < p.token1)).toBe(true);
  });

  it('seeds only an empty database', () => {
    const ingest = createIngest(db, { wrappedNative: registry.wrappedNative });
    expect(seedIfEmpty(ingest, db, registry, { seed: 1, now: NOW, scale: SMALL })).toBeUndefined();
  });
});
