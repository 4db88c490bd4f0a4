import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * false while React hydrates the server's view (and on the server), true after and in every later
 * render. WHY: data the browser already has (a read started before hydration) must not show in the
 * hydrating render, which has to match the server's markup; it shows in the render right after.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
