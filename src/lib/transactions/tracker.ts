/**
 * The tracker behind track.ts, built from its parts so that tests give it a fake chain, a map for
 * storage, a clock and a notice recorder: nothing here waits for real.
 */
import type { Hash, TransactionReceipt } from 'viem';
import type { Config } from 'wagmi';
import { explorerLink } from '../explorer';
import { type Notice, notify } from '../notify';
import { browserStorage } from '../storage';
import { type AccountKey, createTransactionStore, type TransactionEntry, type TransactionStore } from './store';
import type { TransactionIntent } from './track';

export interface Replacement {
  /** viem's words: `repriced` is a speed-up (same call, more gas); the other two did something else. */
  reason: 'cancelled' | 'replaced' | 'repriced';
  hash: Hash;
}

export type WaitForReceipt = (
  config: Config,
  args: { chainId: number; hash: Hash; onReplaced: (replacement: Replacement) => void },
) => Promise<TransactionReceipt>;

export interface SettledTransaction extends AccountKey {
  entry: TransactionEntry;
  /** The mined receipt (absent when the transaction never was). */
  receipt?: TransactionReceipt;
}

/** The transaction did not do what was asked: reverted, cancelled, replaced or dropped. */
export class TransactionFailedError extends Error {
  constructor(
    message: string,
    readonly entry: TransactionEntry,
  ) {
    super(message);
    this.name = 'TransactionFailedError';
  }
}

interface TrackerDeps {
  waitForReceipt: WaitForReceipt;
  store: TransactionStore;
  notify: (notice: Notice) => string;
  explorerTx: (hash: Hash) => string | undefined;
  now: () => number;
  /** A transaction still unseen this long after it was sent is taken as dropped. */
  dropAfterMs?: number;
}

const DROP_AFTER_MS = 60 * 60 * 1000;

export function createTracker({
  waitForReceipt,
  store,
  notify: show,
  explorerTx,
  now,
  dropAfterMs = DROP_AFTER_MS,
}: TrackerDeps) {
  const following = new Map<string, Promise<TransactionReceipt>>();
  const listeners = new Set<(settled: SettledTransaction) => void>();

  const toast = (entry: TransactionEntry, notice: Omit<Notice, 'id' | 'link'>) => {
    const href = explorerTx(entry.finalHash ?? entry.hash);
    show({ ...notice, id: entry.hash, ...(href ? { link: { href, label: 'View on the explorer' } } : {}) });
  };

  const finish = (key: AccountKey, entry: TransactionEntry, receipt?: TransactionReceipt) => {
    const settled = store.list(key).find((e) => e.hash === entry.hash) ?? entry;
    for (const listener of listeners) listener({ ...key, entry: settled, receipt });
    return settled;
  };

  const settleReceipt = (
    key: AccountKey,
    entry: TransactionEntry,
    receipt: TransactionReceipt,
    replacement: Replacement | undefined,
  ) => {
    const finalHash = receipt.transactionHash;
    if (replacement && replacement.reason !== 'repriced') {
      const reason =
        replacement.reason === 'cancelled'
          ? 'Cancelled in the wallet: nothing was traded.'
          : 'Replaced in the wallet by another transaction.';
      store.settle(key, entry.hash, { status: 'replaced', finalHash, reason });
      const settled = finish(key, { ...entry, finalHash }, receipt);
      toast(settled, { tone: 'error', title: `${entry.title} ${replacement.reason}`, description: reason });
      throw new TransactionFailedError(reason, settled);
    }
    if (receipt.status !== 'success') {
      const reason = `Mined but reverted on chain (${finalHash}): nothing was traded.`;
      store.settle(key, entry.hash, { status: 'failed', finalHash, reason });
      const settled = finish(key, { ...entry, finalHash }, receipt);
      toast(settled, { tone: 'error', title: `${entry.title} failed`, description: reason });
      throw new TransactionFailedError(reason, settled);
    }
    store.settle(key, entry.hash, { status: 'confirmed', finalHash });
    const settled = finish(key, { ...entry, finalHash }, receipt);
    toast(settled, {
      tone: 'success',
      title: entry.confirmedTitle ?? `${entry.title} confirmed`,
      ...(entry.description ? { description: entry.description } : {}),
    });
    return receipt;
  };

  const lostTrack = (key: AccountKey, entry: TransactionEntry, error: unknown): never => {
    if (now() - entry.sentAt >= dropAfterMs) {
      const reason = 'Never mined: the network dropped it. Nothing was traded.';
      store.settle(key, entry.hash, { status: 'failed', reason });
      const settled = finish(key, entry);
      toast(settled, { tone: 'error', title: `${entry.title} dropped`, description: reason });
      throw new TransactionFailedError(reason, settled);
    }
    // Still pending as far as anyone knows: it stays in the store and is followed again next time.
    toast(entry, {
      tone: 'info',
      title: `${entry.title} still pending`,
      description: 'No answer from the chain yet: it is checked again when you come back.',
    });
    throw error;
  };

  const follow = (config: Config, key: AccountKey, entry: TransactionEntry): Promise<TransactionReceipt> => {
    const id = `${key.chainId}:${entry.hash}`;
    const current = following.get(id);
    if (current) return current;
    toast(entry, {
      tone: 'pending',
      title: entry.title,
      description: entry.description ? `${entry.description}. Waiting for the chain…` : 'Waiting for the chain…',
    });
    let replacement: Replacement | undefined;
    const receipt = waitForReceipt(config, {
      chainId: key.chainId,
      hash: entry.hash,
      onReplaced: (r) => {
        replacement = r;
      },
    })
      .then(
        (r) => settleReceipt(key, entry, r, replacement),
        (error: unknown) => lostTrack(key, entry, error),
      )
      .finally(() => following.delete(id));
    following.set(id, receipt);
    return receipt;
  };

  return {
    track(config: Config, intent: TransactionIntent): Promise<TransactionReceipt> {
      const { chainId, account, ...fields } = intent;
      const key = { chainId, account };
      return follow(config, key, store.add(key, fields));
    },
    /** Follows again every transaction of this account still pending (after a reload, an account switch). */
    resume(config: Config, key: AccountKey): void {
      for (const entry of store.pending(key)) follow(config, key, entry).catch(() => {});
    },
    onSettled(listener: (settled: SettledTransaction) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;

/**
 * viem's own waiting, through the wallet layer's public client (not wagmi's action: that one throws
 * on a revert, where the tracker wants the receipt). The client's method, not `viem/actions`: that
 * barrel is a large chunk of its own, and loading it on a busy page delayed the first receipt poll
 * by seconds.
 */
const viemWaitForReceipt: WaitForReceipt = async (config, { chainId, hash, onReplaced }) => {
  const { getPublicClient } = await import('wagmi/actions');
  const client = getPublicClient(config, { chainId });
  if (!client) throw new Error(`The wallet layer has no client for chain ${chainId}.`);
  return client.waitForTransactionReceipt({
    hash,
    onReplaced: ({ reason, transaction }) => onReplaced({ reason, hash: transaction.hash }),
  });
};

let instance: Tracker | undefined;

export function defaultTracker(): Tracker {
  instance ??= createTracker({
    waitForReceipt: viemWaitForReceipt,
    store: createTransactionStore({ storage: browserStorage(), now: Date.now }),
    notify,
    explorerTx: (hash) => explorerLink('tx', hash),
    now: Date.now,
  });
  return instance;
}
