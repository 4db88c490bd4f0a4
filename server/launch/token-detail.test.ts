import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curvePrice, tokensSold } from '../../interface/market/curve';
import { batchResponseSchema, tokenDetailSchema } from '../../interface/tokens';
import { weiToNumber } from '../market/constants';
import { addr, failure, type Harness, ok, qs, startHarness, wallets } from '../test/harness';
import type { TradeResult } from '../test/market';

let h: Harness;
let busy = '';
let quiet = '';
const trades: (TradeResult & { side: 'buy' | 'sell'; trader: string; price: number; supply: number })[] = [];

const IDENTITY = ['address', 'created_at', 'owner', 'name', 'ticker', 'description', 'image_url'];
const MARKET = ['market_cap', 'funding_progress', 'price_eth'];
const SOCIALS = ['telegram', 'twitter', 'website'];
const METRICS = [
  'volume_24h',
  'price_change_24h',
  'txns_24h_buys',
  'txns_24h_sells',
  'volume_1h',
  'price_change_1h',
  'txns_1h_buys',
  'txns_1h_sells',
];
const HOLDERS = ['total_holders', 'top_10_percentage', 'dev_holding_percentage'];
const ALWAYS = [...IDENTITY, ...MARKET, 'is_graduated'];

const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-9);

beforeAll(async () => {
  h = await startHarness();
  busy = h.market.createToken({ name: 'Busy', twitter: 'https://x.com/busy' });
  quiet = h.market.createToken({ name: 'Quiet' });
  for (let i = 0; i < 55; i++) {
    h.clock.advance(1000);
    const trader = addr(wallets[1 + (i % 3)]!);
    const side = i % 4 === 3 ? 'sell' : 'buy';
    const t =
      side === 'buy'
        ? h.market.buy(busy, 0.01 * (1 + (i % 5)), { trader })
        : h.market.sell(busy, 10n ** 21n, { trader });
    const state = h.market.curveState(busy);
    trades.push({ ...t, side, trader, price: curvePrice(state), supply: weiToNumber(tokensSold(state)) });
  }
  h.market.buy(busy, 0.05, { trader: addr(wallets[0]!) });
});
afterAll(() => h.close());

describe('GET /api/token', () => {
  it('answers the detail fields and the newest 50 trades, newest first, with every field', async () => {
    const r = await h.launch(`/api/token${qs({ address: quiet })}`);
    const quietDetail = ok(r, tokenDetailSchema);
    expect(Object.keys(r.body as object).sort()).toEqual([...IDENTITY, ...SOCIALS, ...MARKET, 'price_updates'].sort());
    expect(quietDetail.price_updates).toEqual([]);

    const d = ok(await h.launch(`/api/token${qs({ address: busy })}`), tokenDetailSchema);
    expect(d).toMatchObject({ address: busy, name: 'Busy', twitter: 'https://x.com/busy', telegram: null });
    expect(d.price_updates).toHaveLength(50);
    expect(d.price_updates[0]!.trader).toBe(addr(wallets[0]!));
    const expected = trades.slice(-49).reverse();
    d.price_updates.slice(1).forEach((u, i) => {
      const t = expected[i]!;
      expect(u).toMatchObject({
        tx_hash: t.txHash,
        block_number: t.blockNumber,
        timestamp: new Date(t.at).toISOString(),
        trader: t.trader,
        side: t.side,
      });
      near(u.eth_amount, weiToNumber(t.ethWei));
      near(u.token_amount, weiToNumber(t.tokenWei));
      near(u.price_eth, t.price);
      near(u.supply, t.supply);
      near(u.market_cap, t.price * 1e9);
    });
  });

  it('matches the address case-insensitively and answers it lowercase', async () => {
    const d = ok(await h.launch(`/api/token${qs({ address: `0x${busy.slice(2).toUpperCase()}` })}`), tokenDetailSchema);
    expect(d.address).toBe(busy);
  });

  it('answers 400 for a missing or malformed address and 404 for an unknown one', async () => {
    failure(await h.launch('/api/token'), 400, 'INVALID_REQUEST', ['address']);
    failure(await h.launch(`/api/token${qs({ address: '0x1234' })}`), 400, 'INVALID_REQUEST', ['address']);
    failure(await h.launch(`/api/token${qs({ address: `${busy}00` })}`), 400, 'INVALID_REQUEST', ['address']);
    failure(await h.launch(`/api/token${qs({ address: h.market.nextAddress() })}`), 404, 'NOT_FOUND');
  });
});

