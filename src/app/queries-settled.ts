import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once no query of `queryClient` is fetching (true), or after `timeoutMs` (false) with
 * whatever is still on its way left to the page's own loading states.
 */
export function queriesSettled(queryClient: QueryClient, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) {
      resolve(true);
      return;
    }
    const finish = (settled: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(settled);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) finish(true);
    });
  });
}
