import type { QueryClient } from '@tanstack/react-query';

/** However busy the page stays (polling, live data), the task runs by then. */
const MAX_WAIT_MS = 10_000;
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Runs `task` once the page has what it came for: after the load event, once no query is fetching
 * (the page's own data has arrived), and then when the main thread is idle. A heavy download-and-parse
 * such as the wallet layer then never competes with the first render of the page's content (LCP).
 * Returns a cancel function.
 */
export function afterPageSettles(task: () => void, queryClient: QueryClient | undefined): () => void {
  const cleanups: (() => void)[] = [];
  let done = false;

  const whenIdle = (then: () => void) => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
      cleanups.push(() => window.cancelIdleCallback(handle));
    } else {
      const timer = setTimeout(then, 500);
      cleanups.push(() => clearTimeout(timer));
    }
  };

  /** The query-cache listener and its cap: removed as soon as they have done their job. */
  let stopWatching = () => {};

  const run = () => {
    stopWatching();
    if (done) return;
    done = true;
    whenIdle(task);
  };

  const whenQuiet = () => {
    if (!queryClient || queryClient.isFetching() === 0) return run();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) run();
    });
    const cap = setTimeout(run, MAX_WAIT_MS);
    stopWatching = () => {
      unsubscribe();
      clearTimeout(cap);
    };
    cleanups.push(() => stopWatching());
  };

  // The first idle moment after load comes after the app's first render, which starts its queries.
  const afterLoad = () => whenIdle(whenQuiet);
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    cleanups.push(() => window.removeEventListener('load', afterLoad));
  }

  return () => {
    done = true;
    for (const cleanup of cleanups) cleanup();
  };
}
