import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { useWallet, useWalletBridge, type WalletAccount, WalletStateProvider } from '../wallet-state';
import { WalletButton } from './wallet-button';
// Transformed before the tests start (it pulls in viem): its lazy import then resolves at once.
import './recent-activity';

const openDialog = vi.fn();

// The real layer is wagmi + RainbowKit (e2e/shell.spec.ts covers it in Chromium). Here a stand-in
// reports the way it does, to test the hand-over between the light and the heavy half.
const layer = vi.hoisted(() => ({ account: undefined as WalletAccount | undefined }));
vi.mock('./wallet-layer', () => ({
  default: function FakeWalletLayer({ onShown }: { onShown: () => void }) {
    const bridge = useWalletBridge();
    useLayoutEffect(() => onShown(), [onShown]);
    useEffect(() => bridge.report({ account: layer.account, config: {} as Config, open: openDialog }), [bridge]);
    return <span>wallet layer</span>;
  },
}));

function Status() {
  const { status } = useWallet();
  return <output aria-label="wallet status">{status}</output>;
}

describe('the wallet button', () => {
  beforeEach(() => {
    openDialog.mockClear();
    layer.account = undefined;
  });

  it('is a light placeholder until asked, then loads the layer and opens the dialog once', async () => {
    render(
      <WalletStateProvider autoLoad={false}>
        <WalletButton />
        <Status />
      </WalletStateProvider>,
    );
    const button = screen.getByRole('button', { name: 'Connect wallet' });
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('status', { name: 'wallet status' })).toHaveTextContent('idle');

    // A click before anything loaded (no hover first, as on a touch screen).
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');

    expect(await screen.findByText('wallet layer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'wallet status' })).toHaveTextContent('ready'));
    expect(openDialog).toHaveBeenCalledTimes(1);
  });

  it('starts loading when a pointer comes near', async () => {
    render(
      <WalletStateProvider autoLoad={false}>
        <WalletButton />
        <Status />
      </WalletStateProvider>,
    );
    const button = screen.getByRole('button', { name: 'Connect wallet' });
    fireEvent.pointerOver(button);
    expect(screen.getByRole('status', { name: 'wallet status' })).not.toHaveTextContent('idle');
    expect(await screen.findByText('wallet layer')).toBeInTheDocument();
    expect(openDialog).not.toHaveBeenCalled();
  });

  it('offers the connected account’s recent activity beside it, and nothing before a wallet is connected', async () => {
    render(
      <WalletStateProvider autoLoad={false}>
        <WalletButton />
      </WalletStateProvider>,
    );
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(await screen.findByText('wallet layer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Activity/ })).toBeNull();
    cleanup();

    layer.account = { address: '0x00000000000000000000000000000000000A11cE', chainId: 31337, connectorName: 'Test' };
    render(
      <WalletStateProvider autoLoad={false}>
        <WalletButton />
      </WalletStateProvider>,
    );
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Connect wallet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Activity' }));
    expect(screen.getByRole('dialog', { name: 'Recent activity' })).toBeInTheDocument();
  });
});
