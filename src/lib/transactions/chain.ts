/**
 * The chain as the tracker reads it, through the wallet layer's public client (viem). Tests give
 * the tracker a fake of TrackerChain instead: nothing in the tracker waits for a real chain.
 */
import {
  type Hash,
  TransactionNotFoundError,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem';
import type { Config } from 'wagmi';
import { type ChainTransaction, findMinedAtNonce, type ReplacementReason } from './nonce-slot';
import type { NonceSlot } from './store';

export interface Replacement {
  reason: ReplacementReason;
  /** The transaction mined at our nonce. */
  transaction: ChainTransaction;
}

export interface TrackerChain {
  /**
   * viem's `waitForTransactionReceipt`: the receipt (a replacement's, after `onReplaced`), or
   * undefined when `timeoutMs` passed first. With the slot, a replacement mined before the wait
   * began is found too, where the node can look a sender's nonce up.
   */
  waitForReceipt(args: {
    hash: Hash;
    slot: NonceSlot | undefined;
    timeoutMs: number;
    onReplaced: (replacement: Replacement) => void;
  }): Promise<TransactionReceipt | undefined>;
  /** Undefined while the node does not know it (not yet, or no more). */
  getTransaction(hash: Hash): Promise<ChainTransaction | undefined>;
  getReceipt(hash: Hash): Promise<TransactionReceipt | undefined>;
  /** The account's transaction count at the latest block: every nonce below it is used. */
  minedCount(account: ChainTransaction['from']): Promise<number>;
  /** The mined transaction at the account's nonce, or undefined when it cannot be found. */
  minedAtNonce(account: ChainTransaction['from'], nonce: number): Promise<ChainTransaction | undefined>;
}

const fields = ({ hash, from, nonce, to, value, input }: ChainTransaction): ChainTransaction => ({
  hash,
  from,
  nonce,
  to,
  value,
  input,
});

/**
 * WHY the client's methods and not `viem/actions`: that barrel is a large chunk of its own, and
 * loading it on a busy page delayed the first receipt poll by seconds. Not wagmi's
 * `waitForTransactionReceipt` either: it throws on a revert, where the tracker wants the receipt.
 */
export async function viemTrackerChain(config: Config, chainId: number): Promise<TrackerChain> {
  const { getPublicClient } = await import('wagmi/actions');
  const client = getPublicClient(config, { chainId });
  if (!client) throw new Error(`The wallet layer has no client for chain ${chainId}.`);
  const orUndefined = <T>(read: Promise<T>) =>
    read.catch((error: unknown) => {
      if (error instanceof TransactionNotFoundError || error instanceof TransactionReceiptNotFoundError) {
        return undefined;
      }
      throw error;
    });

  return {
    waitForReceipt: ({ hash, slot, timeoutMs, onReplaced }) =>
      client
        .waitForTransactionReceipt({
          hash,
          timeout: timeoutMs,
          ...(slot ? { replacement: { from: slot.from, nonce: slot.nonce } } : {}),
          onReplaced: ({ reason, transaction }) => onReplaced({ reason, transaction: fields(transaction) }),
        })
        .catch((error: unknown) => {
          if (error instanceof WaitForTransactionReceiptTimeoutError) return undefined;
          throw error;
        }),
    getTransaction: async (hash) => {
      const transaction = await orUndefined(client.getTransaction({ hash }));
      return transaction && fields(transaction);
    },
    getReceipt: (hash) => orUndefined(client.getTransactionReceipt({ hash })),
    minedCount: (address) => client.getTransactionCount({ address, blockTag: 'latest' }),
    async minedAtNonce(sender, nonce) {
      // Reth, Erigon and Anvil look a nonce up in one call; Geth does not have the method.
      const direct = await client.getTransaction({ sender, nonce }).catch(() => undefined);
      if (direct?.blockNumber != null) return fields(direct);
      const latest = await client.getBlockNumber({ cacheTime: 0 });
      return findMinedAtNonce(
        {
          countAt: (address, blockNumber) => client.getTransactionCount({ address, blockNumber }),
          transactionsIn: async (blockNumber) =>
            (await client.getBlock({ blockNumber, includeTransactions: true })).transactions.map(fields),
        },
        sender,
        nonce,
        latest,
      ).catch(() => undefined);
    },
  };
}
