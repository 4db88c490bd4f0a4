import { connectorsForWallets } from '@rainbow-me/rainbowkit';
import { defineChain } from 'viem';
import { createConfig, http } from 'wagmi';
import { env } from '@/app/env';
import { appChainDefinition, appRpcUrl } from '@/lib/app-chain';
import { walletGroups } from './wallet-groups';

/**
 * The one chain the app trades on: viem's definition when viem knows VITE_CHAIN_ID, else a custom one
 * on VITE_RPC_URL, resolved at build time (src/build/app-chain.ts, src/lib/app-chain.ts).
 */
export const appChain = defineChain(appChainDefinition);

export const wagmiConfig = createConfig({
  chains: [appChain],
  connectors: connectorsForWallets(
    walletGroups({
      isLocalChain: env.isLocalChain,
      rpcUrl: appRpcUrl,
      walletConnectProjectId: env.walletConnectProjectId,
    }),
    {
      appName: 'Launchdeck',
      // Only WalletConnect wallets read it, and they are listed only when it is set.
      projectId: env.walletConnectProjectId ?? '',
    },
  ),
  // A local node that is not running fails fast instead of three retries per read.
  transports: { [appChain.id]: http(appRpcUrl, env.isLocalChain ? { retryCount: 0 } : {}) },
  // Anvil mines each transaction at once: a receipt polled every 4 s (viem's default, which also
  // caches the block number that long) kept a trader waiting for a trade already final.
  ...(env.isLocalChain ? { pollingInterval: 250 } : {}),
  ssr: false,
});

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig;
  }
}
