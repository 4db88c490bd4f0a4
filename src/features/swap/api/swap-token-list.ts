/** GET /api/tokens of the swap service: the token list the selector offers, with native ETH first. */
import { NATIVE_ADDRESS } from '@interface/common';
import { type TokenList, tokenListSchema } from '@interface/swap';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { env } from '@/app/env';
import { getJson } from '@/lib/http';
import { swapKeys } from './swap-keys';

export interface SwapToken {
  /** Lowercase; the all-zero address for ETH. */
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
  logoURI: string;
}

export const ETH_TOKEN: SwapToken = {
  address: NATIVE_ADDRESS,
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  logoURI: '',
};

/** ETH, then the list's tokens of the app's chain, each once. */
function selectableTokens(list: TokenList): SwapToken[] {
  const seen = new Set<string>([NATIVE_ADDRESS]);
  const tokens: SwapToken[] = [ETH_TOKEN];
  for (const entry of list.tokens) {
    const address = entry.address.toLowerCase() as Address;
    if (entry.chainId !== env.chainId || seen.has(address)) continue;
    seen.add(address);
    tokens.push({ address, symbol: entry.symbol, name: entry.name, decimals: entry.decimals, logoURI: entry.logoURI });
  }
  return tokens;
}

export const swapTokensQueryOptions = () =>
  queryOptions({
    queryKey: swapKeys.tokens(),
    queryFn: ({ signal }) => getJson(env.swapApiUrl, '/api/tokens', {}, tokenListSchema, { signal }),
    // The service rebuilds the list at most once a minute.
    staleTime: 60_000,
    select: selectableTokens,
  });

export const useSwapTokens = () => useQuery(swapTokensQueryOptions());
