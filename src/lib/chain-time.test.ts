import { describe, expect, it } from 'vitest';
import { deadlineAfter, transactionNow } from './chain-time';

const CLOCK_MS = 1_800_000_000_500;
const CLOCK_S = 1_800_000_000n;

describe('transactionNow', () => {
  it('takes the chain when it is ahead of the computer (a chain moved a day forward)', () => {
    expect(transactionNow(CLOCK_S + 86_400n, CLOCK_MS)).toBe(CLOCK_S + 86_400n);
  });

  it('takes the clock when the chain is idle and its last block is old (its next block takes the clock)', () => {
    expect(transactionNow(CLOCK_S - 3_600n, CLOCK_MS)).toBe(CLOCK_S);
  });

  it('counts a deadline window from that now', () => {
    expect(deadlineAfter(transactionNow(CLOCK_S - 3_600n, CLOCK_MS), 1_200)).toBe(CLOCK_S + 1_200n);
  });
});
