import type { BatchToken, Timeframe, TokenSort } from '@interface/tokens';
import type { BatchLookup } from '@/lib/batch-lookup';

/** The windows the batch lookup carries figures for: trending on the watchlist is over one of these. */
export const WATCHLIST_TIMEFRAMES = ['1h', '24h'] as const satisfies readonly Timeframe[];
export type WatchlistTimeframe = (typeof WATCHLIST_TIMEFRAMES)[number];
/** Discovery's default window too. */
export const DEFAULT_WATCHLIST_TIMEFRAME: WatchlistTimeframe = '24h';

export type WatchlistRow =
  | { address: string; state: 'found'; token: BatchToken }
  | { address: string; state: 'not-found' }
  | { address: string; state: 'error'; message: string }
  /** Starred after the last lookup: its figures come with the next. */
  | { address: string; state: 'loading' };

const trades = (t: BatchToken, w: WatchlistTimeframe) =>
  w === '1h' ? (t.txns_1h_buys ?? 0) + (t.txns_1h_sells ?? 0) : (t.txns_24h_buys ?? 0) + (t.txns_24h_sells ?? 0);
const volume = (t: BatchToken, w: WatchlistTimeframe) => (w === '1h' ? t.volume_1h : t.volume_24h) ?? 0;
const byAddress = (a: BatchToken, b: BatchToken) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0);
const byCreated = (a: BatchToken, b: BatchToken) => Date.parse(a.created_at) - Date.parse(b.created_at);

/**
 * The order discovery's list has for the same key, as the launch service sorts it
 * (server/launch/token-queries.ts): ties broken the same way, by address last.
 */
function compareTokens(sort: TokenSort, timeframe: WatchlistTimeframe) {
  return (a: BatchToken, b: BatchToken): number => {
    switch (sort) {
      case 'newest':
        return byCreated(b, a) || byAddress(a, b);
      case 'oldest':
        return byCreated(a, b) || byAddress(a, b);
      case 'mcap-high':
        return b.market_cap - a.market_cap || byAddress(a, b);
      case 'mcap-low':
        return a.market_cap - b.market_cap || byAddress(a, b);
      case 'trending':
        return (
          trades(b, timeframe) - trades(a, timeframe) ||
          volume(b, timeframe) - volume(a, timeframe) ||
          byCreated(b, a) ||
          byAddress(a, b)
        );
    }
  };
}

/**
 * One row per starred address: the tokens with figures in the chosen order, then the others (not
 * found, failed, not looked up yet) in the order they were starred, so that none is ever hidden.
 */
export function watchlistRows(
  addresses: readonly string[],
  lookup: BatchLookup | undefined,
  sort: TokenSort,
  timeframe: WatchlistTimeframe,
): WatchlistRow[] {
  const found: Extract<WatchlistRow, { state: 'found' }>[] = [];
  const rest: WatchlistRow[] = [];
  for (const address of addresses) {
    const token = lookup?.tokens.get(address);
    const message = lookup?.errors.get(address);
    if (token) found.push({ address, state: 'found', token });
    else if (lookup?.notFound.has(address)) rest.push({ address, state: 'not-found' });
    else if (message !== undefined) rest.push({ address, state: 'error', message });
    else rest.push({ address, state: 'loading' });
  }
  const compare = compareTokens(sort, timeframe);
  found.sort((a, b) => compare(a.token, b.token));
  return [...found, ...rest];
}
