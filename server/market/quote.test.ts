import { describe, expect, it } from 'vitest';
import { maximumAmountInFor, minimumAmountOutFor } from '../../interface/market/bounds';
import { getAmountIn, getAmountOut, getAmountsIn, getAmountsOut } from '../../interface/market/pair';
import { WEI } from './constants';
import { formatRatio, type Pool, QuoteError, type QuoteInput, quoteSwap } from './quote';

const NATIVE = '0x0000000000000000000000000000000000000000';
const WETH = '0x4200000000000000000000000000000000000006';
const TKA = `0x${'a'.repeat(40)}`;
const TKB = `0x${'b'.repeat(40)}`;
const USDC = `0x${'c'.repeat(40)}`;
const LONE = `0x${'d'.repeat(40)}`;
const EMPTY = `0x${'e'.repeat(40)}`;
const USDC_UNIT = 10n ** 6n;

/** 1 WETH = 40,000,000 TKA */
const POOL_A_W: Pool = {
  address: `0x${'1'.repeat(40)}`,
  token0: TKA,
  token1: WETH,
  reserve0: 200_000_000n * WEI,
  reserve1: 5n * WEI,
};
/** 1 WETH = 2,000 USDC */
const POOL_U_W: Pool = {
  address: `0x${'2'.repeat(40)}`,
  token0: USDC,
  token1: WETH,
  reserve0: 200_000n * USDC_UNIT,
  reserve1: 100n * WEI,
};
/** 1 WETH = 10,000,000 TKB */
const POOL_W_B: Pool = {
  address: `0x${'3'.repeat(40)}`,
  token0: WETH,
  token1: TKB,
  reserve0: 10n * WEI,
  reserve1: 100_000_000n * WEI,
};
/** A shallow direct pool, 1 TKA = 1 TKB (the route through WETH says 1 TKA = 0.25 TKB) */
const POOL_A_B: Pool = {
  address: `0x${'4'.repeat(40)}`,
  token0: TKA,
  token1: TKB,
  reserve0: 1000n * WEI,
  reserve1: 1000n * WEI,
};
const POOL_EMPTY: Pool = { address: `0x${'5'.repeat(40)}`, token0: EMPTY, token1: WETH, reserve0: 0n, reserve1: 0n };
const POOLS = [POOL_A_W, POOL_U_W, POOL_W_B, POOL_A_B, POOL_EMPTY];

const DECIMALS = new Map([
  [WETH, 18],
  [TKA, 18],
  [TKB, 18],
  [USDC, 6],
  [LONE, 18],
  [EMPTY, 18],
]);

function quote(overrides: Partial<QuoteInput> & Pick<QuoteInput, 'tokenIn' | 'tokenOut'>) {
  return quoteSwap({ pools: POOLS, wrappedNative: WETH, decimals: (a) => DECIMALS.get(a), ...overrides });
}

function quoteError(run: () => unknown): QuoteError {
  try {
    run();
  } catch (error) {
    if (error instanceof QuoteError) return error;
    throw error;
  }
  throw new Error('expected a QuoteError');
}

describe('formatRatio', () => {
  it('writes ~18 significant digits, truncated, without exponent', () => {
    expect(formatRatio(2n, 1n)).toBe('2');
    expect(formatRatio(1n, 3n)).toBe('0.333333333333333333');
    expect(formatRatio(2n, 3n)).toBe('0.666666666666666666');
    expect(formatRatio(22n, 7n)).toBe('3.14285714285714285');
    expect(formatRatio(9n, 10n)).toBe('0.9');
    expect(formatRatio(0n, 7n)).toBe('0');
    expect(formatRatio(10n ** 30n, 1n)).toBe(`1${'0'.repeat(30)}`);
    expect(formatRatio(1n, 10n ** 30n)).toBe(`0.${'0'.repeat(29)}1`);
    expect(formatRatio(10n ** 40n + 1n, 10n ** 20n)).toBe('100000000000000000000');
    expect(() => formatRatio(1n, 0n)).toThrow(RangeError);
  });
});

