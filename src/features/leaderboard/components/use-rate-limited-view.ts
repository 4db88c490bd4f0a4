import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-error';

/** When a 429 comes without Retry-After: the services count in one-minute windows. */
const DEFAULT_WAIT_S = 60;

export interface RateLimitedView<T> {
  /** What to show: the answer, its predecessor while the next loads, or the last answer while limited. */
  data: T | undefined;
  /** When the service's rate limit lifts (ms since epoch), while this view is limited. */
  liftsAt: number | undefined;
  /** Any other failure, for an error state with a retry. */
  error: unknown;
  /** Something newer than `data` is on its way or was asked for and refused. */
  outdated: boolean;
  fetching: boolean;
  retry: () => void;
}

/**
 * A query seen through a rate limit: a 429 is a wait, not an error. The last answer stays on screen
 * (a failed query drops its placeholder, so it is kept here), and when the limit lifts the query
 * asks again once by itself. A 429 to that request starts a new wait: at most one request a window.
 */
export function useRateLimitedView<T>(query: UseQueryResult<T, unknown>): RateLimitedView<T> {
  // Updated during render (React's pattern for state derived from a previous render).
  const [last, setLast] = useState(query.data);
  if (query.data !== undefined && query.data !== last) setLast(query.data);

  const limited = isApiError(query.error) && query.error.isRateLimited ? query.error : undefined;
  const liftsAt = limited ? query.errorUpdatedAt + (limited.retryAfter ?? DEFAULT_WAIT_S) * 1000 : undefined;

  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;
  useEffect(() => {
    if (liftsAt === undefined) return;
    const timer = setTimeout(() => void refetch.current(), Math.max(0, liftsAt - Date.now()));
    return () => clearTimeout(timer);
  }, [liftsAt]);

  return {
    data: query.data ?? (limited ? last : undefined),
    liftsAt,
    error: limited ? undefined : query.error,
    outdated: query.isPlaceholderData || (limited !== undefined && last !== undefined),
    fetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}
