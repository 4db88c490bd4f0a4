import { QueryClientContext } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
// Type-only: this module stays in the first-load bundle, wagmi does not.
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { afterPageSettles } from './lib/after-page-settles';

/**
 * The light half of the wallet: what every feature may read at any time, without loading wagmi,
 * viem and RainbowKit (~190 KB gzip). The heavy half (wallet-layer.tsx) loads once the page has settled and
 * reports into this context.
 */
export type WalletLayerStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface WalletAccount {
  address: Address;
  chainId: number;
  connectorName: string;
}

export interface WalletState {
  status: WalletLayerStatus;
  /** The connected account, once the layer is loaded and a wallet is connected. */
  account: WalletAccount | undefined;
  /**
   * The wagmi config once loaded. A feature that signs or sends uses it with `@wagmi/core` actions, or
   * wraps its own subtree in `<WagmiProvider config={config} reconnectOnMount={false}>`.
   */
  config: Config | undefined;
  /** The wallet dialog was asked for and opens as soon as the layer is ready. */
  opening: boolean;
  /** Start loading the wallet layer now (idempotent). */
  load(): void;
  /** Open the wallet dialog: connect when disconnected, the account when connected. Loads first if needed. */
  openWallet(): void;
  /**
   * Open RainbowKit's Sign-In with Ethereum dialog for the sign-in the page on screen registered with
   * {@link useWalletSignIn} (connecting first when needed). Loads the layer first if needed.
   */
  requestSignIn(): void;
  /** The sign-in dialog was asked for and is open (or about to open). */
  signingIn: boolean;
}

/** Whether the connected account is signed in to the service of the feature that asked. */
export type WalletAuthStatus = 'loading' | 'unauthenticated' | 'authenticated';

/**
 * What a feature hands the wallet to sign in to its own service with Sign-In with Ethereum: the shape
 * of RainbowKit's authentication adapter plus the current status, without importing RainbowKit. The
 * feature keeps its service calls and its session; the wallet layer only runs RainbowKit's dialog.
 * Authentication is switched on in RainbowKit only while that dialog is asked for, so connecting a
 * wallet anywhere else never asks for a signature.
 */
export interface WalletSignIn {
  status: WalletAuthStatus;
  getNonce(): Promise<string>;
  createMessage(args: { nonce: string; address: Address; chainId: number }): string;
  verify(args: { message: string; signature: string }): Promise<boolean>;
  signOut(): Promise<void>;
}

/** For the wallet layer: the registered sign-in and whether its dialog is asked for. */
interface WalletSignInRequest {
  signIn: WalletSignIn | undefined;
  requested: boolean;
  /** The dialog closed (signed in, cancelled) or cannot open: authentication goes back off. */
  finish(): void;
}

/** What the loaded layer reports. */
export interface WalletLayerReport {
  account: WalletAccount | undefined;
  config: Config;
  open: (() => void) | undefined;
}

interface WalletBridge {
  report(report: WalletLayerReport): void;
  fail(): void;
  registerSignIn(signIn: WalletSignIn | undefined): void;
}

const WalletStateContext = createContext<WalletState | null>(null);
const WalletBridgeContext = createContext<WalletBridge | null>(null);
const WalletSignInContext = createContext<WalletSignInRequest | null>(null);

export interface WalletStateProviderProps {
  children: ReactNode;
  /** Load the layer by itself once the page has settled. Tests turn it off so that they never load wagmi. */
  autoLoad?: boolean;
}

export function WalletStateProvider({ children, autoLoad = true }: WalletStateProviderProps) {
  const [status, setStatus] = useState<WalletLayerStatus>('idle');
  const [report, setReport] = useState<WalletLayerReport | undefined>(undefined);
  // The dialog was asked for before the layer could open it: the button shows it is on its way.
  const [opening, setOpening] = useState(false);

  const [signIn, setSignIn] = useState<WalletSignIn | undefined>(undefined);
  const [signInRequested, setSignInRequested] = useState(false);

  const load = useCallback(() => setStatus((s) => (s === 'idle' ? 'loading' : s)), []);

  // Optional: the provider also works (autoLoad off) where no QueryClient is around, as in unit tests.
  const queryClient = useContext(QueryClientContext);
  useEffect(() => (autoLoad ? afterPageSettles(load, queryClient) : undefined), [autoLoad, load, queryClient]);

  const openWallet = useCallback(() => {
    if (report?.open) return report.open();
    setOpening(true);
    setStatus((s) => (s === 'idle' || s === 'failed' ? 'loading' : s));
  }, [report]);

  // A click that came before the layer could open the dialog is honoured as soon as it can, whichever
  // came first: the click or the layer's report (a click between the two is never lost).
  const open = report?.open;
  useEffect(() => {
    if (!opening || !open) return;
    setOpening(false);
    open();
  }, [opening, open]);

  const requestSignIn = useCallback(() => {
    setSignInRequested(true);
    setStatus((s) => (s === 'idle' || s === 'failed' ? 'loading' : s));
  }, []);
  const finishSignIn = useCallback(() => setSignInRequested(false), []);

  const bridge = useMemo<WalletBridge>(
    () => ({
      report: (next) => {
        setReport(next);
        setStatus('ready');
      },
      fail: () => {
        setOpening(false);
        setStatus('failed');
      },
      registerSignIn: setSignIn,
    }),
    [],
  );

  const state = useMemo<WalletState>(
    () => ({
      status,
      account: report?.account,
      config: report?.config,
      opening,
      load,
      openWallet,
      requestSignIn,
      signingIn: signInRequested,
    }),
    [status, report, opening, load, openWallet, requestSignIn, signInRequested],
  );

  const signInRequest = useMemo<WalletSignInRequest>(
    () => ({ signIn, requested: signInRequested, finish: finishSignIn }),
    [signIn, signInRequested, finishSignIn],
  );

  return (
    <WalletBridgeContext.Provider value={bridge}>
      <WalletSignInContext.Provider value={signInRequest}>
        <WalletStateContext.Provider value={state}>{children}</WalletStateContext.Provider>
      </WalletSignInContext.Provider>
    </WalletBridgeContext.Provider>
  );
}

export function useWallet(): WalletState {
  const state = useContext(WalletStateContext);
  if (!state) throw new Error('useWallet needs a <WalletStateProvider> above it');
  return state;
}

/** For the wallet layer only. */
export function useWalletBridge(): WalletBridge {
  const bridge = useContext(WalletBridgeContext);
  if (!bridge) throw new Error('The wallet layer needs a <WalletStateProvider> above it');
  return bridge;
}

/**
 * Registers the page's Sign-In with Ethereum while it is mounted (pass a memoized value): the wallet
 * layer hands it to RainbowKit when {@link WalletState.requestSignIn} is called.
 */
export function useWalletSignIn(signIn: WalletSignIn | undefined): void {
  const { registerSignIn } = useWalletBridge();
  useEffect(() => {
    registerSignIn(signIn);
    return () => registerSignIn(undefined);
  }, [registerSignIn, signIn]);
}

/** For the wallet layer only. */
export function useWalletSignInRequest(): WalletSignInRequest {
  const request = useContext(WalletSignInContext);
  if (!request) throw new Error('The wallet layer needs a <WalletStateProvider> above it');
  return request;
}
