/**
 * The app's one way to follow a sent transaction: recorded per chain and account (so a reload or a
 * later visit picks it up again, and the wallet menu lists it), shown as a toast that changes in
 * place, and followed until it has ended: mined (through a speed-up too), reverted, cancelled or
 * dropped. Shared by the token page, the swap page, the launch form and the auction.
 */
import type { Address, Hash, TransactionReceipt } from 'viem';
import type { Config } from 'wagmi';
import type { AccountKey, TransactionEntry } from './store';
import { defaults, type SettledTransaction } from './tracker';

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
 * Records the sent transaction, shows a pending toast, follows it and updates the toast in place.
 * Resolves with the receipt once mined (a speed-up's receipt after a speed-up). Rejects with
 * `TransactionFailedError` only once it has ended otherwise: reverted, cancelled, replaced or dropped
 * (`error.entry.status` says which). While it is not mined, however long, the promise stays pending
 * (the toast says "still pending" after three minutes): a caller that awaits it stays locked on it.
 * The same hash tracked again (a resumed launch) joins the follow under way, or gets its outcome.
 */
export function trackTransaction(config: Config, intent: TransactionIntent): Promise<TransactionReceipt> {
  return defaults().tracker.track(config, intent);
}

/** Follows again the account's transactions left pending (a reload, the next visit, an account switch). */
export function resumeTransactions(config: Config, key: { chainId: number; account: Address }): void {
  defaults().tracker.resume(config, key);
}

/** Hears every transaction that settled (confirmed, failed, replaced or dropped): the app refreshes its reads there. */
export function onTransactionSettled(listener: (settled: SettledTransaction) => void): () => void {
  return defaults().tracker.onSettled(listener);
}

/** The account's recent transactions on that chain, newest first: the same array until they change. */
export function recentTransactions(key: AccountKey): readonly TransactionEntry[] {
  return defaults().store.list(key);
}

/** Hears every change to the recent transactions written by this tab. */
export function subscribeToTransactions(listener: () => void): () => void {
  return defaults().store.subscribe(listener);
}

export type { TransactionEntry, TransactionStatus } from './store';
export { isTransactionsKey } from './store';
export type { SettledTransaction } from './tracker';
