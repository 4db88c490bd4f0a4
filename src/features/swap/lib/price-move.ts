import { parseUint256 } from './uint256';

/** Issue 11, "Review step": a move of 1% or more against the trader needs their new consent. */
const AGAINST_THRESHOLD_BPS = 100n;
const BPS = 10_000n;

interface QuotedAmounts {
  amountIn: string;
  amountOut: string;
}

/** A quote's expected amounts, in the smallest units. */
export interface ExpectedAmounts {
  amountIn: bigint;
  amountOut: bigint;
}

function amount(text: string): bigint {
  const value = parseUint256(text);
  if (value === undefined) throw new RangeError(`not a whole amount: ${text}`);
  return value;
}

/**
 * Whether a refreshed quote is worse for the trader by 1% or more than the one they reviewed: 1% less
 * received for an exact input, 1% more paid for an exact output. Exact: `worse × 10000 ≥ reviewed × 100`.
 * A move in the trader's favour, however large, asks nothing of them.
 */
export function hasPriceMovedAgainst(reviewed: QuotedAmounts, next: QuotedAmounts, exactIn: boolean): boolean {
  const amounts = (q: QuotedAmounts) => ({ amountIn: amount(q.amountIn), amountOut: amount(q.amountOut) });
  return hasMovedAgainst(amounts(reviewed), amounts(next), exactIn);
}

/** The same judgement on amounts already read: the token page's markets (curve or pair) give bigints. */
export function hasMovedAgainst(reviewed: ExpectedAmounts, next: ExpectedAmounts, exactIn: boolean): boolean {
  const worse = exactIn ? reviewed.amountOut - next.amountOut : next.amountIn - reviewed.amountIn;
  const base = exactIn ? reviewed.amountOut : reviewed.amountIn;
  return worse > 0n && worse * BPS >= base * AGAINST_THRESHOLD_BPS;
}
