import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useWallet, WalletStateProvider } from '@/features/wallet/wallet-state';

// Its own chunk, fetched once the wallet layer reports a config: nothing of it before first paint.
const TransactionResumer = lazy(() => import('./transaction-resumer'));

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Load the wallet layer after first paint. Tests turn it off: no wagmi, no RPC, fully offline. */
  walletAutoLoad?: boolean;
}

/**
 * react-query outermost, because the wallet layer (wagmi → RainbowKit, loaded later inside the header)
 * shares this QueryClient; the light wallet state sits below it. Toasts need no provider: `notify` (src/lib/notify.ts).
 */
export function AppProviders({ queryClient, children, walletAutoLoad = true }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <WalletStateProvider autoLoad={walletAutoLoad}>
        {children}
        <Transactions />
      </WalletStateProvider>
    </QueryClientProvider>
  );
}

/** The connected account's transactions, followed wherever the app is (see transaction-resumer.tsx). */
function Transactions() {
  const { config, account } = useWallet();
  if (!config || !account) return null;
  return (
    <Suspense fallback={null}>
      <TransactionResumer config={config} chainId={account.chainId} address={account.address} />
    </Suspense>
  );
}