describe('quoteSwap exact input', () => {
  it('quotes native ETH in through the wrapped-native pool', () => {
    const q = quote({ tokenIn: NATIVE, tokenOut: USDC, amount: WEI });
    expect(q.amountIn).toBe(WEI.toString());
    expect(q.amountOut).toBe('1974316068');
    expect(q.path).toEqual([NATIVE, USDC]);
    expect(q.pools).toEqual([POOL_U_W.address]);
    expect(q.spotRate).toBe('2000');
    expect(q.executionRate).toBe('1974.316068');
    expect(q.lpFee).toBe((3n * 10n ** 15n).toString());
    expect(q.priceImpact).toBeCloseTo(1 - 1974.316068 / (2000 * 0.997), 12);
    expect(q.metadata).toEqual({ lpFeePercent: 0.3, slippageBps: 50 });
    expect(q.minimumAmountOut).toBe(minimumAmountOutFor(1_974_316_068n, 50).toString());
    expect(q).not.toHaveProperty('maximumAmountIn');
  });

  it('quotes native ETH out, and wrapped native as itself', () => {
    const out = quote({ tokenIn: USDC, tokenOut: NATIVE, amount: 2000n * USDC_UNIT });
    expect(out.path).toEqual([USDC, NATIVE]);
    expect(out.spotRate).toBe('0.0005');
    expect(out.amountOut).toBe(getAmountOut(2000n * USDC_UNIT, 200_000n * USDC_UNIT, 100n * WEI).toString());
    const wrapped = quote({ tokenIn: USDC, tokenOut: WETH, amount: 2000n * USDC_UNIT });
    expect(wrapped.path).toEqual([USDC, WETH]);
    expect(wrapped.amountOut).toBe(out.amountOut);
  });

  it('bounds minimumAmountOut by the slippage given', () => {
    const q = quote({ tokenIn: NATIVE, tokenOut: USDC, amount: WEI, slippageBps: 100 });
    expect(q.minimumAmountOut).toBe(((1_974_316_068n * 9_900n) / 10_000n).toString());
    expect(q.metadata.slippageBps).toBe(100);
    expect(q).not.toHaveProperty('maximumAmountIn');
    const zero = quote({ tokenIn: NATIVE, tokenOut: USDC, amount: WEI, slippageBps: 0 });
    expect(zero.minimumAmountOut).toBe(zero.amountOut);
    expect(zero.metadata.slippageBps).toBe(0);
  });

  it('routes two hops through wrapped native when there is no direct pool', () => {
    const amount = 100n * USDC_UNIT;
    const q = quote({ tokenIn: USDC, tokenOut: TKA, amount });
    const hops = [
      { reserveIn: POOL_U_W.reserve0, reserveOut: POOL_U_W.reserve1 },
      { reserveIn: POOL_A_W.reserve1, reserveOut: POOL_A_W.reserve0 },
    ];
    expect(q.path).toEqual([USDC, WETH, TKA]);
    expect(q.pools).toEqual([POOL_U_W.address, POOL_A_W.address]);
    expect(q.amountOut).toBe(getAmountsOut(amount, hops).at(-1)!.toString());
    expect(q.spotRate).toBe('20000');
    // 1 − 0.997² = 0.005991
    expect(q.lpFee).toBe(((amount * 599_100n) / 100_000_000n).toString());
    const executionRate = Number(q.amountOut) / 1e18 / 100;
    expect(q.priceImpact).toBeCloseTo(1 - executionRate / (20_000 * 0.997 ** 2), 9);
  });

  it('shows native at the ends of a two-hop path when the user gave it', () => {
    const q = quote({ tokenIn: TKA, tokenOut: NATIVE, amount: 1_000n * WEI });
    expect(q.path).toEqual([TKA, NATIVE]);
    expect(q.spotRate).toBe('0.000000025');
  });

  it('picks the route with the best output', () => {
    const small = quote({ tokenIn: TKA, tokenOut: TKB, amount: WEI });
    expect(small.path).toEqual([TKA, TKB]);
    const large = quote({ tokenIn: TKA, tokenOut: TKB, amount: 100_000n * WEI });
    expect(large.path).toEqual([TKA, WETH, TKB]);
    expect(large.pools).toEqual([POOL_A_W.address, POOL_W_B.address]);
    const directOnly = getAmountOut(100_000n * WEI, POOL_A_B.reserve0, POOL_A_B.reserve1);
    expect(BigInt(large.amountOut)).toBeGreaterThan(directOnly);
  });

  it('respects decimals in rates and never writes an exponent', () => {
    const q = quote({ tokenIn: USDC, tokenOut: TKA, amount: 1n });
    expect(q.executionRate).not.toMatch(/e/i);
    const back = quote({ tokenIn: TKA, tokenOut: USDC, amount: 1_000_000n * WEI });
    expect(back.spotRate).toBe('0.00005');
    expect(back.executionRate).not.toMatch(/e/i);
  });

  it('grows the price impact with the size of the trade', () => {
    const tiny = quote({ tokenIn: NATIVE, tokenOut: USDC, amount: 10n ** 15n });
    const big = quote({ tokenIn: NATIVE, tokenOut: USDC, amount: 50n * WEI });
    const huge = quote({ tokenIn: NATIVE, tokenOut: USDC, amount: 10n ** 6n * WEI });
    expect(tiny.priceImpact).toBeCloseTo(1e-5, 6); // 0.001 into 100: in/(reserve + in), + the output's rounding
    expect(big.priceImpact).toBeCloseTo(49.85 / 149.85, 9); // 50 into 100, 49.85 of it after the fee
    expect(huge.priceImpact).toBeGreaterThan(0.99);
    expect(huge.priceImpact).toBeLessThanOrEqual(1);
  });

  it('accepts addresses in any case and answers lowercase', () => {
    const q = quote({
      tokenIn: USDC.toUpperCase().replace('0X', '0x'),
      tokenOut: TKA.toUpperCase().replace('0X', '0x'),
      amount: 5n,
    });
    expect(q.path).toEqual([USDC, WETH, TKA]);
  });
});

