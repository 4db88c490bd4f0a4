import { describe, expect, it } from 'vitest';
import { hasPriceMovedAgainst } from './price-move';

const quote = (amountIn: bigint, amountOut: bigint) => ({ amountIn: String(amountIn), amountOut: String(amountOut) });

describe('hasPriceMovedAgainst', () => {
  it('exact input: 1% less received or worse', () => {
    const reviewed = quote(1_000n, 10_000n);
    expect(hasPriceMovedAgainst(reviewed, quote(1_000n, 9_901n), true)).toBe(false);
    expect(hasPriceMovedAgainst(reviewed, quote(1_000n, 9_900n), true)).toBe(true);
    expect(hasPriceMovedAgainst(reviewed, quote(1_000n, 5_000n), true)).toBe(true);
  });

  it('exact output: 1% more paid or worse', () => {
    const reviewed = quote(10_000n, 1_000n);
    expect(hasPriceMovedAgainst(reviewed, quote(10_099n, 1_000n), false)).toBe(false);
    expect(hasPriceMovedAgainst(reviewed, quote(10_100n, 1_000n), false)).toBe(true);
  });

  it('never for a move in the trader’s favour', () => {
    expect(hasPriceMovedAgainst(quote(1_000n, 10_000n), quote(1_000n, 20_000n), true)).toBe(false);
    expect(hasPriceMovedAgainst(quote(10_000n, 1_000n), quote(5_000n, 1_000n), false)).toBe(false);
  });

  it('stays exact with wei amounts beyond floating point', () => {
    const out = 123_456_789_012_345_678_901_234_500n;
    const reviewed = quote(10n ** 18n, out);
    const onePercentLess = out - out / 100n;
    expect(hasPriceMovedAgainst(reviewed, quote(10n ** 18n, onePercentLess + 1n), true)).toBe(false);
    expect(hasPriceMovedAgainst(reviewed, quote(10n ** 18n, onePercentLess), true)).toBe(true);
  });

  it('refuses amounts that are not whole numbers', () => {
    expect(() => hasPriceMovedAgainst({ amountIn: '1', amountOut: '1.5' }, quote(1n, 1n), true)).toThrow(RangeError);
  });
});
