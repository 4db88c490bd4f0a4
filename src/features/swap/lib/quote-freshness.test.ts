import { describe, expect, it } from 'vitest';
import { isQuoteFresh, QUOTE_MAX_AGE_MS } from './quote-freshness';

describe('isQuoteFresh', () => {
  const received = 1_700_000_000_000;

  it('holds for 30 s, to the millisecond', () => {
    expect(QUOTE_MAX_AGE_MS).toBe(30_000);
    expect(isQuoteFresh(received, received)).toBe(true);
    expect(isQuoteFresh(received, received + 30_000)).toBe(true);
    expect(isQuoteFresh(received, received + 30_001)).toBe(false);
  });

  it('is not fresh when the clock went back since it arrived', () => {
    expect(isQuoteFresh(received, received - 1)).toBe(false);
  });
});
