import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatAmount,
  formatCompact,
  formatCount,
  formatDuration,
  formatEth,
  formatPercent,
  formatPercentChange,
  formatPoints,
  formatPrice,
  formatUsd,
  shortAddress,
} from './format';

describe('formatPrice', () => {
  it('collapses leading zeros of tiny prices into a subscript count', () => {
    expect(formatPrice(0.0000000218)).toBe('0.0₇218');
    expect(formatPrice(0.00001234567)).toBe('0.0₄1235');
    expect(formatPrice(1.2e-15)).toBe('0.0₁₄12');
  });

  it('writes the zeros out while there are fewer than four', () => {
    expect(formatPrice(0.000123)).toBe('0.000123');
    expect(formatPrice(0.0523)).toBe('0.0523');
    expect(formatPrice(0.5)).toBe('0.5');
  });

  it('keeps four significant digits and drops trailing zeros', () => {
    expect(formatPrice(0.123456)).toBe('0.1235');
    expect(formatPrice(0.00001)).toBe('0.0₄1');
  });

  it('carries a rounding up to the next decade', () => {
    expect(formatPrice(0.000099999)).toBe('0.0001');
    expect(formatPrice(0.99999)).toBe('1');
  });

  it('shows prices of 1 and more with two decimals, compact from 1000', () => {
    expect(formatPrice(1)).toBe('1');
    expect(formatPrice(12.3456)).toBe('12.35');
    expect(formatPrice(102.74)).toBe('102.7');
    expect(formatPrice(99.996)).toBe('100');
    expect(formatPrice(999.96)).toBe('1K');
    expect(formatPrice(1234.5)).toBe('1.2K');
  });

  it('shows zero, negatives and non-numbers', () => {
    expect(formatPrice(0)).toBe('0');
    expect(formatPrice(-0.5)).toBe('−0.5');
    expect(formatPrice(Number.NaN)).toBe('—');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatCompact', () => {
  it('uses K, M, B and T with one decimal', () => {
    expect(formatCompact(1234)).toBe('1.2K');
    expect(formatCompact(3_400_000)).toBe('3.4M');
    expect(formatCompact(5_600_000_000)).toBe('5.6B');
    expect(formatCompact(7.8e12)).toBe('7.8T');
    expect(formatCompact(1000)).toBe('1K');
  });

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(formatCompact(999_960)).toBe('1M');
    expect(formatCompact(999.996)).toBe('1K');
  });

  it('keeps small numbers readable', () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(12)).toBe('12');
    expect(formatCompact(12.345)).toBe('12.35');
    expect(formatCompact(0.004)).toBe('0.004');
    expect(formatCompact(-2500)).toBe('−2.5K');
  });
});

describe('formatCount', () => {
  it('writes whole counts with separators and compacts large ones', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(12_345)).toBe('12.3K');
    expect(formatCount(Number.NaN)).toBe('—');
  });
});

describe('formatEth and formatAmount', () => {
  it('appends the unit', () => {
    expect(formatEth(27.534)).toBe('27.53 ETH');
    expect(formatEth(0.0523)).toBe('0.0523 ETH');
    expect(formatEth(0.0000042)).toBe('0.0₅42 ETH');
    expect(formatEth(12_345)).toBe('12.3K ETH');
    expect(formatEth(Number.NaN)).toBe('—');
  });

  it('accepts fewer significant digits', () => {
    expect(formatAmount(0.123456, 2)).toBe('0.12');
    expect(formatEth(0.010732, 3)).toBe('0.0107 ETH');
  });
});

describe('formatUsd', () => {
  it('shows dollars and cents, compact when large, subscript when tiny', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(1_234_567)).toBe('$1.2M');
    expect(formatUsd(0.5)).toBe('$0.5');
    expect(formatUsd(0.0000123)).toBe('$0.0₄123');
    expect(formatUsd(-5)).toBe('−$5.00');
    expect(formatUsd(Number.NaN)).toBe('—');
  });
});

describe('formatPercentChange', () => {
  it('always carries a sign, with a true minus', () => {
    expect(formatPercentChange(12.34)).toBe('+12.3%');
    expect(formatPercentChange(-4.5)).toBe('−4.5%');
  });

  it('says 0.0% without a sign when the change rounds to nothing', () => {
    expect(formatPercentChange(0)).toBe('0.0%');
    expect(formatPercentChange(0.04)).toBe('0.0%');
    expect(formatPercentChange(-0.04)).toBe('0.0%');
  });

  it('compacts huge moves', () => {
    expect(formatPercentChange(12_345)).toBe('+12.3K%');
    expect(formatPercentChange(Number.NaN)).toBe('—');
  });
});

describe('formatPercent', () => {
  it('shows unsigned shares', () => {
    expect(formatPercent(42.137)).toBe('42.1%');
    expect(formatPercent(100, 0)).toBe('100%');
  });
});

describe('formatAge', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('uses the largest whole unit', () => {
    expect(formatAge(ago(42_000), now)).toBe('42s');
    expect(formatAge(ago(5 * 60_000 + 59_000), now)).toBe('5m');
    expect(formatAge(ago(3 * 3_600_000), now)).toBe('3h');
    expect(formatAge(ago(2 * 86_400_000 + 1), now)).toBe('2d');
    expect(formatAge(ago(400 * 86_400_000), now)).toBe('1y');
  });

  it('reads "now" for the present and the future, a dash for junk', () => {
    expect(formatAge(ago(0), now)).toBe('now');
    expect(formatAge(ago(-60_000), now)).toBe('now');
    expect(formatAge('not a date', now)).toBe('—');
    expect(formatAge(new Date(now - 60_000), now)).toBe('1m');
  });
});

describe('formatDuration', () => {
  it('counts down with padded parts', () => {
    expect(formatDuration(9_000)).toBe('9s');
    expect(formatDuration(5 * 60_000 + 9_000)).toBe('5m 09s');
    expect(formatDuration(2 * 3_600_000 + 5 * 60_000 + 9_500)).toBe('2h 05m 09s');
    expect(formatDuration(26 * 3_600_000 + 5 * 60_000)).toBe('1d 02h 05m');
  });

  it('stops at zero', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(-5)).toBe('0s');
    expect(formatDuration(Number.NaN)).toBe('0s');
  });
});

describe('shortAddress', () => {
  it('keeps the start and the end', () => {
    expect(shortAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')).toBe('0x5fbd…0aa3');
    expect(shortAddress('0x1234')).toBe('0x1234');
  });
});

describe('formatPoints', () => {
  it('writes points in full with separators and always two decimals, so that columns line up', () => {
    expect(formatPoints(1234567.891)).toBe('1,234,567.89');
    expect(formatPoints(100)).toBe('100.00');
    expect(formatPoints(12.5)).toBe('12.50');
    expect(formatPoints(0)).toBe('0.00');
    expect(formatPoints(Number.NaN)).toBe('—');
  });
});
