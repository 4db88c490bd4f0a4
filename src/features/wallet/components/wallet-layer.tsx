import '@rainbow-me/rainbowkit/styles.css';
import {
  ConnectButton,
  RainbowKitAuthenticationProvider,
  RainbowKitProvider,
  useAccountModal,
  useChainModal,
  useConnectModal,
} from '@rainbow-me/rainbowkit';
import { memo, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useAccount, WagmiProvider } from 'wagmi';
import { rainbowTheme } from '../lib/rainbow-theme';
import { useSignInAdapter } from '../lib/sign-in-adapter';
import { appChain, wagmiConfig } from '../lib/wagmi-config';
import { useWalletBridge, useWalletSignInRequest, type WalletAccount } from '../wallet-state';
import type { WalletLayerProps } from './wallet-button';
import { WalletButtonFace } from './wallet-button-face';

/**
 * The heavy half of the wallet, loaded after first paint by wallet-button.tsx: wagmi and RainbowKit
 * providers (sharing the app's QueryClient from above), the real wallet button, and a reporter that
 * mirrors the connection into the light wallet context for the rest of the app.
 *
 * Rendered once (memo; `onShown` is stable). WHY: each render of WagmiProvider reconnects from within
 * the render (wagmi's Hydrate without SSR), which updated RainbowKit's modal while the button above
 * re-rendered, React's "update while rendering" error. The state that changes lives further down.
 */
const WalletLayer = memo(function WalletLayer({ onShown }: WalletLayerProps) {
  return (
    <WagmiProvider config={wagmiConfig}>
      <WalletProviders onShown={onShown} />
    </WagmiProvider>
  );
});
export default WalletLayer;

function WalletProviders({ onShown }: WalletLayerProps) {
  const { signIn, requested } = useWalletSignInRequest();
  const adapter = useSignInAdapter(signIn);
  return (
    /*
      Sign-In with Ethereum for the page that registered one (useWalletSignIn). Enabled only while its
      dialog is asked for: with authentication on, RainbowKit would ask every wallet that connects,
      on every page, to sign at once. Always mounted, so that the tree below never remounts.
    */
    <RainbowKitAuthenticationProvider
      adapter={adapter}
      status={signIn?.status ?? 'unauthenticated'}
      enabled={requested && signIn !== undefined}
    >
      <RainbowKitProvider
        theme={rainbowTheme}
        modalSize="compact"
        // A fixed locale: RainbowKit would otherwise fetch a translation chunk chosen by the browser.
        locale="en-US"
        initialChain={appChain}
        appInfo={{ appName: 'Launchdeck' }}
      >
        <WalletReporter />
        <SignInOpener />
        <AccountButton onShown={onShown} />
      </RainbowKitProvider>
    </RainbowKitAuthenticationProvider>
  );
}

function WalletReporter() {
  const bridge = useWalletBridge();
  const { address, chainId, connector } = useAccount();
  const { openConnectModal } = useConnectModal();
  const { openAccountModal } = useAccountModal();
  const { openChainModal } = useChainModal();
  // RainbowKit offers neither the connect nor the account dialog on a chain it does not support: the
  // wallet dialog is then its chain dialog, where the trader switches.
  const open = openConnectModal ?? openAccountModal ?? openChainModal;
  const connectorName = connector?.name;

  const account = useMemo<WalletAccount | undefined>(
    () => (address && chainId && connectorName ? { address, chainId, connectorName } : undefined),
    [address, chainId, connectorName],
  );

  useEffect(() => bridge.report({ account, config: wagmiConfig, open }), [bridge, account, open]);

  return null;
}

/**
 * Opens RainbowKit's dialog once authentication is on (it then shows the sign-in step, after the
 * wallet list when disconnected), and switches authentication off again when the dialog closes.
 */
function SignInOpener() {
  const { signIn, requested, finish } = useWalletSignInRequest();
  const { openConnectModal, connectModalOpen } = useConnectModal();
  const signedIn = signIn?.status === 'authenticated';
  const opened = useRef(false);

  useEffect(() => {
    if (!requested) return;
    if (!signIn || signedIn) return finish();
    if (!openConnectModal || opened.current) return;
    // On the next task: RainbowKit closes its dialogs in an effect of the same commit that turned
    // authentication on, and its effects run after this one.
    const timer = setTimeout(() => {
      opened.current = true;
      openConnectModal();
    }, 0);
    return () => clearTimeout(timer);
  }, [requested, signIn, signedIn, openConnectModal, finish]);

  useEffect(() => {
    if (connectModalOpen || !opened.current) return;
    // Closed: signed in (RainbowKit closes it after `verify`) or cancelled.
    opened.current = false;
    finish();
  }, [connectModalOpen, finish]);

  return null;
}

/**
 * RainbowKit's button. Until RainbowKit has mounted it renders nothing and the light placeholder stays
 * (clickable: a click there is kept until the dialog can open); once mounted it takes the
 * placeholder's place in the same commit. A disabled stand-in in between would swallow a click.
 */
function AccountButton({ onShown }: WalletLayerProps) {
  return (
    <ConnectButton.Custom>
      {({ account, chain, mounted, openAccountModal, openChainModal, openConnectModal }) => {
        if (!mounted) return null;
        return (
          <>
            <Shown onShown={onShown} />
            <AccountButtonFace {...{ account, chain, openAccountModal, openChainModal, openConnectModal }} />
          </>
        );
      }}
    </ConnectButton.Custom>
  );
}

function Shown({ onShown }: WalletLayerProps) {
  useLayoutEffect(() => onShown(), [onShown]);
  return null;
}

type ConnectButtonState = Parameters<Parameters<typeof ConnectButton.Custom>[0]['children']>[0];

function AccountButtonFace({
  account,
  chain,
  openAccountModal,
  openChainModal,
  openConnectModal,
}: Pick<ConnectButtonState, 'account' | 'chain' | 'openAccountModal' | 'openChainModal' | 'openConnectModal'>) {
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
}
