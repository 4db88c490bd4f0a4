import type { QueryClient } from '@tanstack/react-query';
import { ApiError, isApiError } from '@/lib/api-error';

/** When a 429 comes without Retry-After: the services count in one-minute windows. */
const DEFAULT_WAIT_S = 60;

/** Per QueryClient (one per app, one per test) and endpoint: until when the service said no. */
const blockedUntil = new WeakMap<QueryClient, Map<string, number>>();

/**
 * Runs `request` unless the endpoint answered 429 and its Retry-After has not passed. Until then
 * it fails at once with the same kind of error, without asking: the service refuses anything asked
 * during the wait, so paging or searching meanwhile would only add requests and push nothing
 * forward. The page shows the countdown either way.
 */
export async function throughRateLimitGate<T>(
  client: QueryClient,
  endpoint: string,
  request: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  let gates = blockedUntil.get(client);
  if (!gates) {
    gates = new Map();
    blockedUntil.set(client, gates);
  }
  const until = gates.get(endpoint) ?? 0;
  const waitMs = until - now();
  if (waitMs > 0) {
    throw new ApiError({
      kind: 'http',
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests: waiting for the limit to lift',
      retryAfter: Math.ceil(waitMs / 1000),
    });
  }
  try {
    return await request();
  } catch (error) {
    if (isApiError(error) && error.isRateLimited) {
      gates.set(endpoint, now() + (error.retryAfter ?? DEFAULT_WAIT_S) * 1000);
    }
    throw error;
  }
}

/**
 * The app's retry policy minus 429s: the page answers a rate limit with its countdown and looks
 * again itself when it lifts. A query retry would instead hold the page in "loading" for the whole
 * wait and then, if anything else spent the new window, fail anyway.
 */
export const retryUnlessRateLimited =
  (fallback: (failureCount: number, error: unknown) => boolean) => (failureCount: number, error: unknown) =>
    !(isApiError(error) && error.isRateLimited) && fallback(failureCount, error);
