/** GET /api/pairs of the swap service: the liquidity pairs under the widget. */
import { pairListSchema } from '@interface/swap';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/app/env';
import { getJson } from '@/lib/http';
import { swapKeys } from './swap-keys';

export const swapPairsQueryOptions = () =>
  queryOptions({
    queryKey: swapKeys.pairs(),
    queryFn: ({ signal }) => getJson(env.swapApiUrl, '/api/pairs', {}, pairListSchema, { signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const useSwapPairs = () => useQuery(swapPairsQueryOptions());
