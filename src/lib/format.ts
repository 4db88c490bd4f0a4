/**
 * Numbers the way traders read them. Every function is pure, locale-fixed (en-US) so that the same
 * token reads the same for everyone, and safe on NaN / Infinity (shown as an em dash).
 */
import { formatCompactNotation, formatFixed, formatSignificant } from './en-us-number';

const DASH = '—';
/** U+2212: a real minus sign is as wide as "+", so signed columns line up. */
const MINUS = '\u2212';
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
/** From this many zeros after the decimal point, tiny numbers collapse them into a subscript count. */
const SUBSCRIPT_FROM_ZEROS = 4;

const toSubscript = (n: number) =>
  String(n)
    .split('')
    .map((d) => SUBSCRIPT_DIGITS[Number(d)])
    .join('');

/**
 * A number below 1 with `significant` digits: 0.0523, 0.000123, and from four leading zeros on with
 * the zeros counted in a subscript: 0.0000000218 → "0.0₇218". Trailing zeros are dropped.
 */
function formatBelowOne(abs: number, significant: number): string {
  const [mantissa = '0', exponent = '0'] = abs.toExponential(significant - 1).split('e');
  const exp = Number(exponent);
  // Rounding can carry up to 1 (0.99996 → 1.000e+0): let the caller's ≥ 1 branch handle that.
  if (exp >= 0) return formatFixed(Number(mantissa) * 10 ** exp, 2);
  const digits = mantissa.replace('.', '').replace(/0+$/, '') || '0';
  const zeros = -exp - 1;
  if (zeros >= SUBSCRIPT_FROM_ZEROS) return `0.0${toSubscript(zeros)}${digits}`;
  return `0.${'0'.repeat(zeros)}${digits}`;
}

/**
 * 1234 → "1.2K", 3_400_000 → "3.4M" (compact notation, which also carries 999.96K to "1M");
 * below 1000 as is (up to 2 decimals).
 */
export function formatCompact(value: number, fractionDigits = 1): string {
  if (!Number.isFinite(value)) return DASH;
  const sign = value < 0 ? MINUS : '';
  const abs = Math.abs(value);
  // 999.996 would print as "1,000" below: compact says 1K.
  if (Number(abs.toFixed(2)) >= 1000) return `${sign}${formatCompactNotation(abs, fractionDigits)}`;
  if (abs > 0 && abs < 0.01) return `${sign}${formatBelowOne(abs, 2)}`;
  return `${sign}${formatFixed(abs, 2)}`;
}

/** Counts (holders, transactions): whole numbers with separators, compact from 10,000 on. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return DASH;
  return Math.abs(value) < 10_000 ? formatFixed(value, 0) : formatCompact(value);
}

/**
 * A price or amount without unit, at most about five characters wide: compact from 1,000 on, one
 * decimal from 100, two from 1, and `significant` digits below 1 with subscript zeros for the tiny
 * ones (bonding-curve prices are ~1e-8 ETH).
 */
export function formatAmount(value: number, significant = 4): string {
  if (!Number.isFinite(value)) return DASH;
  if (value === 0) return '0';
  const sign = value < 0 ? MINUS : '';
  const abs = Math.abs(value);
  // 999.96 at one decimal is 1,000.0: it reads "1K", like the compact numbers above it.
  if (abs >= 999.95) return `${sign}${formatCompact(Math.max(abs, 1000))}`;
  if (abs >= 99.995) return `${sign}${formatFixed(abs, 1)}`;
  if (abs >= 1) return `${sign}${formatFixed(abs, 2)}`;
  return `${sign}${formatBelowOne(abs, significant)}`;
}

/** A token price in ETH: 0.0000000218 → "0.0₇218". */
export const formatPrice = (eth: number) => formatAmount(eth);

/**
 * A price in plain digits, for screen readers: "0.0₇218" reads aloud as "subscript seven", while
 * "0.0000000218" reads as a number.
 */
export function formatSpokenPrice(eth: number): string {
  return Number.isFinite(eth) ? formatSignificant(eth, 4) : DASH;
}

/** "1.25 ETH", "12.3K ETH", "0.0₅42 ETH". */
export function formatEth(eth: number, significant = 4): string {
  const amount = formatAmount(eth, significant);
  return amount === DASH ? DASH : `${amount} ETH`;
}

/** "$1,234.56"; compact from $100,000 ("$1.2M"); tiny values with subscript zeros. */
export function formatUsd(usd: number): string {
  if (!Number.isFinite(usd)) return DASH;
  const sign = usd < 0 ? MINUS : '';
  const abs = Math.abs(usd);
  if (abs >= 100_000) return `${sign}$${formatCompact(abs)}`;
  if (abs >= 1 || abs === 0) return `${sign}$${formatFixed(abs, 2, 2)}`;
  return `${sign}$${formatBelowOne(abs, 4)}`;
}

/** A change given in percent: "+12.3%", "−4.5%", "0.0%", "+1.2K%". */
export function formatPercentChange(percent: number): string {
  if (!Number.isFinite(percent)) return DASH;
  const abs = Math.abs(percent);
  const body = abs >= 1000 ? formatCompact(abs) : formatFixed(abs, 1, 1);
  if (body === '0.0') return '0.0%';
  return `${percent > 0 ? '+' : MINUS}${body}%`;
}

/** A share already in percent, unsigned: 42.137 → "42.1%". */
export function formatPercent(percent: number, fractionDigits = 1): string {
  if (!Number.isFinite(percent)) return DASH;
  return `${formatFixed(percent, fractionDigits)}%`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

/** How long ago: "now", "42s", "5m", "3h", "2d", "1y". A future time (clock skew) reads "now". */
export function formatAge(from: string | Date, now: number = Date.now()): string {
  const time = typeof from === 'string' ? Date.parse(from) : from.getTime();
  if (Number.isNaN(time)) return DASH;
  const elapsed = now - time;
  if (elapsed < SECOND) return 'now';
  if (elapsed < MINUTE) return `${Math.floor(elapsed / SECOND)}s`;
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < YEAR) return `${Math.floor(elapsed / DAY)}d`;
  return `${Math.floor(elapsed / YEAR)}y`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left, for countdowns: "1d 02h 05m", "2h 05m 09s", "5m 09s", "9s"; 0 or less → "0s". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '0s';
  const total = Math.floor(ms / SECOND);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days}d ${pad(hours)}h ${pad(minutes)}m`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m ${pad(seconds)}s`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
}

/**
 * Points as the services count them (referral shares are fractional, rounded to two decimals),
 * written in full with separators and always two decimals, so that right-aligned columns line up
 * and compare digit by digit.
 */
export function formatPoints(points: number): string {
  return Number.isFinite(points) ? formatFixed(points, 2, 2) : DASH;
}

/** 0x1234…abcd: enough to recognise an address, short enough for a card. */
export function shortAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
