import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardResponseSchema } from '../../interface/points';
import { weiToNumber } from '../market/constants';
import { failure, type Harness, ok, qs, startHarness } from '../test/harness';

let h: Harness;
const who = (n: number) => `0x${n.toString(16).padStart(2, '0').repeat(20)}`;
const expected = new Map<string, number>();
const add = (a: string, p: number) => expected.set(a, (expected.get(a) ?? 0) + p);

const board = async (params: Record<string, string | number> = {}) =>
  ok(await h.launch(`/api/leaderboard${qs(params)}`), leaderboardResponseSchema);

beforeAll(async () => {
  h = await startHarness();
  // Eleven creators of one token each (100 points, tied), one of two tokens, and three traders.
  const tokens = [];
  for (let i = 1; i <= 11; i++) tokens.push(h.market.createToken({ owner: who(0x10 + i) }));
  for (let i = 0; i < tokens.length; i++) add(who(0x11 + i), 100);
  h.market.createToken({ owner: who(0xa1) });
  h.market.createToken({ owner: who(0xa1) });
  add(who(0xa1), 200);
  const buy = h.market.buy(tokens[0]!, 0.25, { trader: who(0xb1) });
  add(who(0xb1), weiToNumber(buy.ethWei) * 1000);
  const b2 = h.market.buy(tokens[1]!, 0.5, { trader: who(0xb2) });
  const s2 = h.market.sell(tokens[1]!, b2.tokenWei / 2n, { trader: who(0xb2) });
  add(who(0xb2), (weiToNumber(b2.ethWei) + weiToNumber(s2.ethWei)) * 1000);
  // A trader whose points tie with the 100-point creators.
  add(who(0x01), weiToNumber(h.market.buy(tokens[2]!, 0.1, { trader: who(0x01) }).ethWei) * 1000);
});
afterAll(() => h.close());

const ranking = () =>
  [...expected.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([address, points]) => ({
      address,
      points: Math.round(points * 100) / 100,
    }));

describe('GET /api/leaderboard', () => {
  it('ranks by points (1000 per ETH, 100 per token), ties by address, 10 a page', async () => {
    const first = await board();
    const second = await board({ page: 2 });
    expect(first.totalCount).toBe(expected.size);
    expect(first.totalPages).toBe(Math.ceil(expected.size / 10));
    expect(first.leaderboard).toHaveLength(10);
    expect([...first.leaderboard, ...second.leaderboard]).toEqual(ranking());
    expect(first.leaderboard[0]).toEqual({ address: who(0xb2), points: expect.any(Number) });
    expect(ranking().find((e) => e.address === who(0x01))?.points).toBe(100);
    expect(await board({ page: 3 })).toEqual({ leaderboard: [], totalCount: expected.size, totalPages: 2 });
  });

  it('searches a case-insensitive part of the address', async () => {
    h.nextMinute();
    const r = await board({ search: '0xA1A1' });
    expect(r).toEqual({ leaderboard: [{ address: who(0xa1), points: 200 }], totalCount: 1, totalPages: 1 });
    expect((await board({ search: '0xB' })).leaderboard.map((e) => e.address)).toEqual([who(0xb2), who(0xb1)]);
    expect(await board({ search: 'ffff' })).toEqual({ leaderboard: [], totalCount: 0, totalPages: 0 });
  });

  it.each([
    [{ page: 0 }, ['page']],
    [{ page: 'last' }, ['page']],
    [{ search: `0x${'a'.repeat(41)}` }, ['search']],
  ])('%j is a 400 naming %j', async (params, fields) => {
    h.nextMinute();
    failure(await h.launch(`/api/leaderboard${qs(params)}`), 400, 'INVALID_REQUEST', fields);
  });

  it('allows 10 requests a minute per IP, answers the 11th with 429 and lifts after the window', async () => {
    h.nextMinute();
    for (let i = 1; i <= 10; i++) {
      const r = await h.launch('/api/leaderboard');
      expect(r.status).toBe(200);
      expect(r.headers.get('ratelimit-remaining')).toBe(String(10 - i));
    }
    h.clock.advance(15_000);
    const limited = await h.launch('/api/leaderboard');
    failure(limited, 429, 'RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBe('45');
    expect(limited.headers.get('ratelimit-limit')).toBe('10');
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('ratelimit-reset')).toBe('45');
    // Other endpoints keep their own budgets.
    expect((await h.launch('/api/tokens')).status).toBe(200);
    h.clock.advance(44_000);
    failure(await h.launch('/api/leaderboard'), 429, 'RATE_LIMITED');
    h.clock.advance(1_000);
    expect((await h.launch('/api/leaderboard')).status).toBe(200);
  });
});