describe('POST /api/tokens/batch', () => {
  const batch = async (body: object) => {
    const r = await h.launchPost('/api/tokens/batch', body);
    const parsed = ok(r, batchResponseSchema);
    return { ...parsed, keys: (r.body as { tokens: object[] }).tokens.map((t) => Object.keys(t).sort()) };
  };

  it.each([
    [{}, [...SOCIALS, ...METRICS, ...HOLDERS]],
    [{ includeMetrics: false }, [...SOCIALS, ...HOLDERS]],
    [{ includeHolders: false }, [...SOCIALS, ...METRICS]],
    [{ includeSocials: false }, [...METRICS, ...HOLDERS]],
    [{ includeMetrics: false, includeHolders: false, includeSocials: false }, []],
    [{ includeMetrics: true, includeHolders: false, includeSocials: true }, [...SOCIALS, ...METRICS]],
  ])('flags %j give exactly the always-present fields plus %j', async (flags, extra) => {
    const r = await batch({ addresses: [busy, quiet], ...flags });
    expect(r.keys).toEqual([[...ALWAYS, ...extra].sort(), [...ALWAYS, ...extra].sort()]);
  });

  it('reports holders as shares of the total supply', async () => {
    const r = await batch({ addresses: [busy] });
    const t = r.tokens[0]!;
    const balances = h.db.prepare('SELECT holder, balance_num FROM holdings ORDER BY balance_num DESC').all() as {
      holder: string;
      balance_num: number;
    }[];
    expect(t.total_holders).toBe(4);
    near(t.top_10_percentage!, (balances.reduce((s, b) => s + b.balance_num, 0) / 1e9) * 100);
    const dev = balances.find((b) => b.holder === addr(wallets[0]!))!.balance_num;
    near(t.dev_holding_percentage!, (dev / 1e9) * 100);
    expect(t.is_graduated).toBe(false);
    expect(t.funding_progress).toBeGreaterThan(0);
  });

  it('answers duplicates once in first-seen order, unknown and malformed in notFound', async () => {
    const unknown = h.market.nextAddress();
    const r = await batch({
      addresses: [quiet, busy.toUpperCase().replace('0X', '0x'), 'hello', unknown, busy, quiet, ''],
    });
    expect(r.tokens.map((t) => t.address)).toEqual([quiet, busy]);
    expect(r.notFound).toEqual(['hello', unknown, '']);
    expect(r.errors).toEqual([]);
  });

  it('accepts 50 addresses and refuses 0 or 51', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => (i === 0 ? busy : h.market.nextAddress()));
    const r = await batch({ addresses: fifty });
    expect(r.tokens).toHaveLength(1);
    expect(r.notFound).toHaveLength(49);
    failure(await h.launchPost('/api/tokens/batch', { addresses: [] }), 400, 'INVALID_REQUEST', ['addresses']);
    failure(await h.launchPost('/api/tokens/batch', { addresses: [...fifty, busy] }), 400, 'INVALID_REQUEST', [
      'addresses',
    ]);
  });

  it.each([
    [{}, ['addresses']],
    [{ addresses: 'hello' }, ['addresses']],
    [{ addresses: [1, busy, null] }, ['addresses.0', 'addresses.2']],
    [{ addresses: [busy], includeMetrics: 'yes' }, ['includeMetrics']],
    [{ addresses: [busy], includeHolders: 1, includeSocials: null }, ['includeHolders', 'includeSocials']],
    [[busy], ['(body)']],
  ])('%j is a 400 naming %j', async (body, fields) => {
    failure(await h.launchPost('/api/tokens/batch', body), 400, 'INVALID_REQUEST', fields);
  });
});
