import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, type ReferralPeriod } from '../../interface/referral';
import { iso, type ServiceContext } from '../context';
import { ApiError, notFound, unauthorized } from '../http/errors';
import type { createServiceApp } from '../http/service-app';
import { IngestError } from '../ingest/events';
import { roundPoints } from './leaderboard';

type Route = ReturnType<typeof createServiceApp>['route'];

const PERIOD_MS: Record<ReferralPeriod, number> = {
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
  all: Infinity,
};
const LEADERBOARD_TTL_MS = 60_000;

/** `0x1234…abcd`: enough to recognise a wallet without publishing who referred whom. */
const abbreviate = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

function newCode(): string {
  return Array.from({ length: 8 }, () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)]).join('');
}

export function referralRoutes(route: Route, ctx: ServiceContext, caller: Parameters<Route>[2]) {
  const { db, clock, ingest } = ctx;
  const q = {
    account: db.prepare<
      [string],
      { referral_code: string | null; referral_code_created_at: number | null; referrer: string | null }
    >('SELECT referral_code, referral_code_created_at, referrer FROM accounts WHERE address = ?'),
    byCode: db.prepare<[string], { address: string }>('SELECT address FROM accounts WHERE referral_code = ?'),
    referrals: db.prepare<{ address: string; since: number }, { total: number; active: number }>(
      `SELECT count(*) FILTER (WHERE referred_at >= @since) AS total,
         count(*) FILTER (WHERE last_trade_at >= @since) AS active
       FROM accounts WHERE referrer = @address`,
    ),
    pointsByType: db.prepare<[string, number], { type: string; points: number }>(
      'SELECT type, sum(points) AS points FROM referral_events WHERE referrer = ? AND ts >= ? GROUP BY type',
    ),
    recent: db.prepare<[string, number], { type: string; referee: string; points: number; ts: number }>(
      'SELECT type, referee, points, ts FROM referral_events WHERE referrer = ? AND ts >= ? ORDER BY ts DESC, id DESC LIMIT 20',
    ),
    top: db.prepare<[string, number], { referee: string; points: number; joined: number }>(
      `SELECT e.referee, sum(e.points) AS points, a.referred_at AS joined FROM referral_events e
       JOIN accounts a ON a.address = e.referee
       WHERE e.referrer = ? AND e.ts >= ? GROUP BY e.referee ORDER BY points DESC, e.referee ASC LIMIT 10`,
    ),
    leaderboard: db.prepare<{ since: number }, { address: string; code: string; referrals: number; points: number }>(
      `SELECT a.address, a.referral_code AS code,
         (SELECT count(*) FROM accounts r WHERE r.referrer = a.address AND r.referred_at >= @since) AS referrals,
         coalesce((SELECT sum(points) FROM referral_events e WHERE e.referrer = a.address AND e.ts >= @since), 0) AS points
       FROM accounts a WHERE a.referral_code IS NOT NULL
       ORDER BY points DESC, referrals DESC, a.address ASC LIMIT 100`,
    ),
  };

  const since = (period: ReferralPeriod) => (period === 'all' ? 0 : clock() - PERIOD_MS[period]);

  function summary(address: string, from: number) {
    const counts = q.referrals.get({ address, since: from })!;
    const points = Object.fromEntries(q.pointsByType.all(address, from).map((r) => [r.type, r.points]));
    return { counts, points };
  }

  function ensureCode(address: string) {
    const existing = q.account.get(address);
    if (existing?.referral_code) return { code: existing.referral_code, createdAt: existing.referral_code_created_at! };
    const now = clock();
    for (;;) {
      const code = newCode();
      if (q.byCode.get(code)) continue;
      ingest.referralCode({ address, code, timestamp: now });
      return { code, createdAt: now };
    }
  }

  route(
    'referralCode',
    ({ caller: address }) => {
      const { code, createdAt } = ensureCode(address);
      const { counts, points } = summary(address, 0);
      const total = Object.values(points).reduce((a, b) => a + b, 0);
      return {
        code,
        created_at: iso(createdAt),
        total_referrals: counts.total,
        active_referrals: counts.active,
        total_points_earned: roundPoints(total),
      };
    },
    caller,
  );

  route(
    'referralStats',
    ({ caller: address, query }) => {
      const { code } = ensureCode(address);
      const from = since(query.period);
      const { counts, points } = summary(address, from);
      const trading = points.trade ?? 0;
      const creation = points.token_creation ?? 0;
      const milestones = points.milestone ?? 0;
      return {
        referral_code: code,
        stats: {
          total_referrals: counts.total,
          active_referrals: counts.active,
          total_points_earned: roundPoints(trading + creation + milestones),
          points_from_trading: roundPoints(trading),
          points_from_token_creation: roundPoints(creation),
          points_from_milestones: roundPoints(milestones),
        },
        recent_activity: q.recent.all(address, from).map((e) => ({
          type: e.type,
          referral_address: abbreviate(e.referee),
          points_earned: roundPoints(e.points),
          timestamp: iso(e.ts),
        })),
        top_referrals: q.top.all(address, from).map((r) => ({
          address: r.referee,
          points_generated: roundPoints(r.points),
          joined_at: iso(r.joined),
        })),
      };
    },
    caller,
  );

  route(
    'referralRegister',
    ({ body, caller: proven }) => {
      const wallet = body.wallet_address.toLowerCase();
      // Trader addresses are public: without this anyone could claim other people's wallets for their code.
      if (proven !== wallet) {
        throw unauthorized(
          `The Authorization proves ${proven}, not ${wallet}: it must come from the wallet registered`,
        );
      }
      const referrer = q.byCode.get(body.referral_code.toUpperCase())?.address;
      if (!referrer) throw notFound(`Referral code ${body.referral_code}`);
      if (referrer === wallet) {
        throw new ApiError('INVALID_REQUEST', 'A wallet cannot use its own referral code', [
          { field: 'referral_code', message: 'is your own code' },
        ]);
      }
      try {
        ingest.referralSignup({ referee: wallet, referrer, timestamp: clock() });
      } catch (e) {
        if (e instanceof IngestError && e.kind === 'duplicate')
          throw new ApiError('CONFLICT', 'This wallet is already registered under a referral code');
        throw e;
      }
      return {
        success: true,
        message: `Registered under referral code ${body.referral_code.toUpperCase()}`,
        referrer: abbreviate(referrer),
      };
    },
    caller,
  );

  /** Kept 60 s whatever is written, but never across a rollback: it may hold a dropped trade's points. */
  const cached = new Map<
    ReferralPeriod,
    { at: number; rollbacks: number; rows: ReturnType<typeof q.leaderboard.all> }
  >();
  route('referralLeaderboard', ({ query }) => {
    const now = clock();
    let entry = cached.get(query.period);
    if (!entry || now - entry.at > LEADERBOARD_TTL_MS || entry.rollbacks !== ingest.rollbacks()) {
      entry = { at: now, rollbacks: ingest.rollbacks(), rows: q.leaderboard.all({ since: since(query.period) }) };
      cached.set(query.period, entry);
    }
    return {
      leaderboard: entry.rows.slice(0, query.limit).map((r, i) => ({
        rank: i + 1,
        address: r.address,
        referral_code: r.code,
        total_referrals: r.referrals,
        points_earned: roundPoints(r.points),
      })),
      updated_at: iso(entry.at),
    };
  });
}
