/**
 * Market model constants (shared/spec/decisions.md, "Market model") and exact unit conversions.
 * Every amount is a bigint in the smallest unit (wei for ETH, 10^-18 token for tokens).
 */

import { MARKET_MODEL } from '../../interface/market';

export const TOKEN_DECIMALS = 18;
export const WEI = 10n ** 18n;

export const TOTAL_SUPPLY_WEI = BigInt(MARKET_MODEL.totalSupply) * WEI;
// In tenths of an ETH: exact for 1.5, where a float times 1e18 would not be.
export const CURVE_VIRTUAL_ETH_WEI = (BigInt(MARKET_MODEL.curveVirtualEth * 10) * WEI) / 10n;
export const CURVE_VIRTUAL_TOKEN_WEI = BigInt(MARKET_MODEL.curveVirtualTokens) * WEI;
export const CURVE_SELLABLE_WEI = BigInt(MARKET_MODEL.curveSellableTokens) * WEI;

/** Uniswap V2 pair fee, 0.3%. */
export const PAIR_FEE_BPS = 30;
export const BPS_DENOMINATOR = 10_000n;

/** Beyond this, `10n ** exponent` would be a denial of service, not a number anyone means. */
const MAX_DECIMAL_EXPONENT = 1_000;

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`decimals must be an integer in 0..255, got ${decimals}`);
  }
}

/** A smallest-unit amount as a plain decimal string in whole units, e.g. 1500000000000000000n → "1.5". */
export function formatUnitsExact(amount: bigint, decimals = TOKEN_DECIMALS): string {
  assertDecimals(decimals);
  const sign = amount < 0n ? '-' : '';
  const digits = (amount < 0n ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/**
 * Whole units as a JS number. WHY the string: `Number(wei) / 1e18` rounds twice (bigint → double,
 * then the division), whereas `Number("1.234…")` rounds the exact decimal value once, to the nearest double.
 */
export function weiToNumber(wei: bigint, decimals = TOKEN_DECIMALS): number {
  return Number(formatUnitsExact(wei, decimals));
}

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** `String(n)` is the shortest text that reads back as the same double: "0.1", not 0.1000000000000000055…. */
function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
  return String(value);
}

/**
 * Whole units (ETH by default) to the smallest unit. Strings are parsed as exact decimals, so "0.1" is
 * exactly 10^17 wei. Digits finer than one smallest unit are truncated toward zero: WHY: an amount
 * smaller than 1 wei cannot exist, and truncating never turns a conversion into extra value.
 */
export function ethToWei(eth: number | string, decimals = TOKEN_DECIMALS): bigint {
  assertDecimals(decimals);
  const text = typeof eth === 'number' ? numberToDecimalText(eth) : eth.trim();
  const match = DECIMAL_PATTERN.exec(text);
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match ?? [];
  if (match === null || whole + fraction === '') throw new RangeError(`not a decimal amount: "${text}"`);
  const shift = Number(exponentText) - fraction.length + decimals;
  if (Math.abs(shift) > MAX_DECIMAL_EXPONENT) throw new RangeError(`amount out of range: "${text}"`);
  const mantissa = BigInt(whole + fraction);
  const magnitude = shift >= 0 ? mantissa * 10n ** BigInt(shift) : mantissa / 10n ** BigInt(-shift);
  return sign === '-' ? -magnitude : magnitude;
}
