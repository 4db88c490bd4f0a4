/**
 * A chain for the tracker's tests: one sender's transactions, known to the node, mined at their
 * nonce, and receipt waits that stay open until the test ends them (mined, timed out, failed).
 */
import type { Address, Hash, Hex, TransactionReceipt } from 'viem';
import { vi } from 'vitest';
import type { Replacement, TrackerChain } from '@/lib/transactions/chain';
import type { ChainTransaction } from '@/lib/transactions/nonce-slot';

export const ALICE = '0x00000000000000000000000000000000000A11cE' as const;
const ROUTER: Address = '0x000000000000000000000000000000000000bEEF';

export const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash;

/** Transaction `n` of ALICE: a call to the router at nonce 7 unless told otherwise. */
export const transaction = (n: number, fields: Partial<ChainTransaction> = {}): ChainTransaction => ({
  hash: hash(n),
  from: ALICE,
  nonce: 7,
  to: ROUTER,
  value: 10n ** 16n,
  input: '0xd96a094a0000' as Hex,
  ...fields,
});

const receipt = (h: Hash, status: 'success' | 'reverted' = 'success') =>
  ({ status, transactionHash: h, blockNumber: 12n, logs: [] }) as unknown as TransactionReceipt;

interface Wait {
  hash: Hash;
  slot: unknown;
  timeoutMs: number;
  onReplaced: (replacement: Replacement) => void;
  resolve: (receipt: TransactionReceipt | undefined) => void;
  reject: (error: unknown) => void;
}

export function fakeChain() {
  const known = new Map<Hash, ChainTransaction>();
  const receipts = new Map<Hash, TransactionReceipt>();
  const minedAt = new Map<number, ChainTransaction>();
  const open: Wait[] = [];
  let count = 0;

  const chain = {
    waitForReceipt: vi.fn<TrackerChain['waitForReceipt']>(
      (args) =>
        new Promise((resolve, reject) => {
          open.push({ ...args, resolve, reject });
        }),
    ),
    getTransaction: vi.fn<TrackerChain['getTransaction']>(async (h) => known.get(h)),
    getReceipt: vi.fn<TrackerChain['getReceipt']>(async (h) => receipts.get(h)),
    minedCount: vi.fn<TrackerChain['minedCount']>(async () => count),
    minedAtNonce: vi.fn<TrackerChain['minedAtNonce']>(async (_from, nonce) => minedAt.get(nonce)),
  } satisfies TrackerChain;

  /** The open wait for `h` (the newest), taken off the list: the test ends it. */
  const take = (h: Hash) => {
    const index = open.findLastIndex((w) => w.hash === h);
    if (index < 0) throw new Error(`nobody waits for ${h}`);
    return open.splice(index, 1)[0]!;
  };

  return {
    chain,
    waiting: (h: Hash) => open.filter((w) => w.hash === h).length,
    lastWait: (h: Hash) => open.findLast((w) => w.hash === h),
    /** The node hears of it (the mempool). */
    send: (t: ChainTransaction) => known.set(t.hash, t),
    /** Mined while nobody waits (the tab was closed). */
    mine(t: ChainTransaction, status: 'success' | 'reverted' = 'success') {
      known.set(t.hash, t);
      minedAt.set(t.nonce, t);
      receipts.set(t.hash, receipt(t.hash, status));
      count = Math.max(count, t.nonce + 1);
      return receipts.get(t.hash)!;
    },
    /** Mined, and the open wait for it answers. */
    mineWaited(t: ChainTransaction, status: 'success' | 'reverted' = 'success') {
      take(t.hash).resolve(this.mine(t, status));
    },
    /** viem's wait saw another transaction mined at our nonce. */
    replaceWaited(h: Hash, reason: Replacement['reason'], by: ChainTransaction) {
      const wait = take(h);
      wait.onReplaced({ reason, transaction: by });
      wait.resolve(this.mine(by));
    },
    timeOut: (h: Hash) => take(h).resolve(undefined),
    failWait: (h: Hash, error: unknown) => take(h).reject(error),
    forget: (h: Hash) => known.delete(h),
  };
}
