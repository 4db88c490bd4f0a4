/**
 * The chain the app trades on: its definition from the build (viem's when viem knows the chain,
 * src/build/app-chain.ts), with the RPC and the explorer the environment overrides (VITE_RPC_URL,
 * VITE_EXPLORER_URL). Plain data: viem's `defineChain` is the wallet layer's (wagmi-config.ts).
 */

import type { Chain } from 'viem';
import { env } from '@/app/env';
import type { AppChainDefinition } from '@/build/app-chain';
import { builtChain } from '@/lib/address-book';

interface Overrides {
  rpcUrl: string | undefined;
  explorerUrl: string | undefined;
}

/** The chain as viem takes it: the build's definition, then what the environment overrides. */
export function appChainOf(chain: AppChainDefinition, overrides: Overrides): Chain {
  const explorer = overrides.explorerUrl ? { name: 'Explorer', url: overrides.explorerUrl } : chain.explorer;
  return {
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [overrides.rpcUrl ?? chain.rpcUrl] } },
    ...(explorer ? { blockExplorers: { default: explorer } } : {}),
    ...(chain.multicall3 ? { contracts: { multicall3: chain.multicall3 } } : {}),
    testnet: chain.testnet,
  };
}

export const appChainDefinition = appChainOf(builtChain, env);

/** The RPC every read and the wallet's transactions go through. */
export const appRpcUrl = appChainDefinition.rpcUrls.default.http[0]!;
