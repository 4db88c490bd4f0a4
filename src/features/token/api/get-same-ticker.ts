import { tokenListResponseSchema } from '@interface/tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/app/env';
import { getJson } from '@/lib/http';
import { otherAddressesWithTicker, type SameTicker } from '../lib/same-ticker';
import { tokenKeys } from './keys';

/**
 * Pages of a search for the ticker read at most: 240 tokens. The search also matches names and
 * descriptions, so a common word can match thousands; past this the warning says "at least".
 */
export const SAME_TICKER_MAX_PAGES = 10;

function searchPage(ticker: string, page: number, signal?: AbortSignal) {
  const search = ticker.trim().slice(0, 200);
  return getJson(env.launchApiUrl, '/api/tokens', { search, page }, tokenListResponseSchema, { signal });
}

/** Other tokens under exactly this ticker, across every page of a search for it (up to the bound). */
async function findSameTicker(ticker: string, address: string, signal?: AbortSignal): Promise<SameTicker> {
  const first = await searchPage(ticker, 1, signal);
  const pages = Math.min(first.totalPages, SAME_TICKER_MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => searchPage(ticker, i + 2, signal)),
  );
  const tokens = [first, ...rest].flatMap((list) => list.tokens);
  return { count: otherAddressesWithTicker(ticker, address, tokens).size, atLeast: first.totalPages > pages };
}

/** Launches are not that frequent: a minute's freshness. */
const sameTickerQueryOptions = (ticker: string, address: string) =>
  queryOptions({
    queryKey: tokenKeys.sameTicker(ticker, address),
    queryFn: ({ signal }) => findSameTicker(ticker, address, signal),
    staleTime: 60_000,
    enabled: ticker.trim().length > 0,
  });

const NONE: SameTicker = { count: 0, atLeast: false };

export const useSameTicker = (ticker: string, address: string) =>
  useQuery(sameTickerQueryOptions(ticker, address)).data ?? NONE;
