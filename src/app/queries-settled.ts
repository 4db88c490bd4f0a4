import type { QueryClient } from '@tanstack/react-query';

/** Queries the first render waits for: all but those marked `meta.firstRead: false`. */
const fetchingFirstReads = (queryClient: QueryClient) =>
  queryClient.isFetching({ predicate: (query) => query.meta?.firstRead !== false });

/**
 * Resolves once no query of `queryClient` is fetching (true), reads marked `meta.firstRead: false` aside, or after `timeoutMs` or when `signal`
 * aborts (false), with whatever is still on its way left to the page's own loading states.
 */
export function queriesSettled(queryClient: QueryClient, timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (fetchingFirstReads(queryClient) === 0) {
      resolve(true);
      return;
    }
    const finish = (settled: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      signal?.removeEventListener('abort', stop);
      resolve(settled);
    };
    const stop = () => finish(false);
    const timer = setTimeout(stop, timeoutMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (fetchingFirstReads(queryClient) === 0) finish(true);
    });
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
}
