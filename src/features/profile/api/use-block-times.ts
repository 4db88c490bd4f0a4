import { useQuery } from '@tanstack/react-query';
import { env } from '@/app/env';
import { profileKeys } from './keys';
import { readBlockTimes } from './profile-chain';
import { useChainConfig } from './use-profile';

/** The times of the blocks on screen (a page of activity): mined blocks keep their time for good. */
export function useBlockTimes(blocks: readonly bigint[]) {
  const { config } = useChainConfig();
  const keys = [...new Set(blocks.map(String))].sort();
  return useQuery({
    queryKey: profileKeys.blockTimes(keys),
    queryFn: () => readBlockTimes(config!, env.chainId, keys.map(BigInt)),
    enabled: config !== undefined && keys.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
