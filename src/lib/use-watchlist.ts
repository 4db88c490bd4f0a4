import { useSyncExternalStore } from 'react';
import { WATCHLIST_MAX, watchlistStore } from './watchlist';

const NONE: readonly string[] = [];
// A page rendered on the server (and its hydration) shows no stars: the browser's list comes right after.
const serverSnapshot = () => NONE;

export interface Watchlist {
  /** Lowercase addresses, in the order they were starred. */
  addresses: readonly string[];
  isWatched(address: string): boolean;
  toggle(address: string): void;
  remove(address: string): void;
  full: boolean;
}

/** The starred tokens of the app's chain, live across components and tabs. */
export function useWatchlist(): Watchlist {
  const store = watchlistStore();
  const addresses = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  return {
    addresses,
    isWatched: (address) => addresses.includes(address.toLowerCase()),
    toggle: store.toggle,
    remove: store.remove,
    full: addresses.length >= WATCHLIST_MAX,
  };
}
