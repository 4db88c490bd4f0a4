import { describe, expect, it } from 'vitest';
import { firstBlockAtOrAfter } from './block-at-time';

// Block n at time 1000 + 10n, blocks 100 and 101 at the same second.
const timeOf = async (n: bigint) => (n <= 100n ? 1000n + 10n * n : 1000n + 10n * (n - 1n));

describe('firstBlockAtOrAfter', () => {
  it('finds the first block at or after a time, in a few reads', async () => {
    let reads = 0;
    const counted = (n: bigint) => {
      reads++;
      return timeOf(n);
    };
    expect(await firstBlockAtOrAfter(counted, 2000n, 0n, 1000n)).toBe(100n);
    expect(reads).toBeLessThanOrEqual(11);
    expect(await firstBlockAtOrAfter(timeOf, 1995n, 0n, 1000n)).toBe(100n);
  });

  it('finds it in a few reads on a long chain of steady blocks, where bisection needs twenty', async () => {
    let reads = 0;
    // Two-second blocks with a little jitter, a million of them.
    const steady = async (n: bigint) => {
      reads++;
      return 1_000_000n + 2n * n + (n % 3n);
    };
    const answer = await firstBlockAtOrAfter(steady, 1_000_000n + 2n * 612_345n, 0n, 1_000_000n);
    expect(await steady(answer)).toBeGreaterThanOrEqual(1_000_000n + 2n * 612_345n);
    expect(await steady(answer - 1n)).toBeLessThan(1_000_000n + 2n * 612_345n);
    expect(reads - 2).toBeLessThanOrEqual(8);
  });

  it('stays within twice bisection’s reads on an uneven chain', async () => {
    let reads = 0;
    // A quiet chain: one block a second, then a gap of a year at block 900,000.
    const uneven = async (n: bigint) => {
      reads++;
      return n < 900_000n ? n : n + 31_536_000n;
    };
    expect(await firstBlockAtOrAfter(uneven, 500_000n, 0n, 1_000_000n)).toBe(500_000n);
    expect(reads).toBeLessThanOrEqual(2 + 2 * 20);
  });

  it('answers the bounds when the time is before the first block or after the last', async () => {
    expect(await firstBlockAtOrAfter(timeOf, 0n, 5n, 50n)).toBe(5n);
    expect(await firstBlockAtOrAfter(timeOf, 10n ** 9n, 5n, 50n)).toBe(50n);
  });
});
