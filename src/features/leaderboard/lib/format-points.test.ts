import { describe, expect, it } from 'vitest';
import { formatPoints } from './format-points';

describe('formatPoints', () => {
  it('writes points in full with separators and up to two decimals', () => {
    expect(formatPoints(1234567.891)).toBe('1,234,567.89');
    expect(formatPoints(100)).toBe('100');
    expect(formatPoints(0.5)).toBe('0.5');
    expect(formatPoints(Number.NaN)).toBe('—');
  });
});
