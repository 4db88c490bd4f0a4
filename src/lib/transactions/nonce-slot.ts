/**
 * A transaction's place among its sender's: the nonce. Whatever the node or the wallet did, one
 * transaction of the sender is mined at each nonce, so once the account's count passed a nonce, the
 * transaction mined there tells how ours ended: it is ours (mined), a speed-up of it (the same call),
 * a cancel (nothing sent to itself), or something else (ours was dropped).
 */
import { type Address, concat, type Hash, type Hex, isAddressEqual, keccak256, toHex } from 'viem';
import type { NonceSlot } from './store';

/** The fields of a transaction the tracker reads. */
export interface ChainTransaction {
  hash: Hash;
  from: Address;
  nonce: number;
  to: Address | null;
  value: bigint;
  input: Hex;
}

/** viem's words (`onReplaced`): `repriced` is a speed-up (the same call, more gas). */
export type ReplacementReason = 'cancelled' | 'replaced' | 'repriced';

/**
 * The call in 32 bytes: what the store keeps instead of the calldata (a swap's is a kilobyte, and 50
 * entries an account share localStorage with the rest of the app).
 */
export function callKey({ to, value, input }: Pick<ChainTransaction, 'to' | 'value' | 'input'>): Hex {
  return keccak256(
    concat([to ? concat(['0x01', to.toLowerCase() as Hex]) : '0x00', toHex(value, { size: 32 }), input]),
  );
}

export function slotOf(transaction: ChainTransaction): NonceSlot {
  return { from: transaction.from, nonce: transaction.nonce, call: callKey(transaction) };
}

/** viem's rule (waitForTransactionReceipt's getReplacementReason), on what the store keeps of ours. */
export function replacementReason(ours: NonceSlot, other: ChainTransaction): ReplacementReason {
  if (callKey(other) === ours.call) return 'repriced';
  if (other.to !== null && isAddressEqual(other.to, other.from) && other.value === 0n) return 'cancelled';
  return 'replaced';
}

/** What a node without `eth_getTransactionBySenderAndNonce` is asked instead. */
export interface NonceHistory {
  /** The account's transaction count in the state after `block`. */
  countAt(account: Address, block: bigint): Promise<number>;
  transactionsIn(block: bigint): Promise<readonly ChainTransaction[]>;
}

/** Two probes per doubling back, then halving: about 4·log2(age in blocks); a cap, not a wait. */
const MAX_PROBES = 96;

/**
 * The transaction the account mined at `nonce`, found by the block where its count passed `nonce`
 * (searched back from `latest` by doubling steps, then halving: a few dozen reads, however old),
 * or undefined when it cannot be found within MAX_PROBES. The caller knows the count at `latest`
 * passed `nonce`.
 */
export async function findMinedAtNonce(
  history: NonceHistory,
  account: Address,
  nonce: number,
  latest: bigint,
): Promise<ChainTransaction | undefined> {
  let probes = 0;
  const passed = async (block: bigint) => {
    probes++;
    return (await history.countAt(account, block)) > nonce;
  };
  // `high` passed the nonce; `low` had not (or is before the first block).
  let high = latest;
  let low = -1n;
  for (let step = 1n; high - step >= 0n; step *= 2n) {
    if (probes >= MAX_PROBES) return undefined;
    const block = high - step;
    if (!(await passed(block))) {
      low = block;
      break;
    }
    high = block;
  }
  while (high - low > 1n) {
    if (probes >= MAX_PROBES) return undefined;
    const middle = (low + high) / 2n;
    if (await passed(middle)) high = middle;
    else low = middle;
  }
  const mined = await history.transactionsIn(high);
  return mined.find((t) => isAddressEqual(t.from, account) && t.nonce === nonce);
}
