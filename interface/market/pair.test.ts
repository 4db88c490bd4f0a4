import { describe, expect, it } from 'vitest';
import {
  getAmountIn,
  getAmountOut,
  getAmountsIn,
  getAmountsOut,
  InsufficientInputAmountError,
  InsufficientLiquidityError,
  InsufficientOutputAmountError,
} from './pair';

const WEI = 10n ** 18n;

import { seededRandom } from './seeded-random';

const MAX_RESERVE = 10n ** 30n;

/** The pair contract's own check: fee-adjusted balances keep k (UniswapV2Pair.swap). */
function pairAcceptsSwap(reserveIn: bigint, reserveOut: bigint, amountIn: bigint, amountOut: bigint): boolean {
  const balanceInAdjusted = (reserveIn + amountIn) * 1000n - amountIn * 3n;
  const balanceOutAdjusted = (reserveOut - amountOut) * 1000n;
  return balanceInAdjusted * balanceOutAdjusted >= reserveIn * reserveOut * 1000n ** 2n;
}

describe('getAmountOut / getAmountIn by hand', () => {
  it('matches the Uniswap formulas on small numbers', () => {
    // 1000 × 997 × 10000 / (10000 × 1000 + 1000 × 997) = 906.6… → 906
    expect(getAmountOut(1000n, 10_000n, 10_000n)).toBe(906n);
    // 10000 × 906 × 1000 / ((10000 − 906) × 997) = 999.2… → 999 + 1
    expect(getAmountIn(906n, 10_000n, 10_000n)).toBe(1000n);
    // 1 ETH into 100 ETH / 200,000 USDC (6 decimals): 1974.316068… USDC
    expect(getAmountOut(WEI, 100n * WEI, 200_000_000_000n)).toBe(1_974_316_068n);
    expect(getAmountOut(1n, 1000n, 1000n)).toBe(0n);
  });

  it('adds one even when the division is exact, as the library does', () => {
    // 997 × 1 × 1000 / ((2 − 1) × 997) = 1000 exactly → 1001, although 1000 already yields 1.
    expect(getAmountIn(1n, 997n, 2n)).toBe(1001n);
    expect(getAmountOut(1000n, 997n, 2n)).toBe(1n);
  });

  it('throws typed errors', () => {
    expect(() => getAmountOut(1n, 0n, 10n)).toThrow(InsufficientLiquidityError);
    expect(() => getAmountOut(1n, 10n, 0n)).toThrow(InsufficientLiquidityError);
    expect(() => getAmountIn(10n, 10n, 10n)).toThrow(InsufficientLiquidityError);
    expect(() => getAmountIn(11n, 10n, 10n)).toThrow(InsufficientLiquidityError);
    expect(() => getAmountIn(1n, 0n, 10n)).toThrow(InsufficientLiquidityError);
    expect(() => getAmountOut(0n, 10n, 10n)).toThrow(InsufficientInputAmountError);
    expect(() => getAmountIn(0n, 10n, 10n)).toThrow(InsufficientOutputAmountError);
    expect(new InsufficientLiquidityError('x').name).toBe('InsufficientLiquidityError');
  });
});

describe('exact-in and exact-out agree on random pools', () => {
  it('getAmountIn gives enough, and one less is short unless the division was exact', () => {
    const { amount: random } = seededRandom(42n);
    let exactDivisions = 0;
    for (let i = 0; i < 5000; i++) {
      const reserveIn = random(MAX_RESERVE);
      const reserveOut = random(MAX_RESERVE) + 1n;
      const amountOut = random(reserveOut - 1n);
      const amountIn = getAmountIn(amountOut, reserveIn, reserveOut);
      expect(getAmountOut(amountIn, reserveIn, reserveOut)).toBeGreaterThanOrEqual(amountOut);
      const exact = (reserveIn * amountOut * 10_000n) % ((reserveOut - amountOut) * 9970n) === 0n;
      if (exact) exactDivisions++;
      const oneLess = amountIn - 1n;
      if (oneLess > 0n && !exact) expect(getAmountOut(oneLess, reserveIn, reserveOut)).toBeLessThan(amountOut);
      if (amountIn > 2n) expect(getAmountOut(amountIn - 2n, reserveIn, reserveOut)).toBeLessThan(amountOut);
    }
    expect(exactDivisions).toBeLessThan(5000);
  });

  it('k never decreases and the pair contract accepts every swap', () => {
    const { amount: random } = seededRandom(1234n);
    for (let i = 0; i < 5000; i++) {
      const reserveIn = random(MAX_RESERVE);
      const reserveOut = random(MAX_RESERVE);
      const amountIn = random(MAX_RESERVE);
      const amountOut = getAmountOut(amountIn, reserveIn, reserveOut);
      expect(amountOut).toBeLessThan(reserveOut);
      expect((reserveIn + amountIn) * (reserveOut - amountOut)).toBeGreaterThanOrEqual(reserveIn * reserveOut);
      expect(pairAcceptsSwap(reserveIn, reserveOut, amountIn, amountOut)).toBe(true);
      // …and the output is the largest it accepts.
      expect(pairAcceptsSwap(reserveIn, reserveOut, amountIn, amountOut + 1n)).toBe(false);
    }
  });
});

describe('multi-hop', () => {
  const hops = [
    { reserveIn: 1_000_000n, reserveOut: 2_000_000n },
    { reserveIn: 5_000_000n, reserveOut: 1_000_000n },
  ];

  it('chains getAmountOut forwards', () => {
    const first = getAmountOut(10_000n, 1_000_000n, 2_000_000n);
    const second = getAmountOut(first, 5_000_000n, 1_000_000n);
    expect(getAmountsOut(10_000n, hops)).toEqual([10_000n, first, second]);
  });

  it('chains getAmountIn backwards', () => {
    const middle = getAmountIn(3_000n, 5_000_000n, 1_000_000n);
    const first = getAmountIn(middle, 1_000_000n, 2_000_000n);
    expect(getAmountsIn(3_000n, hops)).toEqual([first, middle, 3_000n]);
    expect(getAmountsOut(first, hops).at(-1)).toBeGreaterThanOrEqual(3_000n);
  });

  it('refuses an empty route and propagates liquidity errors', () => {
    expect(() => getAmountsOut(1n, [])).toThrow(RangeError);
    expect(() => getAmountsIn(1n, [])).toThrow(RangeError);
    expect(() => getAmountsIn(1_000_000n, hops)).toThrow(InsufficientLiquidityError);
    // 1 unit into a 1000/1000 pool gives 0, which the next hop cannot swap.
    const dusty = [{ reserveIn: 1000n, reserveOut: 1000n }, ...hops];
    expect(() => getAmountsOut(1n, dusty)).toThrow(InsufficientInputAmountError);
  });
});
