import { describe, expect, it } from 'vitest';
import {
  compareWithService,
  DEAD_ADDRESS,
  ledgerFromTransfers,
  percentOf,
  summarizeHolders,
  ZERO_ADDRESS,
} from './holders-from-transfers';

const CURVE = `0x${'c'.repeat(40)}`;
const PAIR = `0x${'9'.repeat(40)}`;
const CREATOR = `0x${'a'.repeat(40)}`;
const ALICE = `0x${'1'.repeat(40)}`;
const BOB = `0x${'2'.repeat(40)}`;
const E18 = 10n ** 18n;
const SUPPLY = 1_000_000_000n * E18;
const known = { curve: CURVE.toUpperCase().replace('0X', '0x'), pair: PAIR, creator: CREATOR };

const mint = { from: ZERO_ADDRESS, to: CURVE, value: SUPPLY };

describe('ledgerFromTransfers', () => {
  it('sums what came in and went out, exactly, and drops emptied balances', () => {
    const ledger = ledgerFromTransfers([
      mint,
      { from: CURVE, to: ALICE, value: 300n * E18 + 1n },
      { from: CURVE, to: BOB, value: 5n * E18 },
      { from: BOB, to: CURVE, value: 5n * E18 },
      { from: ALICE, to: BOB, value: 1n },
    ]);
    expect(ledger.supply).toBe(SUPPLY);
    expect(ledger.sawMint).toBe(true);
    expect(ledger.balances.get(ALICE)).toBe(300n * E18);
    expect(ledger.balances.get(BOB)).toBe(1n);
    expect(ledger.balances.get(CURVE)).toBe(SUPPLY - 300n * E18 - 1n);
    expect(ledger.balances.has(ZERO_ADDRESS)).toBe(false);
  });

  it('takes a burn out of the supply, and says when no mint was read', () => {
    const ledger = ledgerFromTransfers([mint, { from: CURVE, to: ZERO_ADDRESS, value: SUPPLY / 2n }]);
    expect(ledger.supply).toBe(SUPPLY / 2n);
    expect(ledgerFromTransfers([{ from: CURVE, to: ALICE, value: 1n }]).sawMint).toBe(false);
  });
});

describe('summarizeHolders', () => {
  const ledger = ledgerFromTransfers([
    mint,
    { from: CURVE, to: CREATOR, value: 50_000_000n * E18 },
    { from: CURVE, to: ALICE, value: 20_000_000n * E18 },
    { from: CURVE, to: BOB, value: 20_000_000n * E18 },
    { from: CURVE, to: DEAD_ADDRESS, value: 1_000_000n * E18 },
    { from: CURVE, to: PAIR, value: 100_000_000n * E18 },
  ]);

  it('lists the largest balances with their share of supply, marking the curve, pair, creator and burn', () => {
    const summary = summarizeHolders(ledger, known);
    expect(summary.top.map((h) => [h.address, h.share, h.roles])).toEqual([
      [CURVE, 80.9, ['curve']],
      [PAIR, 10, ['pair']],
      [CREATOR, 5, ['creator']],
      // A tie: by address.
      [ALICE, 2, []],
      [BOB, 2, []],
      [DEAD_ADDRESS, 0.1, ['burn']],
    ]);
    expect(summary.creatorShare).toBe(5);
    expect(summarizeHolders(ledger, known, 2).top).toHaveLength(2);
  });

  it('counts holders and the top-10 share as the service does: not the curve, the pair or the burn address', () => {
    const summary = summarizeHolders(ledger, known);
    expect(summary.holderCount).toBe(3);
    expect(summary.top10Share).toBe(9);
  });

  it('finds a difference with the service’s figures, and none within a hundredth of a point', () => {
    const summary = summarizeHolders(ledger, known);
    expect(compareWithService(summary, { total_holders: 3, top_10_percentage: 9.004 })).toEqual({
      holdersDiffer: false,
      top10Differs: false,
    });
    expect(compareWithService(summary, { total_holders: 2, top_10_percentage: 8.5 })).toEqual({
      holdersDiffer: true,
      top10Differs: true,
    });
    expect(compareWithService(summary, {})).toEqual({ holdersDiffer: false, top10Differs: false });
  });
});

describe('percentOf', () => {
  it('keeps four decimals of a percent, without floating-point loss on wei', () => {
    expect(percentOf(1n, 3n)).toBe(33.3333);
    expect(percentOf(SUPPLY, SUPPLY)).toBe(100);
    expect(percentOf(1n, 0n)).toBe(0);
  });
});
