/**
 * The swap quote of decisions.md ("Swap service"), pure: routes over a given set of pools, the direct
 * pool or two hops through wrapped native, and the best fill wins. Amounts are bigint throughout.
 */
import { NATIVE_ADDRESS } from '../../interface/common';
import { assertSlippage, maximumAmountInFor, minimumAmountOutFor } from '../../interface/market/bounds';
import {
  FEE_KEPT_BPS,
  getAmountsIn,
  getAmountsOut,
  InsufficientInputAmountError,
  InsufficientLiquidityError,
  InsufficientOutputAmountError,
  PAIR_FEE_BPS,
} from '../../interface/market/pair';
import { DEFAULT_SLIPPAGE_BPS, type Quote } from '../../interface/swap';
import { BPS_DENOMINATOR, TOKEN_DECIMALS } from './constants';

export interface Pool {
  address: string;
  token0: string;
  token1: string;
  reserve0: bigint;
  reserve1: bigint;
}

export interface QuoteInput {
  tokenIn: string;
  tokenOut: string;
  /** Exact input, smallest unit. Give exactly one of amount and amountOut. */
  amount?: bigint;
  /** Exact output, smallest unit. */
  amountOut?: bigint;
  slippageBps?: number;
  pools: readonly Pool[];
  wrappedNative: string;
  decimals: (address: string) => number | undefined;
}

/** The interface's Quote without what the pure math cannot know, plus the pools of the route. */
export type SwapQuote = Omit<Quote, 'metadata' | 'transaction'> & {
  metadata: Omit<Quote['metadata'], 'routerAddress'>;
  /** Pool addresses, in route order. Not part of the public Quote. */
  pools: string[];
};

export type QuoteErrorCode = 'NO_ROUTE' | 'INSUFFICIENT_LIQUIDITY';

export class QuoteError extends Error {
  override readonly name = 'QuoteError';
  constructor(
    readonly code: QuoteErrorCode,
    message: string,
  ) {
    super(message);
  }
}

interface RouteHop {
  pool: Pool;
  tokenIn: string;
  tokenOut: string;
  reserveIn: bigint;
  reserveOut: bigint;
}

interface Fill {
  route: RouteHop[];
  amounts: bigint[];
}

type Exact = { kind: 'in'; amount: bigint } | { kind: 'out'; amount: bigint };

const RATE_SIGNIFICANT_DIGITS = 18;

function digitCount(value: bigint): number {
  return value.toString().length;
}

/**
 * num / den as a plain decimal string with about `significantDigits` significant digits (all integer
 * digits are kept), no exponent. Truncated: WHY: a rate shown to the user never overstates what they get.
 */
