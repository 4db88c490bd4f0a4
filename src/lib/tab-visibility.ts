/**
 * Whether the tab is on screen, for everything that follows the chain: a hidden tab asks nothing
 * (no block polling, no log reads), and catches up once it is shown again. One place for the rule,
 * read by hooks (useTabVisible) and by the live market's source, which is not a component.
 */
import { useSyncExternalStore } from 'react';

/** A tab without a document (tests, the prerender) counts as visible. */
export const isTabVisible = (): boolean => typeof document === 'undefined' || document.visibilityState === 'visible';

/** Calls `listener` whenever the tab is shown or hidden; returns the way to stop. */
export function onTabVisibilityChange(listener: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

export function useTabVisible(): boolean {
  return useSyncExternalStore(onTabVisibilityChange, isTabVisible, () => true);
}
