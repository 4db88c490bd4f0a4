/**
 * Numbers as en-US text without Intl: digit for digit what `Intl.NumberFormat('en-US', …)` prints for
 * the options the app uses (en-us-number.test.ts compares them). WHY: a page's first Intl call loads
 * ICU's locale data, ~150 ms at 4x CPU slowdown, and the first render of every page formats numbers.
 *
 * Like V8's Intl, a number is read as its shortest decimal form (1.005, not 1.00499…) and rounded half
 * away from zero. Callers pass finite numbers.
 */

/** `digits` (no leading zero, except zero's own "0") with the decimal point after `point` of them. */
interface Decimal {
  digits: string;
  point: number;
}

const ZERO: Decimal = { digits: '0', point: 1 };

function decimalOf(abs: number): Decimal {
  if (abs === 0) return ZERO;
  const [mantissa = '0', exponent = '0'] = abs.toExponential().split('e');
  return { digits: mantissa.replace('.', ''), point: Number(exponent) + 1 };
}

/** Keeps the first `keep` digits (none when `keep` ≤ 0), rounding half away from zero. */
function round({ digits, point }: Decimal, keep: number): Decimal {
  if (keep >= digits.length) return { digits, point };
  if (keep < 0 || (digits[keep] ?? '0') < '5') return keep > 0 ? { digits: digits.slice(0, keep), point } : ZERO;
  const kept = keep > 0 ? digits.slice(0, keep) : '';
  const nines = kept.length - kept.replace(/9+$/, '').length;
  const head = kept.slice(0, kept.length - nines);
  const zeros = '0'.repeat(nines);
  // 0.96 → 1.0: all kept digits were nines, so the carry adds a digit in front.
  if (!head) return { digits: `1${zeros}`, point: point + 1 };
  return { digits: `${head.slice(0, -1)}${Number(head.at(-1)) + 1}${zeros}`, point };
}

/** `minimumGrouping`: compact notation groups only from five integer digits ("1000T", "10,000T"), like ICU. */
const group = (integer: string, minimumGrouping: number) =>
  integer.length < minimumGrouping + 3 ? integer : integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function render({ digits, point }: Decimal, minFraction: number, minimumGrouping = 1): string {
  const integer = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  const fraction = (point >= 0 ? digits.slice(point) : `${'0'.repeat(-point)}${digits}`)
    .replace(/0+$/, '')
    .padEnd(minFraction, '0');
  const grouped = group(integer, minimumGrouping);
  return fraction ? `${grouped}.${fraction}` : grouped;
}

const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** `maximumFractionDigits` / `minimumFractionDigits`: 1234.5678 with 2 → "1,234.57". */
export function formatFixed(value: number, maxFraction: number, minFraction = 0): string {
  const decimal = decimalOf(Math.abs(value));
  return `${signOf(value)}${render(round(decimal, decimal.point + maxFraction), minFraction)}`;
}

/** `maximumSignificantDigits`: 12345.678 with 4 → "12,350". */
export function formatSignificant(value: number, significant: number): string {
  return `${signOf(value)}${render(round(decimalOf(Math.abs(value)), significant), 0)}`;
}

const COMPACT_UNITS = ['', 'K', 'M', 'B', 'T'] as const;
const unitFor = (point: number) => Math.min(Math.max(Math.floor((point - 1) / 3), 0), COMPACT_UNITS.length - 1);

/** `notation: 'compact'` with `maximumFractionDigits`: 1234567 with 1 → "1.2M", 999,960 → "1M". */
export function formatCompactNotation(value: number, maxFraction: number): string {
  const decimal = decimalOf(Math.abs(value));
  const scaled = (unit: number) => {
    const shifted = { digits: decimal.digits, point: decimal.point - 3 * unit };
    return round(shifted, shifted.point + maxFraction);
  };
  let unit = unitFor(decimal.point);
  let text = scaled(unit);
  // Rounding may reach the next unit: 999.96K is 1M.
  const carried = unitFor(text.point + 3 * unit);
  if (carried > unit) {
    unit = carried;
    text = scaled(unit);
  }
  return `${signOf(value)}${render(text, 0, 2)}${COMPACT_UNITS[unit]}`;
}
