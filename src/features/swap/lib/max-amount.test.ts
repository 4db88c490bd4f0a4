import { parseEther, parseGwei } from 'viem';
import { describe, expect, it } from 'vitest';
import { gasReserveFor, maxSpendable, SWAP_GAS_UNITS } from './max-amount';

describe('Max', () => {
  it('keeps twice a swap’s gas at today’s fee for ETH', () => {
    expect(gasReserveFor(parseGwei('2'))).toBe(parseGwei('2') * SWAP_GAS_UNITS * 2n);
    expect(maxSpendable(parseEther('1'), true, parseEther('0.001'))).toBe(parseEther('0.999'));
  });

  it('never goes below zero, and sells a token’s whole balance', () => {
    expect(maxSpendable(parseEther('0.0001'), true, parseEther('0.001'))).toBe(0n);
    expect(maxSpendable(parseEther('5'), false, parseEther('0.001'))).toBe(parseEther('5'));
  });
});
