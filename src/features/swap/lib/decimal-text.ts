/** Typed decimal text, split exactly into its digits, or why it is not one. */
export type DecimalText =
  | { kind: 'number'; whole: string; fraction: string }
  | { kind: 'empty' }
  | { kind: 'negative' }
  | { kind: 'not-a-number' };

/**
 * Reads what a person types in an amount or percentage field: digits with an optional point, either
 * side may be empty ("1.", ".5"), surrounding spaces ignored. `whole` loses its leading zeros and
 * `fraction` its trailing ones, so each digit left counts. WHY digits and not Number: a typed value
 * must convert exactly (0.29 × 100 is 28.999999999999996 in floating point), and exponents, commas
 * and hex are not what people mean by an amount.
 */
export function readDecimalText(text: string): DecimalText {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  if (typed.startsWith('-')) return { kind: 'negative' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(typed);
  if (!match || (match[1] === '' && !match[2])) return { kind: 'not-a-number' };
  return {
    kind: 'number',
    whole: (match[1] ?? '').replace(/^0+/, ''),
    fraction: (match[2] ?? '').replace(/0+$/, ''),
  };
}
