/**
 * A quote's slippage bounds, the one copy for the swap service (which encodes them into Router02's
 * call) and the app (which refuses a transaction whose bounds are not these). Bigint, basis points.
 */
const BPS_DENOMINATOR = 10_000n;

/** Whole basis points from 0 to 100%: anything else is a caller's bug, not a trader's choice. */
export function assertSlippage(bps: number): void {
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw new RangeError(`slippage must be 0..10000 bps`);
}

/** floor(amountOut × (10000 − s) / 10000): WHY floor: the guaranteed minimum is never above the promise. */
export function minimumAmountOutFor(amountOut: bigint, slippageBps: number): bigint {
  assertSlippage(slippageBps);
  return (amountOut * (BPS_DENOMINATOR - BigInt(slippageBps))) / BPS_DENOMINATOR;
}

/** ceil(amountIn × (10000 + s) / 10000): WHY ceil: the allowed maximum always covers the quoted input. */
export function maximumAmountInFor(amountIn: bigint, slippageBps: number): bigint {
  assertSlippage(slippageBps);
  const scaled = amountIn * (BPS_DENOMINATOR + BigInt(slippageBps));
  return (scaled + BPS_DENOMINATOR - 1n) / BPS_DENOMINATOR;
}
