import type { Timeframe, TokenSort } from '@interface/tokens';

/**
 * How token lists are ordered, as the person picks it: discovery's grid (sorted by the service) and
 * the watchlist (sorted in the page) offer the same keys under the same words.
 */
export const DEFAULT_SORT: TokenSort = 'newest';
export const DEFAULT_TIMEFRAME: Timeframe = '24h';

export const TOKEN_SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'trending', label: 'Trending' },
  { value: 'mcap-high', label: 'Market cap ↓' },
  { value: 'mcap-low', label: 'Market cap ↑' },
] as const satisfies readonly { value: TokenSort; label: string }[];

/** Trending's windows: the most trades in it, then the most volume. */
export const TIMEFRAME_OPTIONS = [
  { value: '5m', label: '5 min' },
  { value: '1h', label: '1 hour' },
  { value: '6h', label: '6 hours' },
  { value: '24h', label: '24 hours' },
] as const satisfies readonly { value: Timeframe; label: string }[];
