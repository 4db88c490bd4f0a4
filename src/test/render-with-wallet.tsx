import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect } from 'react';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { createQueryClient } from '@/app/query-client';
import { ToastHost } from '@/components/ui/toast-host';
import { useWalletBridge, WalletStateProvider } from '@/features/wallet/wallet-state';

/**
 * Stands in for the wallet layer (wagmi + RainbowKit, covered in Chromium by the e2e specs): it
 * reports a connected account, or none, through the same bridge the real layer uses.
 */
function FakeWalletLayer({
  address,
  chainId,
  open,
}: {
  address: string | undefined;
  chainId: number;
  open: () => void;
}) {
  const bridge = useWalletBridge();
  useEffect(() => {
    const account = address ? { address: address as Address, chainId, connectorName: 'Test' } : undefined;
    bridge.report({ account, config: {} as Config, open });
  }, [bridge, address, chainId, open]);
  return null;
}

export interface RenderWithWalletOptions {
  /** The connected account; none when undefined. */
  account: string | undefined;
  /** The connected chain. Default: the local chain, 31337. */
  chainId?: number;
  openWallet?: () => void;
}

/**
 * `ui` with real providers (a fresh QueryClient without retries, toasts) and a fake wallet.
 * `switchAccount` reports another account (or none), as when the wallet reconnects or the trader
 * switches: the same tree, rendered again.
 */
export function renderWithWallet(
  ui: ReactNode,
  { account, chainId = 31337, openWallet = () => {} }: RenderWithWalletOptions,
) {
  const queryClient = createQueryClient({ retry: false });
  const user = userEvent.setup();
  const tree = (address: string | undefined) => (
    <QueryClientProvider client={queryClient}>
      <WalletStateProvider autoLoad={false}>
        <FakeWalletLayer address={address} chainId={chainId} open={openWallet} />
        {ui}
      </WalletStateProvider>
      <ToastHost />
    </QueryClientProvider>
  );
  const result = render(tree(account));
  const switchAccount = (address: string | undefined) => result.rerender(tree(address));
  return { ...result, user, queryClient, switchAccount };
}
