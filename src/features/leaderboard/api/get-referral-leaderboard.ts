import { type ReferralLeaderboard, type ReferralPeriod, referralLeaderboardSchema } from '@interface/referral';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/app/env';
import { shouldRetryQuery } from '@/app/query-client';
import { getJson } from '@/lib/http';
import type { ReferralLimit } from '../lib/search-params';
import { leaderboardKeys } from './keys';
import { retryUnlessRateLimited, throughRateLimitGate } from './rate-limit-gate';

export interface ReferralQuery {
  period: ReferralPeriod;
  limit: ReferralLimit;
}

/** The service computes the ranking at most once a minute (`updated_at`): asking sooner gets the same. */
const STALE_MS = 60_000;

function getReferralLeaderboard(query: ReferralQuery, signal?: AbortSignal): Promise<ReferralLeaderboard> {
  // retries: 0 for the same reason as the points board (30 a minute here): a 429 shows its countdown.
  return getJson(env.launchApiUrl, '/api/referral/leaderboard', { ...query }, referralLeaderboardSchema, {
    signal,
    retries: 0,
  });
}

export function referralLeaderboardQueryOptions(query: ReferralQuery) {
  return queryOptions({
    queryKey: leaderboardKeys.referrals(query),
    queryFn: ({ signal, client }) =>
      throughRateLimitGate(client, 'referral-leaderboard', () => getReferralLeaderboard(query, signal)),
    staleTime: STALE_MS,
    gcTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    retry: retryUnlessRateLimited(shouldRetryQuery),
  });
}

export function useReferralLeaderboard(query: ReferralQuery) {
  return useQuery(referralLeaderboardQueryOptions(query));
}
