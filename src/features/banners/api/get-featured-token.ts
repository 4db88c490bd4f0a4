import { type FeaturedToken, featuredTokenSchema } from '@interface/tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/app/env';
import { getJson } from '@/lib/http';
import { bannerKeys } from './keys';
import { nullWhenNotFound } from './null-when-not-found';

/** Today's featured token with its auction, or null: a day without one is a normal day, not an error. */
function getFeaturedToken(signal?: AbortSignal): Promise<FeaturedToken | null> {
  return nullWhenNotFound(
    getJson(env.launchApiUrl, '/api/eoti', { includeBidData: true }, featuredTokenSchema, { signal }),
  );
}

export const featuredTokenQueryOptions = () =>
  queryOptions({ queryKey: bannerKeys.featured(), queryFn: ({ signal }) => getFeaturedToken(signal) });

export const useFeaturedToken = () => useQuery(featuredTokenQueryOptions());
