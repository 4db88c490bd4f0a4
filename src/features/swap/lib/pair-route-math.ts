/**
 * The app's own figure for a Uniswap V2 route (issue 30, section 3): the swap service's quote is not
 * trusted to say what the pools give. From the route's reserves, read at one block, the app computes
 * the output of an exact input (or the input of an exact output) with the pair maths of
 * interface/market/pair.ts (the router's own formulas, 0.3% fee), and the price impact the same way
 * the service defines it (the fee is not impact). A quote more than the slippage worse than that
 * figure is refused: its bound (tied to its own amounts) would hand the difference to a sandwich.
 */
import { maximumAmountInFor, minimumAmountOutFor } from '@interface/market/bounds';
import { FEE_KEPT_BPS, getAmountsIn, getAmountsOut, type Hop } from '@interface/market/pair';
import type { Address } from 'viem';
import { formatUnitsFixed } from '@/lib/format-units';
import { pairAddress } from '@/lib/pair-address';

const BPS_DENOMINATOR = 10_000n;
/** The impact's resolution: a millionth of a millionth, far below any tier's edge. */
const IMPACT_SCALE = 10n ** 12n;

/** The pairs of a route (token addresses, WETH for ETH), in order, where the factory's CREATE2 puts them. */
export function routePairs(factory: Address, path: readonly Address[]): Address[] {
  if (path.length < 2) throw new RangeError('a route needs at least two tokens');
  return path.slice(1).map((token, i) => pairAddress(factory, path[i]!, token) as Address);
}

/** A pair's reserves as getReserves returns them: token0 is the lower address. */
export interface PairReserves {
  reserve0: bigint;
  reserve1: bigint;
}

/** Each pair's reserves turned to the trade's direction: `reserves[i]` is the pair of path[i] → path[i+1]. */
export function routeHops(path: readonly Address[], reserves: readonly PairReserves[]): Hop[] {
  if (reserves.length !== path.length - 1) throw new RangeError('one pair of reserves per hop');
  return reserves.map(({ reserve0, reserve1 }, i) => {
    const tokenIn = path[i]!.toLowerCase();
    const tokenOut = path[i + 1]!.toLowerCase();
    const inIsToken0 = tokenIn < tokenOut;
    return inIsToken0 ? { reserveIn: reserve0, reserveOut: reserve1 } : { reserveIn: reserve1, reserveOut: reserve0 };
  });
}

const product = (values: bigint[]) => values.reduce((acc, value) => acc * value, 1n);

/**
 * 1 − (amountOut / amountIn) / (spot rate × 0.997^hops): what the trade's size costs beyond the fee,
 * as a fraction, exactly as the swap service defines priceImpact (server/market/quote.ts), so the two
 * can be compared. Never below 0; 1 for an empty trade's nonsense.
 */
export function routeImpact(amountIn: bigint, amountOut: bigint, hops: readonly Hop[]): number {
  if (amountIn <= 0n) return 1;
  const n = BigInt(hops.length);
  const achieved = amountOut * product(hops.map((h) => h.reserveIn)) * BPS_DENOMINATOR ** n;
  const atSpot = amountIn * product(hops.map((h) => h.reserveOut)) * FEE_KEPT_BPS ** n;
  if (achieved >= atSpot) return 0;
  return Number(((atSpot - achieved) * IMPACT_SCALE) / atSpot) / Number(IMPACT_SCALE);
}

export interface RouteQuoteCheck {
  exact: 'in' | 'out';
  /** What the trader typed, on the exact side. */
  typedAmount: bigint;
  /** The service's quote, in the smallest unit. */
  quoteAmountIn: bigint;
  quoteAmountOut: bigint;
  slippageBps: number;
  /** The route's pools, oriented, read at `block`. */
  hops: readonly Hop[];
  block: bigint;
  /** For the words: the tokens' symbols and decimals. */
  tokenIn: { symbol: string; decimals: number };
  tokenOut: { symbol: string; decimals: number };
}

export interface RouteFigure {
  /** The pools' output for the typed input (exact in), or input for the typed output (exact out). */
  expected: bigint;
  /** The app's own price impact at its figure, a fraction. */
  impact: number;
  /** Why the quote is refused, in words with both figures; none when it is within the slippage. */
  refusal?: string;
}

const amountText = (amount: bigint, token: { symbol: string; decimals: number }, rounding: 'down' | 'up') =>
  `${formatUnitsFixed(amount, token.decimals, 6, rounding)} ${token.symbol}`;

const percentText = (bps: number) => `${bps / 100}%`;

/**
 * The app's figure for the trade, and whether the quote is more than the slippage worse than it: an
 * output below the figure less the slippage (exact in), or an input above it plus the slippage
 * (exact out). A route the pools cannot fill is refused too.
 */
export function checkQuoteAgainstRoute(c: RouteQuoteCheck): RouteFigure {
  const at = `the pools at block ${c.block}`;
  const unfilled = (error: unknown): RouteFigure => ({
    expected: 0n,
    impact: 1,
    refusal: `The pools at block ${c.block} cannot fill this trade (${(error as Error).message}).`,
  });
  if (c.exact === 'in') {
    let expected: bigint;
    try {
      expected = getAmountsOut(c.typedAmount, c.hops).at(-1)!;
    } catch (error) {
      return unfilled(error);
    }
    const impact = routeImpact(c.typedAmount, expected, c.hops);
    const floor = minimumAmountOutFor(expected, c.slippageBps);
    if (c.quoteAmountOut >= floor) return { expected, impact };
    return {
      expected,
      impact,
      refusal:
        `The swap service quotes ${amountText(c.quoteAmountOut, c.tokenOut, 'down')} for this trade, but ` +
        `${at} give ${amountText(expected, c.tokenOut, 'down')}: the quote is more than your ` +
        `${percentText(c.slippageBps)} slippage below what the pools give, and its minimum would let ` +
        'the difference be taken from you. Wait for the next quote.',
    };
  }
  let expected: bigint;
  try {
    expected = getAmountsIn(c.typedAmount, c.hops)[0]!;
  } catch (error) {
    return unfilled(error);
  }
  const impact = routeImpact(expected, c.typedAmount, c.hops);
  const ceiling = maximumAmountInFor(expected, c.slippageBps);
  if (c.quoteAmountIn <= ceiling) return { expected, impact };
  return {
    expected,
    impact,
    refusal:
      `The swap service asks ${amountText(c.quoteAmountIn, c.tokenIn, 'up')} for this trade, but ` +
      `${at} need ${amountText(expected, c.tokenIn, 'up')}: the quote is more than your ` +
      `${percentText(c.slippageBps)} slippage above what the pools need, and its maximum would let ` +
      'the difference be taken from you. Wait for the next quote.',
  };
}
