/**
 * Uniswap V2 pair math with the 0.3% fee, bit-for-bit the formulas of UniswapV2Library, so quotes
 * match what the router on chain will do. Fee arithmetic in basis points: 9970/10000 = 997/1000, and
 * scaling a fraction does not change its floor, so results equal the library's.
 */
/** Uniswap V2's pair fee, 0.3% of the input. */
export const PAIR_FEE_BPS = 30;
const BPS_DENOMINATOR = 10_000n;

/** The share of the input that reaches the reserves' invariant: 10000 − 30 bps. */
export const FEE_KEPT_BPS = BPS_DENOMINATOR - BigInt(PAIR_FEE_BPS);

/** A pool cannot fill the trade: an empty reserve, or an output that is not below the reserve. */
export class InsufficientLiquidityError extends Error {
  override readonly name = 'InsufficientLiquidityError';
}

/** The input amount is zero or negative (the library's INSUFFICIENT_INPUT_AMOUNT). */
export class InsufficientInputAmountError extends RangeError {
  override readonly name = 'InsufficientInputAmountError';
}

/** The output amount is zero or negative (the library's INSUFFICIENT_OUTPUT_AMOUNT). */
export class InsufficientOutputAmountError extends RangeError {
  override readonly name = 'InsufficientOutputAmountError';
}

/** One pool of a route, oriented in the trade's direction. */
export interface Hop {
  reserveIn: bigint;
  reserveOut: bigint;
}

function assertReserves(reserveIn: bigint, reserveOut: bigint): void {
  if (reserveIn <= 0n || reserveOut <= 0n) throw new InsufficientLiquidityError('the pool has an empty reserve');
}

/** Output for an exact input. Rounded DOWN: WHY: the pool keeps the remainder, so k never decreases. */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n) throw new InsufficientInputAmountError(`amountIn must be positive, got ${amountIn}`);
  assertReserves(reserveIn, reserveOut);
  const amountInWithFee = amountIn * FEE_KEPT_BPS;
  return (amountInWithFee * reserveOut) / (reserveIn * BPS_DENOMINATOR + amountInWithFee);
}

/**
 * Input for an exact output: floor(…) + 1, as the library does. WHY: in the pool's favour; it is the
 * least sufficient input, except when the division is exact, where it is one unit more than needed.
 */
export function getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountOut <= 0n) throw new InsufficientOutputAmountError(`amountOut must be positive, got ${amountOut}`);
  assertReserves(reserveIn, reserveOut);
  if (amountOut >= reserveOut) throw new InsufficientLiquidityError('amountOut is not below the output reserve');
  const numerator = reserveIn * amountOut * BPS_DENOMINATOR;
  const denominator = (reserveOut - amountOut) * FEE_KEPT_BPS;
  return numerator / denominator + 1n;
}

function assertRoute(hops: readonly Hop[]): void {
  if (hops.length === 0) throw new RangeError('a route needs at least one hop');
}

/** Amounts along a route for an exact input: [amountIn, after hop 1, …, final output]. */
export function getAmountsOut(amountIn: bigint, hops: readonly Hop[]): bigint[] {
  assertRoute(hops);
  const amounts = [amountIn];
  let current = amountIn;
  for (const hop of hops) {
    current = getAmountOut(current, hop.reserveIn, hop.reserveOut);
    amounts.push(current);
  }
  return amounts;
}

/** Amounts along a route for an exact output: [input needed, …, amountOut]. */
export function getAmountsIn(amountOut: bigint, hops: readonly Hop[]): bigint[] {
  assertRoute(hops);
  const amounts = [amountOut];
  let current = amountOut;
  for (const hop of [...hops].reverse()) {
    current = getAmountIn(current, hop.reserveIn, hop.reserveOut);
    amounts.unshift(current);
  }
  return amounts;
}
