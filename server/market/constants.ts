/**
 * Market model constants (shared/spec/decisions.md, "Market model") and exact unit conversions.
 * Every amount is a bigint in the smallest unit (wei for ETH, 10^-18 token for tokens).
 */

import { formatUnits } from 'viem';
import { MARKET_MODEL } from '../../interface/market';

export const TOKEN_DECIMALS = 18;
export const WEI = 10n ** 18n;

export const TOTAL_SUPPLY_WEI = BigInt(MARKET_MODEL.totalSupply) * WEI;
// In tenths of an ETH: exact for 1.5, where a float times 1e18 would not be.
export const CURVE_VIRTUAL_ETH_WEI = (BigInt(MARKET_MODEL.curveVirtualEth * 10) * WEI) / 10n;
export const CURVE_VIRTUAL_TOKEN_WEI = BigInt(MARKET_MODEL.curveVirtualTokens) * WEI;
export const CURVE_SELLABLE_WEI = BigInt(MARKET_MODEL.curveSellableTokens) * WEI;

export const BPS_DENOMINATOR = 10_000n;

/**
 * Whole units as a JS number. WHY the string: `Number(wei) / 1e18` rounds twice (bigint → double,
 * then the division), whereas `Number("1.234…")` rounds the exact decimal value once, to the nearest double.
 */
export function weiToNumber(wei: bigint, decimals = TOKEN_DECIMALS): number {
  return Number(formatUnits(wei, decimals));
}
