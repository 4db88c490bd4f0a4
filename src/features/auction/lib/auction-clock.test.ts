import { describe, expect, it } from 'vitest';
import { chainClockOffset, dayDate, movedEnd } from './auction-clock';

describe('the chain’s clock', () => {
  it('runs ahead by what the latest block is ahead of us, never behind', () => {
    expect(chainClockOffset(1_000_000 + 86_400_000, 1_000_000)).toBe(86_400_000);
    // An idle chain's latest block is old; its next block is mined at the current time.
    expect(chainClockOffset(1_000_000 - 3_600_000, 1_000_000)).toBe(0);
  });

  it('names a contract day as its calendar date', () => {
    expect(dayDate(20_784n)).toBe('2026-11-27');
  });
});

describe('the moved end', () => {
  const end = { day: 20_784n, endsAt: 1_795_737_600_000 };

  it('is the same auction ending later', () => {
    expect(movedEnd(end, { ...end, endsAt: end.endsAt + 300_000 })).toEqual({
      from: end.endsAt,
      to: end.endsAt + 300_000,
    });
  });

  it('is not a first read, an unchanged end, or the next day’s auction', () => {
    expect(movedEnd(undefined, end)).toBeNull();
    expect(movedEnd(end, end)).toBeNull();
    expect(movedEnd(end, { day: end.day + 1n, endsAt: end.endsAt + 86_400_000 })).toBeNull();
  });
});
