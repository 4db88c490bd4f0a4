import type { Wallet, WalletList } from '@rainbow-me/rainbowkit';
import {
  coinbaseWallet,
  injectedWallet,
  metaMaskWallet,
  rainbowWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets';
import { DEVELOPMENT_WALLET_GROUP, developmentWallets } from './development-wallet';

export interface WalletGroupsOptions {
  /** The local Anvil chain (31337): the only one whose test accounts the Development wallet may hold. */
  isLocalChain: boolean;
  rpcUrl: string;
  walletConnectProjectId: string | undefined;
}

const hasInjectedProvider = () => typeof window !== 'undefined' && Boolean((window as { ethereum?: unknown }).ethereum);

/**
 * Which wallets RainbowKit lists. The Development wallet (Anvil's funded test accounts, whose keys
 * are public) on the local chain only: on any other chain its keys would hold real funds for anyone.
 * Extensions that announce themselves (EIP-6963) appear on their own; the generic "Browser Wallet"
 * covers older ones and is hidden when there is none. WalletConnect-based wallets need a project id
 * and its relay on the internet, so they appear only when one is configured.
 */
export function walletGroups({ isLocalChain, rpcUrl, walletConnectProjectId }: WalletGroupsOptions): WalletList {
  const groups: WalletList = [];
  if (isLocalChain) {
    groups.push({ groupName: DEVELOPMENT_WALLET_GROUP, wallets: developmentWallets(rpcUrl) });
  }
  const browserWallet = (): Wallet => ({ ...injectedWallet(), hidden: () => !hasInjectedProvider() });
  if (walletConnectProjectId) {
    groups.push({
      groupName: 'Popular',
      wallets: [metaMaskWallet, rainbowWallet, coinbaseWallet, walletConnectWallet],
    });
  }
  groups.push({ groupName: 'Installed', wallets: [browserWallet] });
  return groups;
}
