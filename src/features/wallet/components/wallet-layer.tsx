import '@rainbow-me/rainbowkit/styles.css';
import { ConnectButton, RainbowKitProvider, useAccountModal, useConnectModal } from '@rainbow-me/rainbowkit';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useAccount, WagmiProvider } from 'wagmi';
import { rainbowTheme } from '../lib/rainbow-theme';
import { appChain, wagmiConfig } from '../lib/wagmi-config';
import { useWalletBridge, type WalletAccount } from '../wallet-state';
import type { WalletLayerProps } from './wallet-button';
import { WalletButtonFace } from './wallet-button-face';

/**
 * The heavy half of the wallet, loaded after first paint by wallet-button.tsx: wagmi and RainbowKit
 * providers (sharing the app's QueryClient from above), the real wallet button, and a reporter that
 * mirrors the connection into the light wallet context for the rest of the app.
 */
export default function WalletLayer({ onShown }: WalletLayerProps) {
  useLayoutEffect(() => onShown(), [onShown]);
  return (
    <WagmiProvider config={wagmiConfig}>
      <RainbowKitProvider
        theme={rainbowTheme}
        modalSize="compact"
        // A fixed locale: RainbowKit would otherwise fetch a translation chunk chosen by the browser.
        locale="en-US"
        initialChain={appChain}
        appInfo={{ appName: 'Launchdeck' }}
      >
        <WalletReporter />
        <AccountButton />
      </RainbowKitProvider>
    </WagmiProvider>
  );
}

function WalletReporter() {
  const bridge = useWalletBridge();
  const { address, chainId, connector } = useAccount();
  const { openConnectModal } = useConnectModal();
  const { openAccountModal } = useAccountModal();
  const open = openConnectModal ?? openAccountModal;
  const connectorName = connector?.name;

  const account = useMemo<WalletAccount | undefined>(
    () => (address && chainId && connectorName ? { address, chainId, connectorName } : undefined),
    [address, chainId, connectorName],
  );

  useEffect(() => bridge.report({ account, config: wagmiConfig, open }), [bridge, account, open]);

  // A click on the placeholder before the layer had loaded: honour it now.
  useEffect(() => {
    if (open && bridge.takePendingOpen()) open();
  }, [bridge, open]);

  return null;
}

function AccountButton() {
  return (
    <ConnectButton.Custom>
      {({ account, chain, mounted, openAccountModal, openChainModal, openConnectModal }) => {
        if (!mounted) {
          return (
            <WalletButtonFace state="loading" disabled>
              Connect wallet
            </WalletButtonFace>
          );
        }
        if (!account || !chain) {
          return (
            <WalletButtonFace state="disconnected" onClick={openConnectModal}>
              Connect wallet
            </WalletButtonFace>
          );
        }
        if (chain.unsupported) {
          return (
            <WalletButtonFace state="wrong-network" onClick={openChainModal}>
              Wrong network
            </WalletButtonFace>
          );
        }
        // No balance here: it arrives late from the node and would widen the button (a layout
        // shift); the account dialog behind this button shows it.
        return (
          <WalletButtonFace state="connected" onClick={openAccountModal} title={account.address}>
            <span aria-hidden="true" className="size-2 rounded-full bg-up" />
            <span className="sr-only">Connected wallet </span>
            <span className="font-mono" data-testid="wallet-address">
              {account.displayName}
            </span>
          </WalletButtonFace>
        );
      }}
    </ConnectButton.Custom>
  );
}
