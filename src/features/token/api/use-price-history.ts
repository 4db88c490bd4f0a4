import { type QueryClient, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { env } from '@/app/env';
import { tokenKeys } from './keys';
import { browserHistoryStore } from './read-price-history-cache';
import { readPriceHistoryFromChain } from './read-price-history-client';

/**
 * New blocks are read every half minute (and at once after a trade from this page, which invalidates
 * the token's queries); the cache makes each read cover only the blocks since the last one. Trades
 * pushed live reach the chart between reads through its `liveTrades`.
 */
const HISTORY_REFRESH_MS = 30_000;

const store = browserHistoryStore();

interface HistoryToken {
  address: string;
  created_at: string;
}

export const priceHistoryQueryOptions = (token: HistoryToken) =>
  queryOptions({
    queryKey: tokenKeys.priceHistory(token.address),
    queryFn: ({ signal, client }) =>
      readPriceHistoryFromChain({
        chainId: env.chainId,
        token: token.address as Address,
        createdAt: token.created_at,
        store,
        signal,
        // Kept beside the history, whoever started the read (the route's prefetch or the chart).
        onProgress: (backTo) => client.setQueryData(tokenKeys.priceHistoryProgress(token.address), backTo),
      }),
    staleTime: HISTORY_REFRESH_MS,
    refetchInterval: HISTORY_REFRESH_MS,
    // log-pages has retried what can be retried: the fallback line shows at once, with a retry button.
    retry: false,
    // Read from the chain, not the server's first reads: the page's first render does not wait for it.
    meta: { firstRead: false },
  });

/** Starts the history read (the route's loader, as the page opens: the chart does not wait for it). */
export const prefetchPriceHistory = (queryClient: QueryClient, token: HistoryToken) =>
  queryClient.prefetchQuery(priceHistoryQueryOptions(token));

export function usePriceHistory(token: HistoryToken) {
  const query = useQuery(priceHistoryQueryOptions(token));
  // How far back the first read has gone (unix seconds), for the loading state's words.
  const progress = useQuery<number>({ queryKey: tokenKeys.priceHistoryProgress(token.address), queryFn: skipToken });
  return { query, backTo: progress.data ?? null };
}
