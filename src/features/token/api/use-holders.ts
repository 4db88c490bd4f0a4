import type { TokenDetail } from '@interface/tokens';
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import { tokenKeys } from './keys';
import { readHolders } from './read-holders';

/**
 * Every transfer since the launch is read again at each refresh: a busy token's holders move with
 * each trade, but a full read is many log ranges on a real network, so half a minute apart (and
 * at once after a trade from this page, which invalidates the token's queries).
 */
const HOLDERS_REFRESH_MS = 30_000;

export function useHolders(config: Config, token: TokenDetail) {
  return useQuery({
    queryKey: tokenKeys.holders(token.address),
    queryFn: ({ signal }) =>
      readHolders(config, env.chainId, token.address as Address, token.owner as Address, token.created_at, signal),
    staleTime: HOLDERS_REFRESH_MS,
    refetchInterval: HOLDERS_REFRESH_MS,
  });
}
