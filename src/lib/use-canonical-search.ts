import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Replaces a URL with junk or defaults in it (typed, or shared from an older version) by its
 * canonical form, so that the address bar always shows the view and sharing it shares exactly that.
 * `isCanonical` compares the URL's raw search with the validated one; `replace` navigates in place.
 */
export function useCanonicalSearch<S>(
  search: S,
  isCanonical: (raw: Record<string, unknown>, search: S) => boolean,
  replace: (search: S) => void,
) {
  // The URL of what is on screen: during a navigation `location` is already the next one.
  const raw = useRouterState({ select: (state) => state.resolvedLocation?.search });
  useEffect(() => {
    if (raw && !isCanonical(raw, search)) replace(search);
  }, [raw, search, isCanonical, replace]);
}
