import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';

/**
 * `lib/http` already retries network errors and 429s a couple of times inside one request, so the
 * query layer adds at most one more attempt, and only for failures that may pass on their own.
 */
const MAX_QUERY_RETRIES = 1;
const MAX_RETRY_DELAY_MS = 30_000;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isApiError(error) && error.isTransient;
}

export function queryRetryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.retryAfter !== undefined) {
    return Math.min(error.retryAfter * 1000, MAX_RETRY_DELAY_MS);
  }
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export interface QueryClientOptions {
  /** Tests turn retries off so that an error state shows at once. */
  retry?: boolean;
}

export function createQueryClient({ retry = true }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Market data moves, but not every second: 15 s keeps back/forward and re-visits instant
        // without showing stale numbers for long. Features that need live data set their own.
        staleTime: 15_000,
        gcTime: 5 * 60_000,
        retry: retry ? shouldRetryQuery : false,
        retryDelay: queryRetryDelay,
        // A trader coming back to the tab wants fresh prices; staleTime keeps this from spamming.
        refetchOnWindowFocus: true,
      },
      mutations: {
        // A mutation (a chat post, a registration) is never safe to repeat blindly.
        retry: false,
      },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * false: a read the page's first render never waits for (app/queries-settled), such as the
       * chart's chain history, started with the page but slower than the service's answers.
       */
      firstRead?: boolean;
    };
  }
}
