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

  it('answers the bounds when the time is before the first block or after the last', async () => {
    expect(await firstBlockAtOrAfter(timeOf, 0n, 5n, 50n)).toBe(5n);
    expect(await firstBlockAtOrAfter(timeOf, 10n ** 9n, 5n, 50n)).toBe(50n);
  });
});
