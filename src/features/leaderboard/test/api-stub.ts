import type { LeaderboardResponse } from '@interface/points';
import type { ReferralLeaderboard } from '@interface/referral';
import { vi } from 'vitest';

type Failure = { status: number; body?: unknown; headers?: Record<string, string> };
export type Answer<T> = T | Failure;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const respond = <T extends object>(answer: Answer<T>) =>
  'status' in answer && typeof answer.status === 'number'
    ? json(answer.body ?? {}, answer.status, answer.headers)
    : json(answer);

export const rateLimited = (retryAfterS: number): Failure => ({
  status: 429,
  body: { error: { code: 'RATE_LIMITED', message: `Too many requests: try again in ${retryAfterS} s` } },
  headers: { 'Retry-After': String(retryAfterS) },
});

interface Handlers {
  points: (query: URLSearchParams) => Answer<LeaderboardResponse> | Promise<Answer<LeaderboardResponse>>;
  referrals?: (query: URLSearchParams) => Answer<ReferralLeaderboard>;
}

/**
 * Stubs `fetch` for the leaderboard page: GET /api/leaderboard answers `points(query)`, GET
 * /api/referral/leaderboard `referrals(query)` (an empty board unless given), anything else 404.
 */
export function stubLeaderboardApi({ points, referrals = () => referralBoard([]) }: Handlers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/api/leaderboard') return respond(await points(url.searchParams));
    if (url.pathname === '/api/referral/leaderboard') return respond(referrals(url.searchParams));
    return json({ error: { code: 'NOT_FOUND', message: 'Nothing here' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query strings sent to `path`, in order. */
export const requestsTo = (fetchMock: ReturnType<typeof stubLeaderboardApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);

/** `0x` + 40 hex digits made of `n` repeated: wallet(0xa1) = 0xa1a1…a1. */
export const wallet = (n: number) => `0x${n.toString(16).padStart(2, '0').repeat(20)}`;

/** A page of the points board: `count` wallets from `first` on, points falling. */
export function pointsPage(first: number, count: number, totalCount: number): LeaderboardResponse {
  return {
    leaderboard: Array.from({ length: count }, (_, i) => ({
      address: wallet(first + i),
      points: 10_000 - (first + i) * 10.5,
    })),
    totalCount,
    totalPages: Math.ceil(totalCount / 10),
  };
}

export function referralBoard(
  addresses: string[],
  updatedAt = new Date(Date.now() - 30_000).toISOString(),
): ReferralLeaderboard {
  return {
    leaderboard: addresses.map((address, i) => ({
      rank: i + 1,
      address,
      referral_code: `CODE${String(i).padStart(4, 'A')}`,
      total_referrals: 10 - i,
      points_earned: 500 - i * 25.25,
    })),
    updated_at: updatedAt,
  };
}
