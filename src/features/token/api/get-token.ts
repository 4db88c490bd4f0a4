import { tokenDetailSchema } from '@interface/tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/app/env';
import { getJson } from '@/lib/http';
import { tokenKeys } from './keys';

/** Trades arrive every few seconds on a busy token: the price, curve and trade list follow at this pace. */
const TOKEN_REFRESH_MS = 5_000;

export const tokenQueryOptions = (address: string) =>
  queryOptions({
    queryKey: tokenKeys.detail(address),
    queryFn: ({ signal }) => getJson(env.launchApiUrl, '/api/token', { address }, tokenDetailSchema, { signal }),
    staleTime: TOKEN_REFRESH_MS,
    // Paused in a hidden tab (TanStack Query's default), resumed with a refetch on focus.
    refetchInterval: TOKEN_REFRESH_MS,
  });

export const useToken = (address: string) => useQuery(tokenQueryOptions(address));
