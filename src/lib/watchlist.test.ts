import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { createWatchlistStore, parseWatchlist, toggleAddress, WATCHLIST_MAX, watchlistKey } from './watchlist';

const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;

describe('parseWatchlist', () => {
  it('reads lowercase addresses once each, in order, and skips junk', () => {
    expect(parseWatchlist(JSON.stringify([A.toUpperCase().replace('0X', '0x'), 'nope', 7, B, A]))).toEqual([A, B]);
  });

  it('reads nothing from nothing, broken JSON or another shape', () => {
    expect(parseWatchlist(null)).toEqual([]);
    expect(parseWatchlist('{')).toEqual([]);
    expect(parseWatchlist('{"a":1}')).toEqual([]);
  });
});

describe('toggleAddress', () => {
  it('stars a new address at the end and unstars a starred one, whatever its case', () => {
    expect(toggleAddress([A], B)).toEqual([A, B]);
    expect(toggleAddress([A, B], A.toUpperCase().replace('0X', '0x'))).toEqual([B]);
  });

  it('adds nothing to a full list, but still removes from it', () => {
    const full = Array.from({ length: WATCHLIST_MAX }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`);
    expect(toggleAddress(full, A)).toBe(full);
    expect(toggleAddress(full, full[0]!)).toHaveLength(WATCHLIST_MAX - 1);
  });
});

describe('createWatchlistStore', () => {
  it('keeps the list per chain and survives a new store (a reload)', () => {
    const storage = memoryStorage();
    const store = createWatchlistStore(storage, 31337);
    store.toggle(A);
    store.toggle(B);
    expect(storage.data.get(watchlistKey(31337))).toBe(JSON.stringify([A, B]));
    expect(createWatchlistStore(storage, 31337).getSnapshot()).toEqual([A, B]);
    expect(createWatchlistStore(storage, 1).getSnapshot()).toEqual([]);
    store.remove(A);
    store.remove(B);
    expect(storage.data.has(watchlistKey(31337))).toBe(false);
  });

  it('tells its listeners of a change, with a new snapshot only when the list changed', () => {
    const store = createWatchlistStore(memoryStorage(), 31337);
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.toggle(A);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    store.remove(B);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("follows another tab's change through the storage event while someone listens", () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createWatchlistStore(storage, 31337, events);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.setItem(watchlistKey(31337), JSON.stringify([B]));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'another.key' }));
    expect(listener).not.toHaveBeenCalled();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: watchlistKey(31337) }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([B]);
    unsubscribe();
    storage.setItem(watchlistKey(31337), JSON.stringify([A]));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
