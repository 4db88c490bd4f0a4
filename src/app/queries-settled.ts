import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once no query of `queryClient` is fetching (true), or after `timeoutMs` or when `signal`
 * aborts (false), with whatever is still on its way left to the page's own loading states.
 */
export function queriesSettled(queryClient: QueryClient, timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) {
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
      if (queryClient.isFetching() === 0) finish(true);
    });
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
}
