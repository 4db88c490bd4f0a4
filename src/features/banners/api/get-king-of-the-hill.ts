import { type KingOfTheHill, kingOfTheHillSchema } from '@interface/tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/app/env';
import { getJson } from '@/lib/http';
import { bannerKeys } from './keys';
import { nullWhenNotFound } from './null-when-not-found';

/** The highest market cap still funding, or null when no token is funding any more (a 404). */
function getKingOfTheHill(signal?: AbortSignal): Promise<KingOfTheHill | null> {
  return nullWhenNotFound(getJson(env.launchApiUrl, '/api/koti', {}, kingOfTheHillSchema, { signal }));
}

export const kingOfTheHillQueryOptions = () =>
  queryOptions({ queryKey: bannerKeys.kingOfTheHill(), queryFn: ({ signal }) => getKingOfTheHill(signal) });

export const useKingOfTheHill = () => useQuery(kingOfTheHillQueryOptions());
