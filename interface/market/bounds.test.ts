import { describe, expect, it } from 'vitest';
import { maximumAmountInFor, minimumAmountOutFor } from './bounds';

describe('slippage bounds', () => {
  it('floors the minimum and ceils the maximum', () => {
    expect(minimumAmountOutFor(10_001n, 1)).toBe(9_999n); // 9999.9999
    expect(maximumAmountInFor(10_001n, 1)).toBe(10_003n); // 10002.0001
    expect(minimumAmountOutFor(10_000n, 50)).toBe(9_950n);
    expect(maximumAmountInFor(10_000n, 50)).toBe(10_050n);
    expect(minimumAmountOutFor(12_345n, 0)).toBe(12_345n);
    expect(maximumAmountInFor(12_345n, 0)).toBe(12_345n);
    expect(minimumAmountOutFor(12_345n, 10_000)).toBe(0n);
    expect(maximumAmountInFor(12_345n, 10_000)).toBe(24_690n);
  });

  it('refuses a slippage outside 0..10000 whole basis points', () => {
    expect(() => minimumAmountOutFor(1n, 10_001)).toThrow(RangeError);
    expect(() => maximumAmountInFor(1n, -1)).toThrow(RangeError);
    expect(() => maximumAmountInFor(1n, 0.5)).toThrow(RangeError);
  });
});
