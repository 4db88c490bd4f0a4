import { tokenListResponseSchema } from '@interface/tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/app/env';
import { getJson } from '@/lib/http';
import { countSameTicker } from '../lib/same-ticker';
import { tokenKeys } from './keys';

/**
 * Other tokens under the same ticker, from the first page of a search for it (24 tokens: enough to
 * say "there are others", which is the warning). Launches are not that frequent: a minute's freshness.
 */
const sameTickerQueryOptions = (ticker: string, address: string) =>
  queryOptions({
    queryKey: tokenKeys.sameTicker(ticker),
    queryFn: ({ signal }) =>
      getJson(env.launchApiUrl, '/api/tokens', { search: ticker.trim().slice(0, 200) }, tokenListResponseSchema, {
        signal,
      }),
    select: (list) => countSameTicker(ticker, address, list.tokens),
    staleTime: 60_000,
    enabled: ticker.trim().length > 0,
  });

export const useSameTickerCount = (ticker: string, address: string) =>
  useQuery(sameTickerQueryOptions(ticker, address)).data ?? 0;
