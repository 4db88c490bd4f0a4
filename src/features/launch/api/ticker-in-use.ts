import { tokenListResponseSchema } from '@interface/tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/app/env';
import { getJson } from '@/lib/http';

/**
 * How many launched tokens already carry this ticker, from the first page of the service's search
 * (24 tokens: enough to say "already used"; `atLeast` when there may be more).
 */
async function countTickerInUse(ticker: string, signal?: AbortSignal) {
  const list = await getJson(env.launchApiUrl, '/api/tokens', { search: ticker }, tokenListResponseSchema, { signal });
  const count = list.tokens.filter((t) => t.ticker.normalize('NFKC').toUpperCase() === ticker).length;
  return { count, atLeast: list.totalPages > 1 };
}

export function useTickerInUse(ticker: string) {
  return useQuery(
    queryOptions({
      queryKey: ['launch', 'ticker-in-use', ticker] as const,
      queryFn: ({ signal }) => countTickerInUse(ticker, signal),
      enabled: ticker !== '',
      staleTime: 60_000,
    }),
  );
}
