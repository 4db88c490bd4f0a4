/**
 * Token amounts (bigint, in the token's smallest unit) as text, rounded the way the figure's meaning
 * asks: a bound is a promise, so a minimum the trader will receive is rounded down and a maximum they
 * may pay is rounded up; any other figure to the nearest. The rounding is exact (bigint), never the
 * float's: a figure on screen never promises more than the chain will do.
 */
import { formatUnits } from 'viem';
import { formatAmount } from './format';

export type Rounding = 'nearest' | 'down' | 'up';

/** The rounding of a bound: a minimum down, a maximum up. */
export const boundRounding = (bound: 'minimum' | 'maximum'): Rounding => (bound === 'minimum' ? 'down' : 'up');

const pow10 = (exponent: number) => 10n ** BigInt(Math.max(exponent, 0));

/** `amount` (≥ 0) to a multiple of `step`, in the given direction. */
function toStep(amount: bigint, step: bigint, rounding: Exclude<Rounding, 'nearest'>): bigint {
  const below = (amount / step) * step;
  return rounding === 'up' && below !== amount ? below + step : below;
}

/**
 * The power of ten of the last digit `formatAmount` shows for a value whose leading digit is at
 * 10^`lead`: one decimal of the compact unit from 1,000 on (1.2K, 3.4M), one decimal from 100, two
 * from 1, four significant digits below 1.
 */
function lastDigitExponent(lead: number): number {
  if (lead >= 3) return 3 * Math.min(Math.floor(lead / 3), 4) - 1;
  if (lead === 2) return -1;
  if (lead >= 0) return -2;
  return lead - 3;
}

/**
 * About five characters, as the app shows amounts (formatAmount: "1.05K", "0.0₇218"), rounded
 * exactly in the given direction first. Negative amounts are not amounts here.
 */
export function formatUnitsCompact(amount: bigint, decimals = 18, rounding: Rounding = 'nearest'): string {
  if (amount <= 0n || rounding === 'nearest') return formatAmount(Number(formatUnits(amount, decimals)));
  const lead = amount.toString().length - 1 - decimals;
  const step = pow10(lastDigitExponent(lead) + decimals);
  // The rounded value has at most five significant digits: formatAmount shows it as it is.
  return formatAmount(Number(formatUnits(toStep(amount, step, rounding), decimals)));
}

/**
 * Plain digits with at most `maxFraction` decimals ("1.234567", for fields and exact figures),
 * truncated by default; a positive amount that shows as zero reads "<0.000001".
 */
export function formatUnitsFixed(
  amount: bigint,
  decimals: number,
  maxFraction = 6,
  rounding: Exclude<Rounding, 'nearest'> = 'down',
): string {
  const rounded = amount > 0n ? toStep(amount, pow10(decimals - maxFraction), rounding) : amount;
  const [whole, fraction = ''] = formatUnits(rounded, decimals).split('.');
  const kept = fraction.slice(0, maxFraction).replace(/0+$/, '');
  if (kept === '' && whole === '0' && amount > 0n) return `<0.${'0'.repeat(maxFraction - 1)}1`;
  return kept ? `${whole}.${kept}` : whole!;
}
