/**
 * The watchlist: the tokens a trader starred, kept in this browser (localStorage) per chain, since a
 * token's address means another token on another chain. Addresses are kept lowercase, as the
 * services answer them, in the order they were starred. Other tabs see a change through the
 * `storage` event, so a star set in one tab shows in the others.
 */
import { env } from '@/app/env';
import { browserStorage, type KeyValueStorage, readItem, writeItem } from './storage';

/**
 * The most tokens a watchlist holds: four batch lookups of 50 at each refresh. Past it a star asks
 * to remove one first rather than quietly dropping the oldest.
 */
export const WATCHLIST_MAX = 200;

export const watchlistKey = (chainId: number) => `launchdeck.watchlist.${chainId}`;

const ADDRESS = /^0x[0-9a-f]{40}$/;

/** What storage holds, as a list: junk (edited by hand, another version's shape) reads as empty or is skipped. */
export function parseWatchlist(raw: string | null): readonly string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const address = item.trim().toLowerCase();
    if (ADDRESS.test(address)) seen.add(address);
  }
  return [...seen].slice(0, WATCHLIST_MAX);
}

/** The list with `address` starred or unstarred; unchanged when it is full and the address is new. */
export function toggleAddress(list: readonly string[], address: string): readonly string[] {
  const key = address.toLowerCase();
  if (list.includes(key)) return list.filter((a) => a !== key);
  return list.length >= WATCHLIST_MAX ? list : [...list, key];
}

export interface WatchlistStore {
  /** The same array until the list changes: a snapshot for useSyncExternalStore. */
  getSnapshot(): readonly string[];
  subscribe(listener: () => void): () => void;
  toggle(address: string): void;
  remove(address: string): void;
}

/**
 * A store over one storage key. `events` is where `storage` events arrive (the window): another
 * tab's change is read again from storage when its key (or everything, on `clear()`) changed.
 */
export function createWatchlistStore(
  storage: KeyValueStorage | undefined,
  chainId: number,
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
): WatchlistStore {
  const key = watchlistKey(chainId);
  let raw = readItem(storage, key);
  let list = parseWatchlist(raw);
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const save = (next: readonly string[]) => {
    if (next === list) return;
    list = next;
    raw = next.length ? JSON.stringify(next) : null;
    writeItem(storage, key, raw);
    emit();
  };
  const onStorage = (event: Event) => {
    const changed = (event as StorageEvent).key;
    if (changed !== key && changed !== null) return;
    const now = readItem(storage, key);
    if (now === raw) return;
    raw = now;
    list = parseWatchlist(now);
    emit();
  };
  return {
    getSnapshot: () => list,
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    toggle: (address) => save(toggleAddress(list, address)),
    remove(address) {
      const key = address.toLowerCase();
      if (list.includes(key)) save(list.filter((a) => a !== key));
    },
  };
}

let shared: WatchlistStore | undefined;

/** The app's one store, for its chain, created on first use in the browser. */
export function watchlistStore(): WatchlistStore {
  shared ??= createWatchlistStore(browserStorage(), env.chainId, typeof window === 'undefined' ? undefined : window);
  return shared;
}
