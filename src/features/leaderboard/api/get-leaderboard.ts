import { type LeaderboardResponse, leaderboardResponseSchema } from '@interface/points';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/app/env';
import { shouldRetryQuery } from '@/app/query-client';
import { getJson } from '@/lib/http';
import type { LeaderboardQuery } from '../lib/rank';
import { leaderboardKeys } from './keys';
import { retryUnlessRateLimited, throughRateLimitGate } from './rate-limit-gate';

/** A page of the board with the query it answers: the ranks of a page kept on screen stay its own. */
export interface LeaderboardPage extends LeaderboardResponse {
  query: LeaderboardQuery;
}

/**
 * GET /api/leaderboard allows 10 requests a minute per IP: every choice here spends as few as
 * possible. A page is fresh for a minute and kept for ten, so back/forward and revisits are free.
 */
const STALE_MS = 60_000;
const KEEP_MS = 10 * 60_000;

async function getLeaderboard(query: LeaderboardQuery, signal?: AbortSignal): Promise<LeaderboardPage> {
  // retries: 0 — lib/http would otherwise wait out a 429's Retry-After (up to 30 s) inside the
  // request and ask again: the page would sit in "loading" with no word of why, and the retry spends
  // budget the person did not ask for. Without it the 429 surfaces at once and the page shows when
  // the limit lifts (and looks again then). Network errors still get the query layer's one retry.
  const response = await getJson(env.launchApiUrl, '/api/leaderboard', { ...query }, leaderboardResponseSchema, {
    signal,
    retries: 0,
  });
  return { ...response, query };
}

export function leaderboardQueryOptions(query: LeaderboardQuery) {
  return queryOptions({
    queryKey: leaderboardKeys.points(query),
    queryFn: ({ signal, client }) => throughRateLimitGate(client, 'leaderboard', () => getLeaderboard(query, signal)),
    staleTime: STALE_MS,
    gcTime: KEEP_MS,
    // The page on screen stays while the next one loads, instead of collapsing into skeletons.
    placeholderData: keepPreviousData,
    // Coming back to the tab is not worth a request of the ten: a minute-old board is still right.
    refetchOnWindowFocus: false,
    retry: retryUnlessRateLimited(shouldRetryQuery),
  });
}

export function useLeaderboard(query: LeaderboardQuery) {
  return useQuery(leaderboardQueryOptions(query));
}
