import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * After a move to another page (not a change of filters or page number on the same one), focus goes
 * to the main content, as a full page load would put it at the top: screen readers then start on the
 * new page (its tab title says which) instead of staying on the link that led there.
 */
export function useFocusOnNavigation(mainId: string) {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (pathname === undefined) return;
    const moved = previous.current !== undefined && previous.current !== pathname;
    previous.current = pathname;
    if (moved) document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
