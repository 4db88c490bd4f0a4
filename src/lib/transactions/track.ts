/**
 * The app's one way to follow a sent transaction: recorded per chain and account (so a reload or a
 * later visit picks it up again), shown as a toast that changes in place, and followed to its
 * receipt, through a replacement or a speed-up too. Shared by the token page, the swap page and,
 * later, the launch form and the auction.
 */
import type { Address, Hash, TransactionReceipt } from 'viem';
import type { Config } from 'wagmi';
import { defaultTracker, type SettledTransaction } from './tracker';

export type TransactionKind =
  | 'buy'
  | 'sell'
  | 'swap'
  | 'approve'
  | 'wrap'
  | 'unwrap'
  | 'launch'
  | 'bid'
  | 'withdraw'
  | 'settle';

export interface TransactionIntent {
  chainId: number;
  account: Address;
  hash: Hash;
  kind: TransactionKind;
  /** e.g. "Buy NRWHL" */
  title: string;
  /** e.g. "About 10.5K NRWHL for 0.01 ETH" */
  description?: string;
  /** The toast's title once confirmed, e.g. "Bought NRWHL"; default: the title and "confirmed". */
  confirmedTitle?: string;
}

/**
 * Records the sent transaction, shows a pending toast, follows it (replaced / sped-up included) to
 * its receipt, updates the toast in place, and resolves with the receipt (rejects if it reverted).
 */
export function trackTransaction(config: Config, intent: TransactionIntent): Promise<TransactionReceipt> {
  return defaultTracker().track(config, intent);
}

/** Follows again the account's transactions left pending (a reload, the next visit, an account switch). */
export function resumeTransactions(config: Config, key: { chainId: number; account: Address }): void {
  defaultTracker().resume(config, key);
}

/** Hears every transaction that settled (confirmed, failed or replaced): the app refreshes its reads there. */
export function onTransactionSettled(listener: (settled: SettledTransaction) => void): () => void {
  return defaultTracker().onSettled(listener);
}

export type { SettledTransaction } from './tracker';
