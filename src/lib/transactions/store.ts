/**
 * The transactions this browser sent, per chain and account, in localStorage: what lets a reload
 * (or the next visit) pick up a transaction still pending and tell how it ended, and what the wallet
 * menu's activity list shows. Bounded: only the last LIMIT of each account are kept.
 */
import type { Address, Hash, Hex } from 'viem';
import { type KeyValueStorage, readItem, writeItem } from '../storage';
import type { TransactionKind } from './track';

/**
 * `replaced`: cancelled in the wallet (its nonce went to a transfer of nothing to itself), or another
 * transaction took its nonce and could not be looked up; `dropped`: its nonce went to a transaction
 * that is neither it, nor a speed-up of it, nor a cancel. A speed-up that was mined is `confirmed`
 * (or `failed`), with the speed-up's hash as `finalHash`.
 */
export type TransactionStatus = 'pending' | 'confirmed' | 'failed' | 'replaced' | 'dropped';
const STATUSES: readonly string[] = ['pending', 'confirmed', 'failed', 'replaced', 'dropped'];

/** What the node says about a transaction once it knows it: where it sits among its sender's transactions. */
export interface NonceSlot {
  from: Address;
  nonce: number;
  /** Fingerprint of its call (`callKey`): another transaction with the same one at that nonce is a speed-up. */
  call: Hex;
}

export interface TransactionEntry {
  /** The hash the wallet returned: the entry's key, even after a replacement. */
  hash: Hash;
  /** The hash that was mined: differs from `hash` after a speed-up or a replacement. */
  finalHash?: Hash;
  kind: TransactionKind;
  title: string;
  description?: string;
  confirmedTitle?: string;
  status: TransactionStatus;
  /** Milliseconds since the epoch, from the store's clock. */
  sentAt: number;
  settledAt?: number;
  /** Why it failed, was replaced or dropped, in words for the trader. */
  reason?: string;
  /** Read from the node once it knew the transaction; absent until then. */
  slot?: NonceSlot;
}

export interface AccountKey {
  chainId: number;
  account: Address;
}

const LIMIT = 50;
const PREFIX = 'launchdeck:transactions:';
const keyOf = ({ chainId, account }: AccountKey) => `${PREFIX}${chainId}:${account.toLowerCase()}`;

const isSlot = (value: unknown): value is NonceSlot => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.from === 'string' && Number.isSafeInteger(v.nonce) && typeof v.call === 'string';
};

const isEntry = (value: unknown): value is TransactionEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.hash === 'string' &&
    typeof v.kind === 'string' &&
    typeof v.title === 'string' &&
    typeof v.sentAt === 'number' &&
    typeof v.status === 'string' &&
    STATUSES.includes(v.status) &&
    (v.slot === undefined || isSlot(v.slot))
  );
};

export interface TransactionStore {
  /** Newest first. The same array until the account's list changes (a snapshot for React). */
  list(key: AccountKey): readonly TransactionEntry[];
  find(key: AccountKey, hash: Hash): TransactionEntry | undefined;
  add(key: AccountKey, entry: Omit<TransactionEntry, 'sentAt' | 'status'>): TransactionEntry;
  /** Keeps where the transaction sits once the node told (see NonceSlot). */
  locate(key: AccountKey, hash: Hash, slot: NonceSlot): void;
  settle(
    key: AccountKey,
    hash: Hash,
    outcome: { status: Exclude<TransactionStatus, 'pending'>; finalHash?: Hash; reason?: string },
  ): void;
  pending(key: AccountKey): TransactionEntry[];
  /** Hears every change this store writes (another tab's come as the window's `storage` event). */
  subscribe(listener: () => void): () => void;
}

export function createTransactionStore({
  storage,
  now,
  limit = LIMIT,
}: {
  storage: KeyValueStorage | undefined;
  now: () => number;
  limit?: number;
}): TransactionStore {
  const listeners = new Set<() => void>();
  // Parsed once per text: React's useSyncExternalStore needs the same array while nothing changed.
  const parsed = new Map<string, { text: string | null; entries: readonly TransactionEntry[] }>();

  const list = (key: AccountKey): readonly TransactionEntry[] => {
    const storageKey = keyOf(key);
    const text = readItem(storage, storageKey);
    const cached = parsed.get(storageKey);
    if (cached && cached.text === text) return cached.entries;
    const entries = parse(text);
    parsed.set(storageKey, { text, entries });
    return entries;
  };
  const write = (key: AccountKey, entries: readonly TransactionEntry[]) => {
    writeItem(storage, keyOf(key), JSON.stringify(entries.slice(0, limit)));
    for (const listener of listeners) listener();
  };
  const update = (key: AccountKey, hash: Hash, change: (entry: TransactionEntry) => TransactionEntry) =>
    write(
      key,
      list(key).map((e) => (e.hash === hash ? change(e) : e)),
    );

  return {
    list,
    find: (key, hash) => list(key).find((e) => e.hash === hash),
    add(key, fields) {
      const entry: TransactionEntry = { ...fields, status: 'pending', sentAt: now() };
      write(key, [entry, ...list(key).filter((e) => e.hash !== entry.hash)]);
      return entry;
    },
    locate: (key, hash, slot) => update(key, hash, (e) => ({ ...e, slot })),
    settle: (key, hash, outcome) =>
      update(key, hash, (e) => ({
        ...e,
        status: outcome.status,
        settledAt: now(),
        ...(outcome.finalHash ? { finalHash: outcome.finalHash } : {}),
        ...(outcome.reason ? { reason: outcome.reason } : {}),
      })),
    pending: (key) => list(key).filter((e) => e.status === 'pending'),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function parse(text: string | null): readonly TransactionEntry[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    // Written by an older build or by hand: keep what still reads as an entry.
    return Array.isArray(value) ? value.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Another tab wrote an account's transactions: the `storage` event says which key. */
export const isTransactionsKey = (storageKey: string | null): boolean => storageKey?.startsWith(PREFIX) ?? false;
