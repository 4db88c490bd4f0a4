import type { Session } from '@interface/auth';
import { type ReferralPeriod, type ReferralStats, referralStatsSchema } from '@interface/referral';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { referralKeys } from './keys';
import { getWithSession } from './with-session';

/** Fresh enough for numbers that move when referrals trade, well inside the 30 calls a minute. */
const STATS_STALE_MS = 30_000;

/** GET /api/referral/stats?period: the caller's referrals, points by source, recent activity, top referrals. */
function referralStatsQueryOptions(session: Session, period: ReferralPeriod) {
  return queryOptions({
    queryKey: referralKeys.stats(session.address, period),
    queryFn: ({ signal }): Promise<ReferralStats> =>
      getWithSession(session, '/api/referral/stats', { period }, referralStatsSchema, signal),
    staleTime: STATS_STALE_MS,
    // Another period keeps the current numbers on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useReferralStats(session: Session, period: ReferralPeriod) {
  return useQuery(referralStatsQueryOptions(session, period));
}
