import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect } from 'react';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { createQueryClient } from '@/app/query-client';
import { useWalletBridge, WalletStateProvider } from '@/features/wallet/wallet-state';
import { ChatPanel } from '../components/chat-panel';
import { ALICE, TOKEN } from './messages';

/**
 * Stands in for the wallet layer (wagmi + RainbowKit, covered in Chromium by the e2e specs): it
 * reports a connected account, or none, through the same bridge the real layer uses.
 */
function FakeWalletLayer({ address, open }: { address: string | undefined; open: () => void }) {
  const bridge = useWalletBridge();
  useEffect(() => {
    const account = address ? { address: address as Address, chainId: 31337, connectorName: 'Test' } : undefined;
    bridge.report({ account, config: {} as Config, open });
  }, [bridge, address, open]);
  return null;
}

export interface RenderChatOptions {
  /** The connected account; none when null. Default: ALICE. */
  account?: string | null;
  openWallet?: () => void;
}

/** `ui` with real providers (a fresh QueryClient without retries) and a fake wallet. */
export function renderWithWallet(ui: ReactNode, { account = ALICE, openWallet = () => {} }: RenderChatOptions = {}) {
  const queryClient = createQueryClient({ retry: false });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <WalletStateProvider autoLoad={false}>
        <FakeWalletLayer address={account ?? undefined} open={openWallet} />
        {ui}
      </WalletStateProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** The chat panel of TOKEN, as the token page renders it. */
export const renderChat = (options?: RenderChatOptions) =>
  renderWithWallet(<ChatPanel tokenAddress={TOKEN} />, options);
