import { QueryClientContext } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
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
  /** True once, when someone asked to open the dialog before the layer could. */
  takePendingOpen(): boolean;
}

const WalletStateContext = createContext<WalletState | null>(null);
const WalletBridgeContext = createContext<WalletBridge | null>(null);

export interface WalletStateProviderProps {
  children: ReactNode;
  /** Load the layer by itself once the page has settled. Tests turn it off so that they never load wagmi. */
  autoLoad?: boolean;
}

export function WalletStateProvider({ children, autoLoad = true }: WalletStateProviderProps) {
  const [status, setStatus] = useState<WalletLayerStatus>('idle');
  const [report, setReport] = useState<WalletLayerReport | undefined>(undefined);
  // A ref for the layer to read synchronously, and state so that the button can show it is on its way.
  const pendingOpen = useRef(false);
  const [opening, setOpening] = useState(false);

  const load = useCallback(() => setStatus((s) => (s === 'idle' ? 'loading' : s)), []);

  // Optional: the provider also works (autoLoad off) where no QueryClient is around, as in unit tests.
  const queryClient = useContext(QueryClientContext);
  useEffect(() => (autoLoad ? afterPageSettles(load, queryClient) : undefined), [autoLoad, load, queryClient]);

  const openWallet = useCallback(() => {
    if (report?.open) return report.open();
    pendingOpen.current = true;
    setOpening(true);
    setStatus((s) => (s === 'idle' || s === 'failed' ? 'loading' : s));
  }, [report]);

  const bridge = useMemo<WalletBridge>(
    () => ({
      report: (next) => {
        setReport(next);
        setStatus('ready');
      },
      fail: () => {
        pendingOpen.current = false;
        setOpening(false);
        setStatus('failed');
      },
      takePendingOpen: () => {
        const pending = pendingOpen.current;
        pendingOpen.current = false;
        setOpening(false);
        return pending;
      },
    }),
    [],
  );

  const state = useMemo<WalletState>(
    () => ({ status, account: report?.account, config: report?.config, opening, load, openWallet }),
    [status, report, opening, load, openWallet],
  );

  return (
    <WalletBridgeContext.Provider value={bridge}>
      <WalletStateContext.Provider value={state}>{children}</WalletStateContext.Provider>
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