export function formatRatio(num: bigint, den: bigint, significantDigits = RATE_SIGNIFICANT_DIGITS): string {
  if (num < 0n || den <= 0n) throw new RangeError('formatRatio needs num >= 0 and den > 0');
  if (num === 0n) return '0';
  const shift = Math.max(0, digitCount(den) - digitCount(num) + significantDigits);
  const digits = ((num * 10n ** BigInt(shift)) / den).toString().padStart(shift + 1, '0');
  const whole = digits.slice(0, digits.length - shift);
  const fraction = digits.slice(digits.length - shift).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

function routingToken(token: string, wrappedNative: string): string {
  return token === NATIVE_ADDRESS ? wrappedNative : token;
}

function connects(pool: Pool, a: string, b: string): boolean {
  return (pool.token0 === a && pool.token1 === b) || (pool.token0 === b && pool.token1 === a);
}

function orient(pool: Pool, tokenIn: string): RouteHop {
  const forward = pool.token0 === tokenIn;
  return {
    pool,
    tokenIn,
    tokenOut: forward ? pool.token1 : pool.token0,
    reserveIn: forward ? pool.reserve0 : pool.reserve1,
    reserveOut: forward ? pool.reserve1 : pool.reserve0,
  };
}

function candidateRoutes(pools: readonly Pool[], from: string, to: string, wrapped: string): RouteHop[][] {
  const direct = pools.filter((p) => connects(p, from, to)).map((p) => [orient(p, from)]);
  if (from === wrapped || to === wrapped) return direct;
  const firstLegs = pools.filter((p) => connects(p, from, wrapped));
  const secondLegs = pools.filter((p) => connects(p, wrapped, to));
  const twoHops = firstLegs.flatMap((first) =>
    secondLegs.map((second) => [orient(first, from), orient(second, wrapped)]),
  );
  return [...direct, ...twoHops];
}

function isUnfillable(error: unknown): boolean {
  return (
    error instanceof InsufficientLiquidityError ||
    error instanceof InsufficientInputAmountError ||
    error instanceof InsufficientOutputAmountError
  );
}

/** The route's amounts, or undefined when its pools cannot fill it (a zero output cannot be swapped either). */
function fill(route: RouteHop[], exact: Exact): bigint[] | undefined {
  try {
    const amounts = exact.kind === 'in' ? getAmountsOut(exact.amount, route) : getAmountsIn(exact.amount, route);
    return amounts.at(-1)! > 0n ? amounts : undefined;
  } catch (error) {
    if (isUnfillable(error)) return undefined;
    throw error;
  }
}

function isBetter(candidate: bigint[], best: bigint[], exact: Exact): boolean {
  return exact.kind === 'in' ? candidate.at(-1)! > best.at(-1)! : candidate[0]! < best[0]!;
}

/** Ties keep the earlier route, and direct routes come first: fewer hops, less gas. */
function bestFill(routes: RouteHop[][], exact: Exact): Fill {
  let best: Fill | undefined;
  for (const route of routes) {
    const amounts = fill(route, exact);
    if (amounts !== undefined && (best === undefined || isBetter(amounts, best.amounts, exact))) {
      best = { route, amounts };
    }
  }
  if (best === undefined) throw new QuoteError('INSUFFICIENT_LIQUIDITY', 'the pools cannot fill this amount');
  return best;
}

function resolveExact(input: QuoteInput): Exact {
  if ((input.amount === undefined) === (input.amountOut === undefined)) {
    throw new RangeError('give exactly one of amount and amountOut');
  }
  const exact: Exact =
    input.amount !== undefined ? { kind: 'in', amount: input.amount } : { kind: 'out', amount: input.amountOut! };
  if (exact.amount <= 0n) throw new RangeError('the amount must be positive');
  return exact;
}

function tokenDecimals(input: QuoteInput, token: string): number {
  if (token === NATIVE_ADDRESS) return TOKEN_DECIMALS;
  const decimals = input.decimals(token);
  if (decimals === undefined) throw new QuoteError('NO_ROUTE', `unknown token ${token}`);
  return decimals;
}

function product(values: bigint[]): bigint {
  return values.reduce((acc, value) => acc * value, 1n);
}

/** Output per input in whole units: (out / 10^decOut) / (in / 10^decIn). */
function wholeUnitRate(outAmount: bigint, inAmount: bigint, decimalsIn: number, decimalsOut: number): string {
  return formatRatio(outAmount * 10n ** BigInt(decimalsIn), inAmount * 10n ** BigInt(decimalsOut));
}

/**
 * 1 − (executionRate / 0.997^hops) / spotRate, in exact rationals (the decimals cancel), so the fee is not
 * counted as impact. Always in [0, 1): rounding of the fill only ever lowers the execution rate.
 */
function priceImpact(amountIn: bigint, amountOut: bigint, route: RouteHop[]): number {
  const hops = BigInt(route.length);
  const achieved = amountOut * product(route.map((h) => h.reserveIn)) * BPS_DENOMINATOR ** hops;
  const atSpot = amountIn * product(route.map((h) => h.reserveOut)) * FEE_KEPT_BPS ** hops;
  if (achieved >= atSpot) return 0;
  return Math.min(1, Number(formatRatio(atSpot - achieved, atSpot)));
}

/**
 * amountIn × (1 − 0.997^hops), in input units. Floored: WHY: the reported fee never exceeds what the
 * pools keep (each later hop's fee is charged in another token and only expressed in input units here).
 */
function lpFee(amountIn: bigint, hops: number): bigint {
  const whole = BPS_DENOMINATOR ** BigInt(hops);
  return (amountIn * (whole - FEE_KEPT_BPS ** BigInt(hops))) / whole;
}

function displayPath(route: RouteHop[], tokenIn: string, tokenOut: string): string[] {
  const tokens = [route[0]!.tokenIn, ...route.map((h) => h.tokenOut)];
  tokens[0] = tokenIn;
  tokens[tokens.length - 1] = tokenOut;
  return tokens;
}

interface Trade {
  tokenIn: string;
  tokenOut: string;
  exact: Exact;
  /** The caller's, or DEFAULT_SLIPPAGE_BPS: what the quote says is what its transaction enforces. */
  slippageBps: number;
}

/** The best fill of the trade over the candidate routes; the QuoteErrors of the decisions. */
function findFill(input: QuoteInput, trade: Trade): Fill {
  const wrapped = input.wrappedNative.toLowerCase();
  const from = routingToken(trade.tokenIn, wrapped);
  const to = routingToken(trade.tokenOut, wrapped);
  if (from === to) throw new QuoteError('NO_ROUTE', 'native and wrapped native convert 1:1 through the wrapper');
  const routes = candidateRoutes(input.pools, from, to, wrapped);
  if (routes.length === 0) throw new QuoteError('NO_ROUTE', `no pool route from ${trade.tokenIn} to ${trade.tokenOut}`);
  return bestFill(routes, trade.exact);
}

function describeFill({ route, amounts }: Fill, trade: Trade, decimalsIn: number, decimalsOut: number): SwapQuote {
  const amountIn = amounts[0]!;
  const amountOut = amounts.at(-1)!;
  const reservesIn = product(route.map((h) => h.reserveIn));
  const reservesOut = product(route.map((h) => h.reserveOut));
  return {
    amountIn: amountIn.toString(),
    amountOut: amountOut.toString(),
    minimumAmountOut: minimumAmountOutFor(amountOut, trade.slippageBps).toString(),
    ...(trade.exact.kind === 'out' && {
      maximumAmountIn: maximumAmountInFor(amountIn, trade.slippageBps).toString(),
    }),
    executionRate: wholeUnitRate(amountOut, amountIn, decimalsIn, decimalsOut),
    spotRate: wholeUnitRate(reservesOut, reservesIn, decimalsIn, decimalsOut),
    path: displayPath(route, trade.tokenIn, trade.tokenOut),
    priceImpact: priceImpact(amountIn, amountOut, route),
    lpFee: lpFee(amountIn, route.length).toString(),
    metadata: { lpFeePercent: PAIR_FEE_BPS / 100, slippageBps: trade.slippageBps },
    pools: route.map((h) => h.pool.address),
  };
}

/**
 * The best route's quote. Pool token addresses must be lowercase; the caller's addresses may be any case.
 * Throws QuoteError (NO_ROUTE, INSUFFICIENT_LIQUIDITY) or RangeError (input the request schema refuses).
 */
export function quoteSwap(input: QuoteInput): SwapQuote {
  if (input.slippageBps !== undefined) assertSlippage(input.slippageBps);
  const trade: Trade = {
    tokenIn: input.tokenIn.toLowerCase(),
    tokenOut: input.tokenOut.toLowerCase(),
    exact: resolveExact(input),
    slippageBps: input.slippageBps ?? DEFAULT_SLIPPAGE_BPS,
  };
  const decimalsIn = tokenDecimals(input, trade.tokenIn);
  const decimalsOut = tokenDecimals(input, trade.tokenOut);
  return describeFill(findFill(input, trade), trade, decimalsIn, decimalsOut);
}
