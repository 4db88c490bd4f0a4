/**
 * The tracker behind track.ts, built from its parts so that tests give it a fake chain, a map for
 * storage, fake timers and a notice recorder: nothing here waits for real.
 *
 * A transaction is followed until it ends: mined (by its own hash or a speed-up's), reverted,
 * cancelled, or dropped (its nonce used by another transaction). Never for want of an answer: a wait
 * that times out is one round, after which the toast says "still pending" and the next round
 * begins. The caller's promise stays pending all along, so its form stays locked on that
 * transaction until it has ended.
 */
import type { Hash, TransactionReceipt } from 'viem';
import type { Config } from 'wagmi';
import { explorerLink } from '../explorer';
import { shortAddress } from '../format';
import { type Notice, notify } from '../notify';
import { browserStorage } from '../storage';
import { type Replacement, type TrackerChain, viemTrackerChain } from './chain';
import { type ReplacementReason, replacementReason, slotOf } from './nonce-slot';
import {
  type AccountKey,
  createTransactionStore,
  type NonceSlot,
  type TransactionEntry,
  type TransactionStore,
} from './store';
import type { TransactionIntent } from './track';

export interface SettledTransaction extends AccountKey {
  entry: TransactionEntry;
  /** The mined receipt (ours, or the transaction's that took our nonce), when there is one. */
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
  connect: (config: Config, chainId: number) => Promise<TrackerChain>;
  store: TransactionStore;
  notify: (notice: Notice) => string;
  explorerTx: (hash: Hash) => string | undefined;
  /** Resolves after `ms` (Vitest's fake timers move it in tests). */
  sleep?: (ms: number) => Promise<void>;
}

/** viem's default wait: after it, the toast says "still pending" and the next round begins. */
export const ROUND_MS = 180_000;
/** After an error of the node, before asking again. */
const RETRY_MS = 15_000;
/** When to ask the node for the transaction (its nonce) while it may not have heard of it yet. */
const LOCATE_AFTER_MS = [0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000];

/** How a transaction ended; `lost`: its nonce was used, by a transaction that could not be found. */
type Ending = { receipt: TransactionReceipt; replacement?: { reason: ReplacementReason; hash: Hash } } | { lost: true };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Once the account's count passed the transaction's nonce, what was mined there; undefined while open. */
async function endingAtNonce(chain: TrackerChain, slot: NonceSlot, hash: Hash): Promise<Ending | undefined> {
  if ((await chain.minedCount(slot.from)) <= slot.nonce) return undefined;
  const own = await chain.getReceipt(hash);
  if (own) return { receipt: own };
  const holder = await chain.minedAtNonce(slot.from, slot.nonce);
  if (!holder) return { lost: true };
  // Ours after all: its receipt is not served yet (a node behind another); the next round reads it.
  if (holder.hash.toLowerCase() === hash.toLowerCase()) return undefined;
  const receipt = await chain.getReceipt(holder.hash);
  return receipt && { receipt, replacement: { reason: replacementReason(slot, holder), hash: holder.hash } };
}

