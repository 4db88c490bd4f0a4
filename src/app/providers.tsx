import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { WalletStateProvider } from '@/features/wallet/wallet-state';

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
      <WalletStateProvider autoLoad={walletAutoLoad}>{children}</WalletStateProvider>
    </QueryClientProvider>
  );
}
