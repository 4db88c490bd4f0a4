import { type TokenSort, tokenSortValues } from '@interface/tokens';
import { z } from '@interface/zod';
import { lenientParam } from '@/lib/lenient-param';
import { DEFAULT_SORT } from '@/lib/token-sorts';
import { DEFAULT_WATCHLIST_TIMEFRAME, WATCHLIST_TIMEFRAMES, type WatchlistTimeframe } from './watchlist-rows';

/**
 * The watchlist's URL state: discovery's sort keys under discovery's names (`sortBy`, `timeframe`),
 * so a shared link sorts the same way. Junk falls back to the default; defaults are left out.
 * Trending's window is one the batch lookup has figures for (1 hour or 24 hours).
 */
export interface WatchlistSearch {
  sortBy?: TokenSort;
  timeframe?: WatchlistTimeframe;
  page?: number;
}

/** Rows a page shows: 25 rows of figures keep the page well inside its DOM budget (~800 nodes). */
export const WATCHLIST_PAGE_SIZE = 25;

// The router parses `?page=2` to a number: accept a string too.
const pageParam = lenientParam(
  z.pipe(z.pipe(z.union([z.string(), z.number()]), z.transform(Number)), z.int().check(z.gte(1), z.lte(1_000))),
);

const rawSchema = z.object({
  sortBy: lenientParam(z.enum(tokenSortValues)),
  timeframe: lenientParam(z.enum(WATCHLIST_TIMEFRAMES)),
  page: pageParam,
});

/** The route's `validateSearch`. Every key present (undefined when unset), so junk in the URL is overwritten. */
export const watchlistSearchSchema = z.pipe(
  rawSchema,
  z.transform(
    (raw: z.output<typeof rawSchema>): WatchlistSearch => ({
      sortBy: raw.sortBy === DEFAULT_SORT ? undefined : raw.sortBy,
      timeframe: raw.sortBy !== 'trending' || raw.timeframe === DEFAULT_WATCHLIST_TIMEFRAME ? undefined : raw.timeframe,
      page: raw.page === 1 ? undefined : raw.page,
    }),
  ),
);

/** A new order starts at its first page. */
export const withSort = (current: WatchlistSearch, patch: Omit<WatchlistSearch, 'page'>): WatchlistSearch =>
  watchlistSearchSchema.parse({ ...current, ...patch, page: undefined });

export const withPage = (current: WatchlistSearch, page: number): WatchlistSearch =>
  watchlistSearchSchema.parse({ ...current, page });
