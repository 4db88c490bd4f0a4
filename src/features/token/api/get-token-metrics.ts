import { type BatchToken, batchResponseSchema } from '@interface/tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/app/env';
import { postJson } from '@/lib/http';
import { tokenKeys } from './keys';

/** Windowed volumes and holder shares move slowly; the service caches them for about a second anyway. */
const METRICS_REFRESH_MS = 15_000;

/**
 * What the single-token lookup lacks (1h and 24h figures, holders, graduation), from a batch lookup
 * of one address. Null when the batch does not know it: the page then shows the rest without it.
 */
async function getTokenMetrics(address: string, signal?: AbortSignal): Promise<BatchToken | null> {
  const body = { addresses: [address], includeMetrics: true, includeHolders: true, includeSocials: false };
  // A read despite the POST: safe to retry like any other.
  const res = await postJson(env.launchApiUrl, '/api/tokens/batch', body, batchResponseSchema, {
    signal,
    retries: 2,
  });
  return res.tokens.find((t) => t.address === address) ?? null;
}

export const tokenMetricsQueryOptions = (address: string) =>
  queryOptions({
    queryKey: tokenKeys.metrics(address),
    queryFn: ({ signal }) => getTokenMetrics(address, signal),
    staleTime: METRICS_REFRESH_MS,
    refetchInterval: METRICS_REFRESH_MS,
  });

export const useTokenMetrics = (address: string) => useQuery(tokenMetricsQueryOptions(address));
