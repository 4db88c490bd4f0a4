import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_PAGE_SIZE, type TokenListItem, tokenListResponseSchema } from '../../interface/tokens';
import { type Harness, HOUR, MINUTE, ok, qs, START, startHarness } from '../test/harness';

let h: Harness;
const all: string[] = [];
const COUNT = 60;

beforeAll(async () => {
  h = await startHarness();
  // Six creation times shared by ten tokens each; three market caps shared by twenty tokens each.
  for (let i = 0; i < COUNT; i++) all.push(h.market.createToken({ at: START - 10 * HOUR + Math.floor(i / 10) * HOUR }));
  // i % 3 = 0: one buy 3 h ago; 1: one buy 30 min ago (same size, so the same market cap); 2: a bigger buy 2 min ago.
  all.forEach((token, i) => {
    h.market.buy(token, i % 3 === 2 ? 0.3 : 0.1, {
      at: [START - 3 * HOUR, START - 30 * MINUTE, START - 2 * MINUTE][i % 3]!,
    });
  });
  // A few tokens trade twice, in the newest window, to give trending something to rank.
  for (const i of [5, 17, 44]) h.market.buy(all[i]!, 0.1, { at: START - MINUTE });
});
afterAll(() => h.close());

async function walk(params: Record<string, string>) {
  const seen: TokenListItem[] = [];
  for (let page = 1; page <= 3; page++) {
    const r = ok(await h.launch(`/api/tokens${qs({ ...params, page })}`), tokenListResponseSchema);
    expect(r.totalCount).toBe(COUNT);
    expect(r.totalPages).toBe(Math.ceil(COUNT / TOKEN_PAGE_SIZE));
    expect(r.tokens).toHaveLength(page < 3 ? TOKEN_PAGE_SIZE : COUNT - 2 * TOKEN_PAGE_SIZE);
    seen.push(...r.tokens);
  }
  const past = ok(await h.launch(`/api/tokens${qs({ ...params, page: 4 })}`), tokenListResponseSchema);
  expect(past).toEqual({ tokens: [], totalCount: COUNT, totalPages: 3 });
  return seen;
}

const byAddress = (a: TokenListItem, b: TokenListItem) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0);
const orders: Record<string, (a: TokenListItem, b: TokenListItem) => number> = {
  newest: (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || byAddress(a, b),
  oldest: (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || byAddress(a, b),
  'mcap-high': (a, b) => b.market_cap - a.market_cap || byAddress(a, b),
  'mcap-low': (a, b) => a.market_cap - b.market_cap || byAddress(a, b),
  trending: (a, b) =>
    b.txns_24h_buys + b.txns_24h_sells - (a.txns_24h_buys + a.txns_24h_sells) ||
    b.volume_24h - a.volume_24h ||
    Date.parse(b.created_at) - Date.parse(a.created_at) ||
    byAddress(a, b),
};

describe('GET /api/tokens paging', () => {
  it('has the ties the test relies on', async () => {
    const tokens = await walk({ sortBy: 'newest' });
    expect(new Set(tokens.map((x) => x.market_cap)).size).toBe(3);
    expect(tokens.filter((x) => x.market_cap === tokens.at(-1)!.market_cap).length).toBeGreaterThanOrEqual(17);
    expect(new Set(tokens.map((x) => x.created_at)).size).toBe(6);
  });

  it.each(Object.keys(orders))(
    'sortBy=%s returns every token exactly once, in order, ties by address',
    async (sortBy) => {
      const tokens = await walk({ sortBy });
      expect(tokens.map((x) => x.address).sort()).toEqual([...all].sort());
      expect(tokens.map((x) => x.address)).toEqual([...tokens].sort(orders[sortBy]).map((x) => x.address));
    },
  );

  it.each(['5m', '1h', '6h', '24h'])(
    'trending in the %s window returns every token exactly once',
    async (timeframe) => {
      const tokens = await walk({ sortBy: 'trending', timeframe });
      expect(tokens.map((x) => x.address).sort()).toEqual([...all].sort());
    },
  );

  it('ranks trending by the chosen window: count, then volume, then newest, then address', async () => {
    const rank = async (timeframe: string) =>
      (await walk({ sortBy: 'trending', timeframe })).map((x) => all.indexOf(x.address));
    const doubled = [5, 17, 44];
    const group = (r: number) => all.map((_, i) => i).filter((i) => i % 3 === r && !doubled.includes(i));
    const newest = (list: number[]) =>
      [...list].sort((a, b) => Math.floor(b / 10) - Math.floor(a / 10) || (all[a]! < all[b]! ? -1 : 1));
    const fiveMinutes = await rank('5m');
    expect(fiveMinutes.slice(0, 3).sort((a, b) => a - b)).toEqual(doubled);
    expect(fiveMinutes.slice(3, 20).sort((a, b) => a - b)).toEqual(group(2));
    expect(fiveMinutes.slice(20)).toEqual(newest([...group(0), ...group(1)]));
    const hour = await rank('1h');
    expect(hour.slice(20, 40)).toEqual(newest(group(1)));
    expect(hour.slice(40)).toEqual(newest(group(0)));
    const sixHours = await rank('6h');
    expect(sixHours.slice(20)).toEqual(newest([...group(0), ...group(1)]));
  });
});
