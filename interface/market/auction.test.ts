import { describe, expect, it } from 'vitest';
import { minimumNextBid } from './auction';

const ether = (text: string) => BigInt(Math.round(Number(text) * 1e6)) * 10n ** 12n;

describe('minimumNextBid', () => {
  it('is 0.01 ETH before anyone bids', () => {
    expect(minimumNextBid(null)).toBe(ether('0.01'));
  });

  it('is the leader’s bid plus 5 %, rounded up to the wei, as FeaturedAuction.minimumBid() is', () => {
    expect(minimumNextBid(ether('0.01'))).toBe(ether('0.0105'));
    expect(minimumNextBid(ether('2'))).toBe(ether('2.1'));
    // 5 % of 21 wei is 1.05 wei: the contract rounds up to 2.
    expect(minimumNextBid(21n)).toBe(23n);
    expect(minimumNextBid(20n)).toBe(21n);
  });
});
