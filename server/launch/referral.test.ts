import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  referralCodeSchema,
  referralLeaderboardSchema,
  referralStatsSchema,
  registerResponseSchema,
} from '../../interface/referral';
import { weiToNumber } from '../market/constants';
import {
  addr,
  DAY,
  failure,
  type Harness,
  MINUTE,
  ok,
  qs,
  signatureAuth,
  startHarness,
  wallets,
} from '../test/harness';

let h: Harness;
const [R, A, B, C, D] = wallets.map(addr) as [string, string, string, string, string];
const E = `0x${'e'.repeat(40)}`;
let code = '';
let big = '';
const tradeEth: number[] = [];

const auth = async (i = 0) => ({ headers: { Authorization: await signatureAuth(wallets[i]!, h.clock.now) } });
/** Registers with proof of the wallet (its Signature header), or with the `authorization` given ('' for none). */
async function register(referral_code: string, wallet_address: string, authorization?: string) {
  const own = wallets.find((w) => addr(w) === wallet_address.toLowerCase());
  const header = authorization ?? (own ? await signatureAuth(own, h.clock.now) : '');
  return h.launchPost(
    '/api/referral/register',
    { referral_code, wallet_address },
    header ? { Authorization: header } : {},
  );
}
const stats = async (period?: string, i = 0) =>
  ok(await h.launch(`/api/referral/stats${qs({ period })}`, await auth(i)), referralStatsSchema);
const board = async (params: Record<string, string | number> = {}) =>
  ok(await h.launch(`/api/referral/leaderboard${qs(params)}`), referralLeaderboardSchema);
const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

beforeAll(async () => {
  h = await startHarness();
  big = h.market.createToken({ owner: D });
  h.market.graduate(big, { trader: D });
  code = ok(await h.launch('/api/referral/code', await auth(0)), referralCodeSchema).code;
});
afterAll(() => h.close());

