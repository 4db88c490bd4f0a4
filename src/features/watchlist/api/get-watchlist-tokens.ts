import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { batchLookup } from '@/lib/batch-lookup';

/** As the token page's figures: the service caches windowed metrics for about a second anyway. */
const REFRESH_MS = 15_000;

const watchlistKeys = {
  all: ['watchlist'] as const,
  tokens: (addresses: readonly string[]) => [...watchlistKeys.all, 'tokens', addresses] as const,
};

/**
 * The starred tokens' figures, refreshed every 15 s (not in a hidden tab). The figures on screen stay
 * while a changed list is looked up; a token starred meanwhile shows as loading until then.
 */
const watchlistTokensQueryOptions = (addresses: readonly string[]) =>
  queryOptions({
    // Sorted: the same set starred in another order is the same lookup.
    queryKey: watchlistKeys.tokens([...addresses].sort()),
    queryFn: ({ signal }) => batchLookup(addresses, { includeMetrics: true, includeHolders: true, signal }),
    enabled: addresses.length > 0,
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export const useWatchlistTokens = (addresses: readonly string[]) => useQuery(watchlistTokensQueryOptions(addresses));
