/**
 * Constant-product bonding curve with virtual reserves (decisions.md, "Market model").
 * k = virtualEth × virtualToken. Every rounding favours the curve, so k never decreases and the
 * curve always holds at least the ETH it owes to the sellers of every token it has sold.
 * No fee is charged on the curve.
 */
import {
  CURVE_SELLABLE_WEI,
  CURVE_VIRTUAL_ETH_WEI,
  CURVE_VIRTUAL_TOKEN_WEI,
  TOTAL_SUPPLY_WEI,
  weiToNumber,
} from './constants';

export interface CurveState {
  virtualEth: bigint;
  virtualToken: bigint;
}

export interface CurveBuyResult {
  tokensOut: bigint;
  /** ETH taken: `ethIn`, or less when the buy hits the end of the curve. */
  ethUsed: bigint;
  state: CurveState;
  /** True when this buy sells the last token of the curve (the token graduates). */
  completes: boolean;
}

export interface CurveSellResult {
  ethOut: bigint;
  state: CurveState;
}

export function initialCurveState(): CurveState {
  return { virtualEth: CURVE_VIRTUAL_ETH_WEI, virtualToken: CURVE_VIRTUAL_TOKEN_WEI };
}

export function tokensSoldOnCurve(state: CurveState): bigint {
  return CURVE_VIRTUAL_TOKEN_WEI - state.virtualToken;
}

export function tokensLeftOnCurve(state: CurveState): bigint {
  return CURVE_SELLABLE_WEI - tokensSoldOnCurve(state);
}

/** The real ETH the curve holds (the virtual 1.5 ETH is not money anyone paid). */
export function curveEthRaised(state: CurveState): bigint {
  return state.virtualEth - CURVE_VIRTUAL_ETH_WEI;
}

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/**
 * ETH needed to take `tokensOut` from the curve. Rounded UP: WHY: the buyer pays at least the exact
 * price, so (virtualEth + eth) × (virtualToken − tokensOut) ≥ k.
 */
export function curveEthForTokens(state: CurveState, tokensOut: bigint): bigint {
  if (tokensOut < 0n || tokensOut >= state.virtualToken) {
    throw new RangeError(`tokensOut must be in 0..${state.virtualToken - 1n}, got ${tokensOut}`);
  }
  return ceilDiv(state.virtualEth * tokensOut, state.virtualToken - tokensOut);
}

/**
 * Buy with `ethIn` wei. tokensOut is rounded DOWN: WHY: the curve keeps the remainder, so k never
 * decreases. A buy past the sellable amount is capped to the tokens left and charged only the ETH
 * they cost. A dust buy can give 0 tokens for its ETH; callers should refuse it.
 */
export function curveBuy(state: CurveState, ethIn: bigint): CurveBuyResult {
  if (ethIn < 0n) throw new RangeError(`ethIn must not be negative, got ${ethIn}`);
  const tokensLeft = tokensLeftOnCurve(state);
  if (tokensLeft <= 0n) throw new RangeError('the curve is complete: the token trades on its pair');
  const uncapped = (state.virtualToken * ethIn) / (state.virtualEth + ethIn);
  const capped = uncapped >= tokensLeft;
  const tokensOut = capped ? tokensLeft : uncapped;
  const ethUsed = capped ? curveEthForTokens(state, tokensLeft) : ethIn;
  return {
    tokensOut,
    ethUsed,
    state: { virtualEth: state.virtualEth + ethUsed, virtualToken: state.virtualToken - tokensOut },
    completes: capped,
  };
}

/**
 * Sell `tokensIn` back to the curve. ethOut is rounded DOWN: WHY: the seller never gets more than the
 * exact price, so k never decreases and the real ETH never goes below zero.
 */
export function curveSell(state: CurveState, tokensIn: bigint): CurveSellResult {
  if (tokensIn < 0n) throw new RangeError(`tokensIn must not be negative, got ${tokensIn}`);
  const sold = tokensSoldOnCurve(state);
  if (tokensIn > sold) throw new RangeError(`cannot sell ${tokensIn} tokens: the curve has sold only ${sold}`);
  const ethOut = (state.virtualEth * tokensIn) / (state.virtualToken + tokensIn);
  return {
    ethOut,
    state: { virtualEth: state.virtualEth - ethOut, virtualToken: state.virtualToken + tokensIn },
  };
}

const PRICE_SCALE_DECIMALS = 36;

/** Marginal price in ETH per token (virtualEth / virtualToken), to ~36 decimals before the float. */
export function curvePrice(state: CurveState): number {
  const scaled = (state.virtualEth * 10n ** BigInt(PRICE_SCALE_DECIMALS)) / state.virtualToken;
  return weiToNumber(scaled, PRICE_SCALE_DECIMALS);
}

/** The largest double below 1. */
const ALMOST_ONE = 1 - Number.EPSILON / 2;

/**
 * Tokens sold / 800,000,000, in [0, 1]. Exactly 1 only when the curve is complete. WHY the clamp: a
 * curve 1 wei short of complete would otherwise round to the double 1 and read as "live".
 */
export function fundingProgress(state: CurveState): number {
  const sold = tokensSoldOnCurve(state);
  if (sold <= 0n) return 0;
  if (sold >= CURVE_SELLABLE_WEI) return 1;
  const scaled = (sold * 10n ** BigInt(PRICE_SCALE_DECIMALS)) / CURVE_SELLABLE_WEI;
  return Math.min(weiToNumber(scaled, PRICE_SCALE_DECIMALS), ALMOST_ONE);
}

/** The reserves that seed the pair at graduation: the curve's real ETH and every token not sold. */
export function graduationPair(state: CurveState): { ethReserve: bigint; tokenReserve: bigint } {
  return { ethReserve: curveEthRaised(state), tokenReserve: TOTAL_SUPPLY_WEI - tokensSoldOnCurve(state) };
}