export function createTracker({ connect, store, notify: show, explorerTx, sleep = wait }: TrackerDeps) {
  const following = new Map<string, Promise<TransactionReceipt>>();
  const listeners = new Set<(settled: SettledTransaction) => void>();

  const toast = (entry: TransactionEntry, notice: Omit<Notice, 'id' | 'link'>) => {
    const href = explorerTx(entry.finalHash ?? entry.hash);
    show({ ...notice, id: entry.hash, ...(href ? { link: { href, label: 'View on the explorer' } } : {}) });
  };

  const settle = (
    key: AccountKey,
    entry: TransactionEntry,
    outcome: Parameters<TransactionStore['settle']>[2],
    receipt: TransactionReceipt | undefined,
  ) => {
    store.settle(key, entry.hash, outcome);
    const settled = store.find(key, entry.hash) ?? { ...entry, ...outcome };
    for (const listener of listeners) listener({ ...key, entry: settled, ...(receipt ? { receipt } : {}) });
    return settled;
  };

  const fail = (
    key: AccountKey,
    entry: TransactionEntry,
    outcome: Parameters<TransactionStore['settle']>[2] & { reason: string },
    title: string,
    receipt?: TransactionReceipt,
  ): never => {
    const settled = settle(key, entry, outcome, receipt);
    toast(settled, { tone: 'error', title, description: outcome.reason });
    throw new TransactionFailedError(outcome.reason, settled);
  };

  const conclude = (key: AccountKey, entry: TransactionEntry, ending: Ending): TransactionReceipt => {
    if ('lost' in ending) {
      const reason =
        'Another transaction from your account took its nonce, and it could not be looked up: your wallet’s history says what was sent instead.';
      return fail(key, entry, { status: 'replaced', reason }, `${entry.title} replaced`);
    }
    const { receipt, replacement } = ending;
    const finalHash = receipt.transactionHash;
    if (replacement?.reason === 'cancelled') {
      const reason = 'Cancelled in the wallet: nothing was traded.';
      return fail(key, entry, { status: 'replaced', finalHash, reason }, `${entry.title} cancelled`, receipt);
    }
    if (replacement?.reason === 'replaced') {
      const reason = `Dropped: another transaction from your account (${shortAddress(finalHash)}) used its nonce. Nothing was traded.`;
      return fail(key, entry, { status: 'dropped', finalHash, reason }, `${entry.title} dropped`, receipt);
    }
    if (receipt.status !== 'success') {
      const reason = `Mined but reverted on chain (${finalHash}): nothing was traded.`;
      return fail(key, entry, { status: 'failed', finalHash, reason }, `${entry.title} failed`, receipt);
    }
    const settled = settle(key, entry, { status: 'confirmed', finalHash }, receipt);
    const spedUp = finalHash.toLowerCase() !== entry.hash.toLowerCase();
    const description = [entry.description, spedUp ? `Sped up: mined as ${shortAddress(finalHash)}` : undefined]
      .filter(Boolean)
      .join('. ');
    toast(settled, {
      tone: 'success',
      title: entry.confirmedTitle ?? `${entry.title} confirmed`,
      ...(description ? { description } : {}),
    });
    return receipt;
  };

  /** One wait for the receipt; undefined when the round ended without one. */
  const waitRound = async (chain: TrackerChain, key: AccountKey, entry: TransactionEntry) => {
    let replacement: Replacement | undefined;
    const receipt = await chain.waitForReceipt({
      hash: entry.hash,
      slot: entry.slot,
      timeoutMs: ROUND_MS,
      onReplaced: (r) => {
        replacement = r;
      },
    });
    if (!receipt) return undefined;
    if (!replacement) return { receipt };
    // viem judges by what it knew of ours; the slot's call, kept across reloads, is judged the same way.
    const slot = store.find(key, entry.hash)?.slot;
    const reason = slot ? replacementReason(slot, replacement.transaction) : replacement.reason;
    return { receipt, replacement: { reason, hash: replacement.transaction.hash } };
  };

  /** Asks the node for the transaction until it knows it, and keeps its nonce. */
  const locate = async (chain: TrackerChain, key: AccountKey, hash: Hash, active: () => boolean) => {
    for (const delay of LOCATE_AFTER_MS) {
      await sleep(delay);
      if (!active()) return;
      const transaction = await chain.getTransaction(hash).catch(() => undefined);
      if (transaction) return store.locate(key, hash, slotOf(transaction));
    }
  };

  const followToEnd = async (config: Config, key: AccountKey, first: TransactionEntry) => {
    let ended = false;
    let locating = false;
    let toldPending = false;
    try {
      for (;;) {
        const entry = store.find(key, first.hash) ?? first;
        let ending: Ending | undefined;
        try {
          const chain = await connect(config, key.chainId);
          if (!entry.slot && !locating) {
            locating = true;
            void locate(chain, key, entry.hash, () => !ended).finally(() => {
              locating = false;
            });
          }
          ending =
            (entry.slot && (await endingAtNonce(chain, entry.slot, entry.hash))) ||
            (await waitRound(chain, key, entry));
        } catch {
          // The node failed to answer: as good as no answer yet.
          await sleep(RETRY_MS);
        }
        if (ending) return conclude(key, entry, ending);
        if (!toldPending) {
          toldPending = true;
          toast(entry, {
            tone: 'pending',
            title: `${entry.title} still pending`,
            description: 'Not mined yet: it is followed until it is mined, replaced or dropped.',
          });
        }
      }
    } finally {
      ended = true;
    }
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
    const receipt = followToEnd(config, key, entry).finally(() => following.delete(id));
    following.set(id, receipt);
    return receipt;
  };

  /** Tracked again once it had ended (a resumed launch, after the resumer settled it on another page). */
  const ended = async (config: Config, key: AccountKey, entry: TransactionEntry): Promise<TransactionReceipt> => {
    if (entry.status !== 'confirmed')
      throw new TransactionFailedError(entry.reason ?? `${entry.title} ${entry.status}`, entry);
    const chain = await connect(config, key.chainId);
    const receipt = await chain.getReceipt(entry.finalHash ?? entry.hash).catch(() => undefined);
    return receipt ?? follow(config, key, entry);
  };

  return {
    /** Follows a sent transaction; the same hash tracked again joins the first follow, or its outcome. */
    track(config: Config, intent: TransactionIntent): Promise<TransactionReceipt> {
      const { chainId, account, ...fields } = intent;
      const key = { chainId, account };
      const known = store.find(key, fields.hash);
      if (!known) return follow(config, key, store.add(key, fields));
      return known.status === 'pending' ? follow(config, key, known) : ended(config, key, known);
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

let instance: { store: TransactionStore; tracker: Tracker } | undefined;

/** The app's one store and tracker, made on first use. */
export function defaults(): { store: TransactionStore; tracker: Tracker } {
  if (instance) return instance;
  const store = createTransactionStore({ storage: browserStorage(), now: Date.now });
  const tracker = createTracker({
    connect: viemTrackerChain,
    store,
    notify,
    explorerTx: (hash) => explorerLink('tx', hash),
  });
  instance = { store, tracker };
  return instance;
}
