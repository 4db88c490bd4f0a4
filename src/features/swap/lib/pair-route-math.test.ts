import { getAmountIn, getAmountOut } from '@interface/market/pair';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { pairAddress } from '@/lib/pair-address';
import { checkQuoteAgainstRoute, type RouteQuoteCheck, routeHops, routeImpact, routePairs } from './pair-route-math';

const E18 = 10n ** 18n;
const FACTORY = '0x5c69bee701ef814a2b6a3edd4b1652cb9cc5aa6f' as Address;
const LOW = '0x1000000000000000000000000000000000000001' as Address;
const MID = '0x2000000000000000000000000000000000000002' as Address;
const HIGH = '0x3000000000000000000000000000000000000003' as Address;

describe('routePairs / routeHops', () => {
  it('names each hop’s pair where CREATE2 puts it, whichever way the hop goes', () => {
    expect(routePairs(FACTORY, [HIGH, MID, LOW])).toEqual([
      pairAddress(FACTORY, MID, HIGH),
      pairAddress(FACTORY, LOW, MID),
    ]);
    expect(() => routePairs(FACTORY, [LOW])).toThrow(RangeError);
  });

  it('turns getReserves (token0 is the lower address) to the trade’s direction', () => {
    const reserves = [
      { reserve0: 1n, reserve1: 2n },
      { reserve0: 3n, reserve1: 4n },
    ];
    // LOW → MID: LOW is token0, so its reserve goes in; MID → ... HIGH → MID the other way.
    expect(routeHops([LOW, MID, HIGH], reserves)).toEqual([
      { reserveIn: 1n, reserveOut: 2n },
      { reserveIn: 3n, reserveOut: 4n },
    ]);
    expect(routeHops([HIGH, MID, LOW], reserves)).toEqual([
      { reserveIn: 2n, reserveOut: 1n },
      { reserveIn: 4n, reserveOut: 3n },
    ]);
  });
});

describe('routeImpact', () => {
  it('counts what the size costs beyond the fee, as the swap service defines it', () => {
    const hop = { reserveIn: 100n * E18, reserveOut: 100n * E18 };
    const out = getAmountOut(10n * E18, hop.reserveIn, hop.reserveOut);
    // 1 − (out / in) / 0.997 at a 1:1 spot.
    expect(routeImpact(10n * E18, out, [hop])).toBeCloseTo(1 - Number(out) / 1e19 / 0.997, 9);
    // A dust trade has (almost) none; the fee alone is never impact.
    expect(routeImpact(E18 / 1000n, getAmountOut(E18 / 1000n, hop.reserveIn, hop.reserveOut), [hop])).toBeLessThan(
      2e-5,
    );
    expect(routeImpact(0n, 0n, [hop])).toBe(1);
  });
});

describe('checkQuoteAgainstRoute', () => {
  const hop = { reserveIn: 100n * E18, reserveOut: 200_000n * E18 };
  const base = (patch: Partial<RouteQuoteCheck>): RouteQuoteCheck => ({
    exact: 'in',
    typedAmount: E18,
    quoteAmountIn: E18,
    quoteAmountOut: 0n,
    slippageBps: 50,
    hops: [hop],
    block: 41n,
    tokenIn: { symbol: 'ETH', decimals: 18 },
    tokenOut: { symbol: 'TICK', decimals: 18 },
    ...patch,
  });
  const poolOut = getAmountOut(E18, hop.reserveIn, hop.reserveOut);

  it('refuses an exact input quoted 30% below the pool, naming both figures, and gives the pool’s own impact', () => {
    const cut = (poolOut * 7n) / 10n;
    const figure = checkQuoteAgainstRoute(base({ quoteAmountOut: cut }));
    expect(figure.expected).toBe(poolOut);
    expect(figure.refusal).toMatch(
      /quotes 1382\.\d+ TICK for this trade, but the pools at block 41 give 1974\.\d+ TICK/,
    );
    expect(figure.refusal).toMatch(/more than your 0\.5% slippage below/);
    // About 1% for 1 ETH into 100 ETH of reserve: the figure is the pool's, whatever the quote claims.
    expect(figure.impact).toBeGreaterThan(0.009);
    expect(figure.impact).toBeLessThan(0.011);
  });

  it('accepts a quote within the slippage of the pool, or better than it', () => {
    const justWithin = (poolOut * 9950n) / 10_000n + 1n;
    expect(checkQuoteAgainstRoute(base({ quoteAmountOut: justWithin })).refusal).toBeUndefined();
    expect(checkQuoteAgainstRoute(base({ quoteAmountOut: poolOut + 5n })).refusal).toBeUndefined();
    expect(checkQuoteAgainstRoute(base({ quoteAmountOut: (poolOut * 9940n) / 10_000n })).refusal).toBeDefined();
  });

  it('refuses an exact output whose input is more than the slippage above the pool’s', () => {
    const want = 1000n * E18;
    const poolIn = getAmountIn(want, hop.reserveIn, hop.reserveOut);
    const exactOut = { exact: 'out' as const, typedAmount: want, quoteAmountOut: want };
    expect(checkQuoteAgainstRoute(base({ ...exactOut, quoteAmountIn: poolIn })).refusal).toBeUndefined();
    const figure = checkQuoteAgainstRoute(base({ ...exactOut, quoteAmountIn: (poolIn * 13n) / 10n }));
    expect(figure.expected).toBe(poolIn);
    expect(figure.refusal).toMatch(/asks 0\.65\d* ETH for this trade, but the pools at block 41 need 0\.50\d* ETH/);
  });

  it('refuses a trade the pools cannot fill', () => {
    const figure = checkQuoteAgainstRoute(
      base({ exact: 'out', typedAmount: 300_000n * E18, quoteAmountOut: 300_000n * E18, quoteAmountIn: E18 }),
    );
    expect(figure.refusal).toMatch(/The pools at block 41 cannot fill this trade/);
  });
});
