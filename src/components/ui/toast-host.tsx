import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { requestToaster, subscribeToaster, toasterRequested } from '@/lib/notify';

const Toaster = lazy(() => import('./toaster'));

/** Long enough for the first paint and the page's data to go first; short enough to be ready for a click. */
const PRELOAD_TIMEOUT_MS = 2_000;

/**
 * Where toasts appear. sonner (and its live region) load after the page settles, so that screen
 * readers already know the region when the first toast arrives, without costing the first paint;
 * a toast shown before then loads it at once.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToaster, toasterRequested, () => false);

  useEffect(() => {
    if (wanted) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(requestToaster, { timeout: PRELOAD_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(requestToaster, PRELOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
