import { describe, expect, it } from 'vitest';
import { activityLabel, formatPoints } from './format-points';

describe('formatPoints', () => {
  it('shows shares of points with up to two decimals, and large totals compactly', () => {
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(12.5)).toBe('12.5');
    expect(formatPoints(1310.456)).toBe('1,310.46');
    expect(formatPoints(25_300)).toBe('25.3K');
    expect(formatPoints(Number.NaN)).toBe('—');
  });

  it('names the activity types, and shows an unknown one as sent', () => {
    expect(activityLabel('token_creation')).toBe('Token created');
    expect(activityLabel('signup')).toBe('Joined');
    expect(activityLabel('airdrop')).toBe('airdrop');
  });
});
