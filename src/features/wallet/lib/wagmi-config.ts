import { connectorsForWallets, type Wallet, type WalletList } from '@rainbow-me/rainbowkit';
import {
  coinbaseWallet,
  injectedWallet,
  metaMaskWallet,
  rainbowWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets';
import { defineChain } from 'viem';
import { createConfig, http } from 'wagmi';
import { env } from '@/app/env';
import { DEVELOPMENT_WALLET_GROUP, developmentWallets } from './development-wallet';

/** The one chain the app trades on, described entirely by configuration. */
export const appChain = defineChain({
  id: env.chainId,
  name: env.isLocalChain ? 'Local chain' : `Chain ${env.chainId}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [env.rpcUrl] } },
  ...(env.explorerUrl ? { blockExplorers: { default: { name: 'Explorer', url: env.explorerUrl } } } : {}),
  testnet: env.isLocalChain,
});

const hasInjectedProvider = () => typeof window !== 'undefined' && Boolean((window as { ethereum?: unknown }).ethereum);

/**
 * Which wallets RainbowKit lists. Extensions that announce themselves (EIP-6963) appear on their own;
 * the generic "Browser Wallet" covers older ones and is hidden when there is none. WalletConnect-based
 * wallets need a project id and its relay on the internet, so they appear only when one is configured.
 */
function walletGroups(): WalletList {
  const groups: WalletList = [];
  if (env.isLocalChain) {
    groups.push({ groupName: DEVELOPMENT_WALLET_GROUP, wallets: developmentWallets(env.rpcUrl) });
  }
  const browserWallet = (): Wallet => ({ ...injectedWallet(), hidden: () => !hasInjectedProvider() });
  if (env.walletConnectProjectId) {
    groups.push({
      groupName: 'Popular',
      wallets: [metaMaskWallet, rainbowWallet, coinbaseWallet, walletConnectWallet],
    });
    groups.push({ groupName: 'Installed', wallets: [browserWallet] });
  } else {
    groups.push({ groupName: 'Installed', wallets: [browserWallet] });
  }
  return groups;
}

export const wagmiConfig = createConfig({
  chains: [appChain],
  connectors: connectorsForWallets(walletGroups(), {
    appName: 'Launchdeck',
    // Only WalletConnect wallets read it, and they are listed only when it is set.
    projectId: env.walletConnectProjectId ?? '',
  }),
  // A local node that is not running fails fast instead of three retries per read.
  transports: { [appChain.id]: http(env.rpcUrl, env.isLocalChain ? { retryCount: 0 } : {}) },
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
