/** Metrics that must stay exact while the fake clock moves: windows, price changes, trending, king of the hill. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curvePrice, LAUNCH_CURVE } from '../../interface/market/curve';
import { batchResponseSchema, kingOfTheHillSchema, tokenListResponseSchema } from '../../interface/tokens';
import { weiToNumber } from '../market/constants';
import { DAY, failure, type Harness, HOUR, MINUTE, ok, qs, startHarness } from '../test/harness';

let h: Harness;
let a = '';
let b = '';
const LAUNCH_PRICE = curvePrice(LAUNCH_CURVE);
let aVolume = 0;

const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-9 + 1e-12);

async function batch(token: string) {
  const r = ok(await h.launchPost('/api/tokens/batch', { addresses: [token] }), batchResponseSchema);
  expect(r.tokens).toHaveLength(1);
  return r.tokens[0]!;
}
async function trending(timeframe: string) {
  const r = ok(await h.launch(`/api/tokens${qs({ sortBy: 'trending', timeframe })}`), tokenListResponseSchema);
  return r.tokens.map((t) => (t.address === a ? 'a' : t.address === b ? 'b' : t.address));
}
const koti = async () => ok(await h.launch('/api/koti'), kingOfTheHillSchema);

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('metrics as time passes', () => {
  it('has no king of the hill before any token is funding', async () => {
    failure(await h.launch('/api/koti'), 404, 'NOT_FOUND');
  });

  it('counts a buy and a sell in every window with the price change from launch', async () => {
    a = h.market.createToken();
    b = h.market.createToken();
    const buy = h.market.buy(a, 1);
    const sell = h.market.sell(a, buy.tokenWei / 2n);
    aVolume = weiToNumber(buy.ethWei) + weiToNumber(sell.ethWei);
    const price = curvePrice(h.market.curveState(a));
    const x = await batch(a);
    expect(x).toMatchObject({ txns_24h_buys: 1, txns_24h_sells: 1, txns_1h_buys: 1, txns_1h_sells: 1 });
    near(x.volume_24h!, aVolume);
    near(x.volume_1h!, aVolume);
    near(x.price_eth, price);
    near(x.price_change_24h!, ((price - LAUNCH_PRICE) / LAUNCH_PRICE) * 100);
    near(x.price_change_1h!, ((price - LAUNCH_PRICE) / LAUNCH_PRICE) * 100);
    expect(x.total_holders).toBe(1);
    const k = await koti();
    expect(k.address).toBe(a);
    expect(k).toMatchObject({ txns_24h_buys: 1, txns_24h_sells: 1 });
    expect(await trending('5m')).toEqual(['a', 'b']);
  });

  it('lets the 5 minute window move on while the others keep the trades', async () => {
    h.clock.advance(6 * MINUTE);
    h.market.buy(b, 0.01);
    expect(await trending('5m')).toEqual(['b', 'a']);
    expect(await trending('1h')).toEqual(['a', 'b']);
    expect(await trending('24h')).toEqual(['a', 'b']);
  });

  it('empties the 1 hour window after an hour and takes the last price as its reference', async () => {
    h.clock.advance(HOUR - MINUTE);
    const k = await koti();
    expect(k.address).toBe(a);
    const x = await batch(a);
    expect(x).toMatchObject({ txns_1h_buys: 0, txns_1h_sells: 0, volume_1h: 0, price_change_1h: 0 });
    expect(x).toMatchObject({ txns_24h_buys: 1, txns_24h_sells: 1 });
    expect(x.price_change_24h).toBeGreaterThan(0);
    expect(await trending('1h')).toEqual(['b', 'a']);
    expect(await trending('6h')).toEqual(['a', 'b']);
  });

  it('shows fresh metrics on the first read after a day, on every endpoint', async () => {
    h.clock.advance(DAY - HOUR - 2 * MINUTE);
    // The king of the hill is read first, before any other endpoint slides the windows.
    const k = await koti();
    expect(k).toMatchObject({ address: a, txns_24h_buys: 0, txns_24h_sells: 0, volume_24h: 0, price_change_24h: 0 });
    const list = ok(await h.launch('/api/tokens'), tokenListResponseSchema).tokens;
    expect(list.find((t) => t.address === a)).toMatchObject({ txns_24h_buys: 0, volume_24h: 0, price_change_24h: 0 });
    expect(list.find((t) => t.address === b)).toMatchObject({ txns_24h_buys: 1, txns_24h_sells: 0 });
    expect(await trending('24h')).toEqual(['b', 'a']);
    const filtered = ok(await h.launch(`/api/tokens${qs({ txCountMin: 1 })}`), tokenListResponseSchema);
    expect(filtered.tokens.map((t) => t.address)).toEqual([b]);
  });

  it('empties every window after another day', async () => {
    h.clock.advance(DAY);
    expect(await batch(b)).toMatchObject({ txns_24h_buys: 0, volume_24h: 0, price_change_24h: 0, price_change_1h: 0 });
  });

  it('moves the crown to the highest market cap still funding, and 404s when none is', async () => {
    const c = h.market.createToken();
    h.market.buy(c, 2);
    expect((await koti()).address).toBe(c);
    h.market.graduate(c);
    expect((await koti()).address).toBe(a);
    h.market.graduate(a);
    h.market.graduate(b);
    failure(await h.launch('/api/koti'), 404, 'NOT_FOUND');
  });

  it('shows no volume in a window all its trades have left, however they were summed', async () => {
    const d = h.market.createToken();
    // Summed as they arrive, one trade then two in one transaction: 0.3 + (0.2 + 0.1); the window
    // subtracts them as they leave, (0.3 + 0.2) + 0.1, a double 1e-16 smaller.
    h.market.buy(d, 0.3);
    h.ingest.batch(() => {
      h.market.buy(d, 0.2);
      h.market.buy(d, 0.1);
    });
    h.clock.advance(DAY + MINUTE);
    expect(await batch(d)).toMatchObject({ txns_24h_buys: 0, volume_24h: 0, txns_1h_buys: 0, volume_1h: 0 });
  });
});
