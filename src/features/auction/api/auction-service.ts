/**
 * What the launch service adds to the chain's state: today's featured token (its name, logo, market),
 * the tokens one may bid for (search), and names and logos for the addresses the contract gives.
 */
import {
  type BatchToken,
  batchResponseSchema,
  type FeaturedToken,
  featuredTokenSchema,
  type TokenListItem,
  tokenListResponseSchema,
} from '@interface/tokens';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { env } from '@/app/env';
import { isApiError } from '@/lib/api-error';
import { getJson, postJson } from '@/lib/http';
import { auctionKeys } from './auction-keys';

/** Today's featured token with the service's bid data, or null: a day without one is a normal day. */
async function getFeatured(signal?: AbortSignal): Promise<FeaturedToken | null> {
  try {
    return await getJson(env.launchApiUrl, '/api/eoti', { includeBidData: true }, featuredTokenSchema, { signal });
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return null;
    throw error;
  }
}

export const useFeatured = () =>
  useQuery({ queryKey: [...auctionKeys.all, 'featured'], queryFn: ({ signal }) => getFeatured(signal) });

/** Launched tokens matching the typed text (name, ticker or address), the service's first page. */
export function useTokenSearch(text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: auctionKeys.tokenSearch(search),
    queryFn: ({ signal }): Promise<TokenListItem[]> =>
      getJson(env.launchApiUrl, '/api/tokens', { search, sortBy: 'mcap-high' }, tokenListResponseSchema, {
        signal,
      }).then((r) => r.tokens.slice(0, 8)),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}

/** Names and logos of tokens the chain names by address (up to 50), keyed by lower-case address. */
export function useTokenNames(addresses: readonly string[]) {
  const unique = [...new Set(addresses.map((a) => a.toLowerCase()))].sort().slice(0, 50);
  return useQuery({
    queryKey: auctionKeys.tokenNames(unique),
    queryFn: async ({ signal }) => {
      const body = { addresses: unique, includeMetrics: false, includeHolders: false, includeSocials: false };
      // A read despite the POST: safe to retry like any other.
      const res = await postJson(env.launchApiUrl, '/api/tokens/batch', body, batchResponseSchema, {
        signal,
        retries: 2,
      });
      return new Map<string, BatchToken>(res.tokens.map((t) => [t.address.toLowerCase(), t]));
    },
    enabled: unique.length > 0,
  });
}
