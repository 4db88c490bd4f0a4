import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import { tokenKeys } from './keys';
import { browserHistoryStore } from './read-price-history-cache';
import { readPriceHistoryWith } from './read-price-history-client';

/**
 * New blocks are read every half minute (and at once after a trade from this page, which invalidates
 * the token's queries); the cache makes each read cover only the blocks since the last one. Trades
 * pushed live reach the chart between reads through its `liveTrades`.
 */
const HISTORY_REFRESH_MS = 30_000;

const store = browserHistoryStore();

export function usePriceHistory(config: Config, token: { address: string; created_at: string }) {
  // How far back the first read has gone (unix seconds), for the loading state's words.
  const [backTo, setBackTo] = useState<number | null>(null);
  const query = useQuery({
    queryKey: tokenKeys.priceHistory(token.address),
    queryFn: ({ signal }) =>
      readPriceHistoryWith(config, {
        chainId: env.chainId,
        token: token.address as Address,
        createdAt: token.created_at,
        store,
        signal,
        onProgress: setBackTo,
      }),
    staleTime: HISTORY_REFRESH_MS,
    refetchInterval: HISTORY_REFRESH_MS,
    // log-pages has retried what can be retried: the fallback line shows at once, with a retry button.
    retry: false,
  });
  return { query, backTo };
}
