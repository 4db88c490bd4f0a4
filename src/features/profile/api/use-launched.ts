import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { env } from '@/app/env';
import { profileKeys } from './keys';
import { readLaunchedBy } from './profile-chain';
import { useChainConfig, useTokenLookup } from './use-profile';

/** The tokens the address launched (the factory's `Launched` events by creator), with the service's figures. */
export function useLaunched(address: Address) {
  const { config, failed } = useChainConfig();
  const launched = useQuery({
    queryKey: profileKeys.launched(address),
    queryFn: ({ signal }) => readLaunchedBy(config!, env.chainId, address, signal),
    enabled: config !== undefined,
    refetchInterval: 30_000,
  });
  const tokens = useMemo(() => launched.data?.map((l) => l.token), [launched.data]);
  const lookup = useTokenLookup(tokens);
  const layerError = failed
    ? new Error('The wallet layer, which reads the chain, failed to load. Reload the page.')
    : null;
  return { launched, lookup, layerError };
}
