/**
 * Prices as the app values holdings: the batch lookup's price (ETH a whole token, a float) becomes
 * wei a whole token once, and from there every value is exact (bigint). Dollars come from the
 * wrapped-ETH / USDC pair's reserves, read on chain with the balances.
 */
import { formatUnits } from 'viem';

/** USD a wei, as the reserves of the wrapped-ETH / USDC pair state it: `usd / eth` (USDC units a wei). */
export interface EthUsdRate {
  usd: bigint;
  eth: bigint;
  /** USDC's decimals. */
  decimals: number;
}

/** Digits of a float that are its own: past 15 significant digits a double carries noise (0.1 → …006). */
const SIGNIFICANT = 15;

/** A price of the service (ETH a whole token) in wei a whole token; null when it is no price. */
export function priceToWei(priceEth: number): bigint | null {
  if (!Number.isFinite(priceEth) || priceEth < 0) return null;
  if (priceEth === 0) return 0n;
  const [mantissa = '0', exponent = '0'] = priceEth.toExponential(SIGNIFICANT - 1).split('e');
  const digits = BigInt(mantissa.replace('.', ''));
  const shift = 18 + Number(exponent) - (SIGNIFICANT - 1);
  return shift >= 0 ? digits * 10n ** BigInt(shift) : digits / 10n ** BigInt(-shift);
}

/** Dollars of `wei` at the pair's rate; null without a rate (no pair, or an empty one). */
export function usdOf(wei: bigint, rate: EthUsdRate | null): number | null {
  if (!rate || rate.eth === 0n) return null;
  return Number(formatUnits((wei * rate.usd) / rate.eth, rate.decimals));
}

/** The share of `supply` that `balance` is, in percent (to 0.0001%). */
export function shareOfSupply(balance: bigint, supply: bigint): number {
  if (supply <= 0n) return 0;
  return Number((balance * 1_000_000n) / supply) / 10_000;
}