describe('POST /api/referral/register', () => {
  it('registers a wallet under a code, case-insensitively, naming the referrer abbreviated', async () => {
    const r = ok(await register(code.toLowerCase(), A.toUpperCase().replace('0X', '0x')), registerResponseSchema);
    expect(r).toMatchObject({ success: true, referrer: short(R) });
    expect(r.message).toContain(code);
  });

  it('answers 404, 400, 409 for unknown codes, self-referral and a second registration', async () => {
    h.nextMinute();
    failure(await register('ZZZZZZZZ', B), 404, 'NOT_FOUND');
    failure(await register(code, R), 400, 'INVALID_REQUEST', ['referral_code']);
    failure(await register(code, A), 409, 'CONFLICT');
    failure(await h.launchPost('/api/referral/register', {}, (await auth(1)).headers), 400, 'INVALID_REQUEST', [
      'referral_code',
      'wallet_address',
    ]);
    const proof = await signatureAuth(wallets[1]!, h.clock.now);
    failure(await register(code, 'not-a-wallet', proof), 400, 'INVALID_REQUEST', ['wallet_address']);
  });

  it('allows 5 registrations a minute per IP, then 429 until the window passes', async () => {
    h.nextMinute();
    for (let i = 0; i < 5; i++) failure(await register('ZZZZZZZZ', B), 404, 'NOT_FOUND');
    const limited = await register(code, B);
    failure(limited, 429, 'RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(limited.headers.get('ratelimit-limit')).toBe('5');
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    h.nextMinute();
    ok(await register(code, B), registerResponseSchema);
  });
});

describe('referral rewards', () => {
  it('gives the referrer 10% of trading and creation points and the 1, 10, 100 ETH milestones', async () => {
    const small = h.market.createToken({ owner: A });
    tradeEth.push(weiToNumber(h.market.buy(small, 0.5, { trader: A }).ethWei));
    let s = await stats();
    expect(s.stats).toMatchObject({ points_from_milestones: 0, points_from_token_creation: 10 });
    expect(s.stats.points_from_trading).toBeCloseTo(50, 6);
    tradeEth.push(weiToNumber(h.market.buy(small, 0.6, { trader: A }).ethWei));
    expect((await stats()).stats.points_from_milestones).toBe(50);
    const bought = h.market.buy(big, 60, { trader: A });
    tradeEth.push(weiToNumber(bought.ethWei));
    expect((await stats()).stats.points_from_milestones).toBe(300);
    tradeEth.push(weiToNumber(h.market.sell(big, bought.tokenWei, { trader: A }).ethWei));
    s = await stats();
    const trading = tradeEth.reduce((a, b) => a + b, 0) * 100;
    expect(tradeEth.reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
    expect(s.stats.points_from_milestones).toBe(1300);
    expect(s.stats.points_from_trading).toBeCloseTo(trading, 1);
    expect(s.stats.total_points_earned).toBeCloseTo(trading + 10 + 1300, 1);
    expect(s.stats).toMatchObject({ total_referrals: 2, active_referrals: 1 });
    expect(s.referral_code).toBe(code);
    expect(s.recent_activity.map((e) => e.type)).toEqual(
      expect.arrayContaining(['trade', 'token_creation', 'milestone', 'signup']),
    );
    expect(
      s.recent_activity
        .filter((e) => e.type === 'milestone')
        .map((e) => e.points_earned)
        .sort(),
    ).toEqual([1000, 250, 50]);
    expect(s.recent_activity.every((e) => e.referral_address === short(A) || e.referral_address === short(B))).toBe(
      true,
    );
    expect(s.top_referrals[0]).toMatchObject({ address: A });
    expect(s.top_referrals[0]!.points_generated).toBeCloseTo(trading + 10 + 1300, 1);
    const c = ok(await h.launch('/api/referral/code', await auth(0)), referralCodeSchema);
    expect(c).toMatchObject({ code, total_referrals: 2, active_referrals: 1 });
    expect(c.total_points_earned).toBeCloseTo(trading + 1310, 1);
  });

  it('counts only what happened inside the period', async () => {
    h.clock.advance(2 * DAY);
    ok(await register(code, C), registerResponseSchema);
    const t = h.market.buy(big, 0.1, { trader: C });
    const day = await stats('24h');
    expect(day.stats).toMatchObject({ total_referrals: 1, active_referrals: 1, points_from_milestones: 0 });
    expect(day.stats.points_from_trading).toBeCloseTo(weiToNumber(t.ethWei) * 100, 6);
    expect(day.top_referrals.map((r) => r.address)).toEqual([C]);
    expect(day.top_referrals[0]!.joined_at).toBe(new Date(h.clock.now).toISOString());
    const week = await stats('7d');
    expect(week.stats).toMatchObject({ total_referrals: 3, points_from_milestones: 1300 });
    expect((await stats('all')).stats.total_points_earned).toBe(week.stats.total_points_earned);
  });

  it.each(['year', '', 'ALL'])('refuses period=%s with a 400', async (period) => {
    h.nextMinute();
    failure(await h.launch(`/api/referral/stats${qs({ period })}`, await auth(0)), 400, 'INVALID_REQUEST', ['period']);
  });
});

describe('GET /api/referral/leaderboard', () => {
  it('ranks referrers by the points their referrals earned them, per period', async () => {
    // A second referrer, with a referral of its own, written through the ingest.
    h.market.refer(D, E, 'DDDDDDDD');
    h.nextMinute();
    const all = await board();
    expect(all.leaderboard.map((e) => [e.rank, e.address, e.referral_code])).toEqual([
      [1, R, code],
      [2, D, 'DDDDDDDD'],
    ]);
    expect(all.leaderboard[0]!.total_referrals).toBe(3);
    expect(all.updated_at).toBe(new Date(h.clock.now).toISOString());
    expect((await board({ limit: 1 })).leaderboard).toHaveLength(1);
  });

  it('serves a cached ranking for up to 60 s, then recomputes', async () => {
    const before = await board({ period: '24h' });
    h.clock.advance(10_000);
    h.market.buy(big, 5, { trader: E });
    const cached = await board({ period: '24h' });
    expect(cached).toEqual(before);
    h.clock.advance(MINUTE);
    const fresh = await board({ period: '24h' });
    expect(fresh.leaderboard[0]).toMatchObject({ rank: 1, address: D, total_referrals: 1 });
    expect(fresh.leaderboard[0]!.points_earned).toBeGreaterThan(before.leaderboard[0]!.points_earned);
    expect(fresh.updated_at).toBe(new Date(h.clock.now).toISOString());
  });

  it.each([
    [{ limit: 0 }, ['limit']],
    [{ limit: 101 }, ['limit']],
    [{ limit: 'ten' }, ['limit']],
    [{ period: '1y' }, ['period']],
    [{ limit: -1, period: 'x' }, ['limit', 'period']],
  ])('%j is a 400 naming %j', async (params, fields) => {
    failure(await h.launch(`/api/referral/leaderboard${qs(params)}`), 400, 'INVALID_REQUEST', fields);
  });
});
