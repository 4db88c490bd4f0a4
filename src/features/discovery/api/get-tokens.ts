import { type TokenListResponse, tokenListResponseSchema } from '@interface/tokens';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/app/env';
import { getJson, type QueryParams } from '@/lib/http';
import { type DiscoverySearch, toTokenListQuery } from '../lib/search-params';
import { discoveryKeys } from './keys';

function getTokens(query: QueryParams, signal?: AbortSignal): Promise<TokenListResponse> {
  return getJson(env.launchApiUrl, '/api/tokens', query, tokenListResponseSchema, { signal });
}

export function tokensQueryOptions(search: DiscoverySearch) {
  const query = toTokenListQuery(search);
  return queryOptions({
    queryKey: discoveryKeys.tokenList(query),
    queryFn: ({ signal }) => getTokens(query, signal),
    // The page on screen stays while the next one loads, instead of collapsing into skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useTokens(search: DiscoverySearch) {
  return useQuery(tokensQueryOptions(search));
}
