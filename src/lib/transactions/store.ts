/**
 * The transactions this browser sent, per chain and account, in localStorage: what lets a reload
 * (or the next visit) pick up a transaction still pending and tell how it ended. Bounded: only the
 * last LIMIT of each account are kept.
 */
import type { Address, Hash } from 'viem';
import { type KeyValueStorage, readItem, writeItem } from '../storage';
import type { TransactionKind } from './track';

type TransactionStatus = 'pending' | 'confirmed' | 'failed' | 'replaced';

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
  /** Why it failed or was replaced, in words for the trader. */
  reason?: string;
}

export interface AccountKey {
  chainId: number;
  account: Address;
}

const LIMIT = 50;
const keyOf = ({ chainId, account }: AccountKey) => `launchdeck:transactions:${chainId}:${account.toLowerCase()}`;

const isEntry = (value: unknown): value is TransactionEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.hash === 'string' &&
    typeof v.kind === 'string' &&
    typeof v.title === 'string' &&
    typeof v.sentAt === 'number' &&
    (v.status === 'pending' || v.status === 'confirmed' || v.status === 'failed' || v.status === 'replaced')
  );
};

export interface TransactionStore {
  /** Newest first. */
  list(key: AccountKey): TransactionEntry[];
  add(key: AccountKey, entry: Omit<TransactionEntry, 'sentAt' | 'status'>): TransactionEntry;
  settle(
    key: AccountKey,
    hash: Hash,
    outcome: { status: Exclude<TransactionStatus, 'pending'>; finalHash?: Hash; reason?: string },
  ): void;
  pending(key: AccountKey): TransactionEntry[];
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
  const list = (key: AccountKey): TransactionEntry[] => {
    const text = readItem(storage, keyOf(key));
    if (!text) return [];
    try {
      const parsed: unknown = JSON.parse(text);
      // Written by an older build or by hand: keep what still reads as an entry.
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  };
  const write = (key: AccountKey, entries: TransactionEntry[]) =>
    writeItem(storage, keyOf(key), JSON.stringify(entries.slice(0, limit)));

  return {
    list,
    add(key, fields) {
      const entry: TransactionEntry = { ...fields, status: 'pending', sentAt: now() };
      write(key, [entry, ...list(key).filter((e) => e.hash !== entry.hash)]);
      return entry;
    },
    settle(key, hash, outcome) {
      write(
        key,
        list(key).map((e) =>
          e.hash === hash
            ? {
                ...e,
                status: outcome.status,
                settledAt: now(),
                ...(outcome.finalHash ? { finalHash: outcome.finalHash } : {}),
                ...(outcome.reason ? { reason: outcome.reason } : {}),
              }
            : e,
        ),
      );
    },
    pending: (key) => list(key).filter((e) => e.status === 'pending'),
  };
}