describe('quoteSwap exact output', () => {
  it('rounds the input up like the router and always gives maximumAmountIn, 50 bps without slippage', () => {
    const amountOut = 1_000_000n * WEI;
    const q = quote({ tokenIn: NATIVE, tokenOut: TKA, amountOut });
    const amountIn = getAmountIn(amountOut, POOL_A_W.reserve1, POOL_A_W.reserve0);
    expect(q.amountIn).toBe(amountIn.toString());
    expect(q.amountOut).toBe(amountOut.toString());
    expect(q.maximumAmountIn).toBe(maximumAmountInFor(amountIn, 50).toString());
    expect(q.minimumAmountOut).toBe(minimumAmountOutFor(amountOut, 50).toString());
    expect(q.metadata.slippageBps).toBe(50);
    expect(getAmountOut(amountIn, POOL_A_W.reserve1, POOL_A_W.reserve0)).toBeGreaterThanOrEqual(amountOut);
    expect(q.path).toEqual([NATIVE, TKA]);
    expect(q.lpFee).toBe(((amountIn * 30n) / 10_000n).toString());
    expect(q.priceImpact).toBeGreaterThan(0);
  });

  it('applies slippage to both bounds when given', () => {
    const q = quote({ tokenIn: NATIVE, tokenOut: TKA, amountOut: 1_000_000n * WEI, slippageBps: 100 });
    expect(q.maximumAmountIn).toBe(maximumAmountInFor(BigInt(q.amountIn), 100).toString());
    expect(q.minimumAmountOut).toBe((990_000n * WEI).toString());
  });

  it('picks the route with the smallest input, over two hops too', () => {
    const small = quote({ tokenIn: TKA, tokenOut: TKB, amountOut: WEI });
    expect(small.path).toEqual([TKA, TKB]);
    const amountOut = 5_000n * WEI; // more than the direct pool holds
    const large = quote({ tokenIn: TKA, tokenOut: TKB, amountOut });
    expect(large.path).toEqual([TKA, WETH, TKB]);
    const hops = [
      { reserveIn: POOL_A_W.reserve0, reserveOut: POOL_A_W.reserve1 },
      { reserveIn: POOL_W_B.reserve0, reserveOut: POOL_W_B.reserve1 },
    ];
    expect(large.amountIn).toBe(getAmountsIn(amountOut, hops)[0]!.toString());
    expect(getAmountsOut(BigInt(large.amountIn), hops).at(-1)).toBeGreaterThanOrEqual(amountOut);
  });
});

describe('quoteSwap errors', () => {
  it('NO_ROUTE when no pool connects the tokens', () => {
    expect(quoteError(() => quote({ tokenIn: LONE, tokenOut: TKA, amount: WEI })).code).toBe('NO_ROUTE');
    expect(quoteError(() => quote({ tokenIn: NATIVE, tokenOut: LONE, amount: WEI })).code).toBe('NO_ROUTE');
    expect(quoteError(() => quote({ tokenIn: NATIVE, tokenOut: WETH, amount: WEI })).code).toBe('NO_ROUTE');
    const unknown = `0x${'f'.repeat(40)}`;
    expect(quoteError(() => quote({ tokenIn: unknown, tokenOut: WETH, amount: WEI })).code).toBe('NO_ROUTE');
  });

  it('INSUFFICIENT_LIQUIDITY when a pool exists but cannot fill', () => {
    const empty = quoteError(() => quote({ tokenIn: EMPTY, tokenOut: NATIVE, amount: WEI }));
    expect(empty.code).toBe('INSUFFICIENT_LIQUIDITY');
    expect(empty).toBeInstanceOf(Error);
    const drained = quoteError(() => quote({ tokenIn: NATIVE, tokenOut: USDC, amountOut: 200_000n * USDC_UNIT }));
    expect(drained.code).toBe('INSUFFICIENT_LIQUIDITY');
    const dust = quoteError(() => quote({ tokenIn: TKA, tokenOut: USDC, amount: 1n }));
    expect(dust.code).toBe('INSUFFICIENT_LIQUIDITY');
  });

  it('RangeError on inputs the request schema should have refused', () => {
    expect(() => quote({ tokenIn: NATIVE, tokenOut: USDC })).toThrow(RangeError);
    expect(() => quote({ tokenIn: NATIVE, tokenOut: USDC, amount: 1n, amountOut: 1n })).toThrow(RangeError);
    expect(() => quote({ tokenIn: NATIVE, tokenOut: USDC, amount: 0n })).toThrow(RangeError);
    expect(() => quote({ tokenIn: NATIVE, tokenOut: USDC, amount: 1n, slippageBps: 10_001 })).toThrow(RangeError);
  });
});
