import { describe, expect, it } from 'vitest';
import { formatEth } from '@/lib/format';
import { nextBidAtLeastEth } from './next-bid';

const shown = (leader: number | null) => formatEth(nextBidAtLeastEth(leader));

describe('nextBidAtLeastEth', () => {
  it('is the contract’s minimum: 0.01 ETH first, then 5 % over the leader', () => {
    expect(shown(null)).toBe('0.01 ETH');
    expect(shown(0.01)).toBe('0.0105 ETH');
    expect(shown(2)).toBe('2.1 ETH');
    expect(shown(0.012345)).toBe('0.01297 ETH');
  });

  it('rounds up to the digits shown, never down', () => {
    // 1.2332 × 1.05 = 1.29486, which two decimals round to 1.29: below the minimum.
    expect(shown(1.2332)).toBe('1.3 ETH');
    expect(shown(150)).toBe('157.5 ETH');
    expect(shown(1234)).toBe('1.3K ETH');
    for (const leader of [0.0107, 0.9999, 1.2332, 47.11, 99.9, 333.3]) {
      expect(nextBidAtLeastEth(leader)).toBeGreaterThanOrEqual(leader * 1.05);
    }
  });
});
