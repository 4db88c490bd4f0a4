import { describe, expect, it } from 'vitest';
import { watchlistSearchSchema, withSort } from './search-params';

describe('watchlistSearchSchema', () => {
  it('keeps a sort and a window the watchlist has, and drops defaults and junk', () => {
    expect(watchlistSearchSchema.parse({ sortBy: 'trending', timeframe: '1h' })).toEqual({
      sortBy: 'trending',
      timeframe: '1h',
      page: undefined,
    });
    expect(watchlistSearchSchema.parse({ sortBy: 'newest', timeframe: '24h', page: '1' })).toEqual({
      sortBy: undefined,
      timeframe: undefined,
      page: undefined,
    });
    expect(watchlistSearchSchema.parse({ page: '3' }).page).toBe(3);
    // 5 minutes is discovery's, not a window the batch lookup has figures for.
    expect(watchlistSearchSchema.parse({ sortBy: 'trending', timeframe: '5m' }).timeframe).toBeUndefined();
    expect(watchlistSearchSchema.parse({ sortBy: 'best', timeframe: 7, page: -2 })).toEqual({
      sortBy: undefined,
      timeframe: undefined,
      page: undefined,
    });
  });

  it('forgets the window once the sort is no longer trending, and starts a new order at page 1', () => {
    expect(withSort({ sortBy: 'trending', timeframe: '1h', page: 2 }, { sortBy: 'mcap-high' })).toEqual({
      sortBy: 'mcap-high',
      timeframe: undefined,
      page: undefined,
    });
  });
});
