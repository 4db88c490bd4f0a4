import { describe, expect, it } from 'vitest';
import { formatCompactNotation, formatFixed, formatSignificant } from './en-us-number';

/** A deterministic spread of numbers over every magnitude the app shows, with the halfway cases. */
function samples(): number[] {
  let state = 0x2545f491;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  const values = [0, -0, 0.5, 1.005, 1.045, 2.675, 0.125, 999.95, 999.96, 999_949, 999_950, 1e15, 1.5e18, 1e21];
  for (let exponent = -12; exponent <= 22; exponent++) {
    for (let i = 0; i < 40; i++) values.push(random() * 10 ** exponent, -random() * 10 ** exponent);
    // Halfway in the shortest decimal form: 1.5, 12.25, 0.0125…
    values.push(Number(`1.25e${exponent}`), Number(`9.995e${exponent}`), Number(`4.5e${exponent}`));
  }
  for (let i = 0; i < 200; i++) values.push(Math.round(random() * 1e6) / 1000);
  return values;
}

const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options);

describe('en-US numbers without Intl print what Intl prints', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [2, 2],
    [1, 1],
    [3, 0],
  ])('maximumFractionDigits %i, minimumFractionDigits %i', (max, min) => {
    const reference = intl({ maximumFractionDigits: max, minimumFractionDigits: min });
    for (const value of samples())
      expect([value, formatFixed(value, max, min)]).toEqual([value, reference.format(value)]);
  });

  it.each([2, 4])('maximumSignificantDigits %i', (significant) => {
    const reference = intl({ maximumSignificantDigits: significant });
    for (const value of samples()) {
      expect([value, formatSignificant(value, significant)]).toEqual([value, reference.format(value)]);
    }
  });

  it.each([0, 1, 2])('compact notation, maximumFractionDigits %i', (max) => {
    const reference = intl({ notation: 'compact', maximumFractionDigits: max });
    for (const value of samples()) {
      expect([value, formatCompactNotation(value, max)]).toEqual([value, reference.format(value)]);
    }
  });

  it('reads a number as its shortest decimal form and rounds half away from zero', () => {
    expect(formatFixed(1.005, 2)).toBe('1.01');
    expect(formatFixed(-2.5, 0)).toBe('-3');
    expect(formatFixed(0.96, 1)).toBe('1');
    expect(formatCompactNotation(999_960, 1)).toBe('1M');
    expect(formatSignificant(1e21, 4)).toBe('1,000,000,000,000,000,000,000');
  });
});
