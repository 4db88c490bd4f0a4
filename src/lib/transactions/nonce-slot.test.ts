import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { ALICE, transaction } from '@/test/fake-tracker-chain';
import {
  type ChainTransaction,
  callKey,
  findMinedAtNonce,
  type NonceHistory,
  replacementReason,
  slotOf,
} from './nonce-slot';

const BOB: Address = '0x0000000000000000000000000000000000000B0b';

describe('replacementReason', () => {
  const ours = slotOf(transaction(1));

  it('calls the same call at the same nonce a speed-up, whatever its gas', () => {
    expect(replacementReason(ours, transaction(2))).toBe('repriced');
    // Addresses compare whatever their case.
    expect(replacementReason(ours, transaction(2, { to: transaction(1).to!.toLowerCase() as Address }))).toBe(
      'repriced',
    );
  });

  it('calls nothing sent to itself a cancel', () => {
    expect(replacementReason(ours, transaction(2, { to: ALICE, value: 0n, input: '0x' }))).toBe('cancelled');
  });

  it('calls anything else replaced: another recipient, value or calldata', () => {
    expect(replacementReason(ours, transaction(2, { to: BOB }))).toBe('replaced');
    expect(replacementReason(ours, transaction(2, { value: 1n }))).toBe('replaced');
    expect(replacementReason(ours, transaction(2, { input: '0xd96a094a0001' }))).toBe('replaced');
    expect(replacementReason(ours, transaction(2, { to: null }))).toBe('replaced');
    expect(replacementReason(ours, transaction(2, { to: ALICE, value: 1n, input: '0x' }))).toBe('replaced');
  });

  it('keeps the call in 32 bytes', () => {
    expect(callKey(transaction(1))).toMatch(/^0x[0-9a-f]{64}$/);
  });
});

/** ALICE's transactions, one at each nonce, mined at the given blocks; `reads` counts the state reads. */
function history(minedAtBlocks: bigint[], others: ChainTransaction[] = []) {
  const mined = minedAtBlocks.map((block, nonce) => ({ block, transaction: transaction(100 + nonce, { nonce }) }));
  const counter = { reads: 0 };
  const reader: NonceHistory = {
    countAt: async (_account, block) => {
      counter.reads++;
      return mined.filter((m) => m.block <= block).length;
    },
    transactionsIn: async (block) => [...others, ...mined.filter((m) => m.block === block).map((m) => m.transaction)],
  };
  return { reader, counter };
}

describe('findMinedAtNonce (a node without eth_getTransactionBySenderAndNonce)', () => {
  it('finds the transaction at a nonce by the block where the count passed it, in a few dozen reads', async () => {
    const blocks = [5n, 900_000n, 900_001n, 3_999_990n];
    const { reader, counter } = history(blocks, [transaction(9, { from: BOB, nonce: 1 })]);
    for (const [nonce] of blocks.entries()) {
      counter.reads = 0;
      const found = await findMinedAtNonce(reader, ALICE, nonce, 4_000_000n);
      expect(found?.nonce).toBe(nonce);
      expect(found?.hash).toBe(transaction(100 + nonce).hash);
      expect(counter.reads).toBeLessThan(50);
    }
  });

  it('finds one mined in the first block, and in the latest', async () => {
    const { reader } = history([0n, 42n]);
    expect((await findMinedAtNonce(reader, ALICE, 0, 42n))?.nonce).toBe(0);
    expect((await findMinedAtNonce(reader, ALICE, 1, 42n))?.nonce).toBe(1);
  });

  it('gives up, with undefined, when the block holds no such transaction', async () => {
    const { reader } = history([10n]);
    expect(await findMinedAtNonce({ ...reader, transactionsIn: async () => [] }, ALICE, 0, 20n)).toBeUndefined();
  });
});
