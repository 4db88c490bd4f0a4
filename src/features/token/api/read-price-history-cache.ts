/**
 * The price history read so far, kept in the browser by block: a return visit reads only the blocks
 * above the one it covers. IndexedDB holds bigint and nested arrays as they are (structured clone), so
 * the trades are stored exactly as read. The storage is an interface: tests use the in-memory one.
 */
import type { Address, Hash } from 'viem';
import type { TimedMarketTrade } from '@/lib/market-trades';

export interface GraduationMark {
  /** Lower-case. */
  pair: Address;
  blockNumber: bigint;
  /** Unix seconds of its block. */
  timestamp: number;
}

export interface CachedHistory {
  /** `chainId:token` (lower-case). */
  key: string;
  /** Oldest first. */
  trades: readonly TimedMarketTrade[];
  graduation: GraduationMark | null;
  /** The highest block read; everything from the launch up to it is in `trades`. */
  coveredBlock: bigint;
  /** That block's hash: when the chain no longer has it (a reorg), the copy is dropped. */
  coveredHash: Hash;
  /** When it was last saved (ms): the oldest tokens are dropped first. */
  savedAt: number;
}

export interface HistoryStore {
  get(key: string): Promise<CachedHistory | undefined>;
  put(history: CachedHistory): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every stored history's key and save time, to drop the oldest. */
  entries(): Promise<{ key: string; savedAt: number }[]>;
}

/** Tokens kept: a trader's recent pages. A busy token's history is a few hundred kB at most. */
const MAX_CACHED_TOKENS = 20;

export const historyKey = (chainId: number, token: Address) => `${chainId}:${token.toLowerCase()}`;

/** Saves `history` and drops the least recently saved tokens beyond `max`. */
export async function saveHistory(store: HistoryStore, history: CachedHistory, max = MAX_CACHED_TOKENS) {
  await store.put(history);
  const entries = await store.entries();
  const oldest = entries.sort((a, b) => b.savedAt - a.savedAt).slice(max);
  await Promise.all(oldest.map((entry) => store.delete(entry.key)));
}

export function memoryHistoryStore(): HistoryStore {
  const map = new Map<string, CachedHistory>();
  return {
    get: async (key) => (map.has(key) ? structuredClone(map.get(key)) : undefined),
    put: async (history) => void map.set(history.key, structuredClone(history)),
    delete: async (key) => void map.delete(key),
    entries: async () => [...map.values()].map(({ key, savedAt }) => ({ key, savedAt })),
  };
}

const DB_NAME = 'launchdeck-price-history';
const STORE = 'histories';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

let opened: Promise<IDBDatabase> | null = null;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    // A later visit may succeed (a private window refused, a blocked upgrade): do not keep the failure.
    opened = null;
    throw error;
  });
  return opened;
}

async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return done(act(db.transaction(STORE, mode).objectStore(STORE)));
}

function indexedDbHistoryStore(): HistoryStore {
  return {
    get: (key) => inStore('readonly', (s) => s.get(key) as IDBRequest<CachedHistory | undefined>),
    put: async (history) => void (await inStore('readwrite', (s) => s.put(history))),
    delete: async (key) => void (await inStore('readwrite', (s) => s.delete(key))),
    entries: async () =>
      (await inStore('readonly', (s) => s.getAll() as IDBRequest<CachedHistory[]>)).map(({ key, savedAt }) => ({
        key,
        savedAt,
      })),
  };
}

/** The browser's store when it has IndexedDB, else one that lasts as long as the page. */
export const browserHistoryStore = (): HistoryStore =>
  typeof indexedDB === 'undefined' ? memoryHistoryStore() : indexedDbHistoryStore();
