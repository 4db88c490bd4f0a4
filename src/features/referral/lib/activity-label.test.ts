import { describe, expect, it } from 'vitest';
import { activityLabel } from './activity-label';

describe('activityLabel', () => {
  it('names the activity types, and shows an unknown one as sent', () => {
    expect(activityLabel('token_creation')).toBe('Token created');
    expect(activityLabel('signup')).toBe('Joined');
    expect(activityLabel('airdrop')).toBe('airdrop');
  });
});
