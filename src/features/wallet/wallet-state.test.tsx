import { act, fireEvent, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import {
  useWallet,
  useWalletBridge,
  useWalletSignIn,
  useWalletSignInRequest,
  type WalletAuthStatus,
  type WalletSignIn,
  WalletStateProvider,
} from './wallet-state';

function signInWith(status: WalletAuthStatus): WalletSignIn {
  return {
    status,
    getNonce: async () => 'nonce1234',
    createMessage: () => 'message',
    verify: async () => true,
    signOut: async () => undefined,
  };
}

/** A page that wants sign-in, as the referrals page does. */
function Page({ status }: { status: WalletAuthStatus }) {
  const signIn = useMemo(() => signInWith(status), [status]);
  useWalletSignIn(signIn);
  const { requestSignIn, signingIn, status: layer } = useWallet();
  return (
    <>
      <button type="button" onClick={requestSignIn}>
        Sign in
      </button>
      <output aria-label="page">{`${layer} ${signingIn ? 'signing' : 'idle'}`}</output>
    </>
  );
}

/** What the wallet layer sees. */
function LayerView() {
  const { signIn, requested, finish } = useWalletSignInRequest();
  return (
    <>
      <output aria-label="layer">{`${signIn?.status ?? 'none'} ${requested ? 'requested' : 'off'}`}</output>
      <button type="button" onClick={finish}>
        Close dialog
      </button>
    </>
  );
}

const text = (name: string) => screen.getByRole('status', { name }).textContent;

describe('sign-in through the wallet', () => {
  it('hands the page’s sign-in to the layer, and switches it on only while asked for', () => {
    const { rerender } = render(
      <WalletStateProvider autoLoad={false}>
        <Page status="unauthenticated" />
        <LayerView />
      </WalletStateProvider>,
    );
    expect(text('layer')).toBe('unauthenticated off');
    expect(text('page')).toBe('idle idle');

    act(() => screen.getByRole('button', { name: 'Sign in' }).click());
    // Asking loads the layer if it was not there yet.
    expect(text('page')).toBe('loading signing');
    expect(text('layer')).toBe('unauthenticated requested');

    act(() => screen.getByRole('button', { name: 'Close dialog' }).click());
    expect(text('layer')).toBe('unauthenticated off');
    expect(text('page')).toBe('loading idle');

    rerender(
      <WalletStateProvider autoLoad={false}>
        <Page status="authenticated" />
        <LayerView />
      </WalletStateProvider>,
    );
    expect(text('layer')).toBe('authenticated off');
  });

  it('forgets the sign-in when the page that registered it goes', () => {
    const { rerender } = render(
      <WalletStateProvider autoLoad={false}>
        <Page status="unauthenticated" />
        <LayerView />
      </WalletStateProvider>,
    );
    rerender(
      <WalletStateProvider autoLoad={false}>
        <LayerView />
      </WalletStateProvider>,
    );
    expect(text('layer')).toBe('none off');
  });
});

/** The light button and the layer's report, each pressed by hand to order them as a test needs. */
function Harness({ open }: { open: () => void }) {
  const { openWallet, opening } = useWallet();
  const bridge = useWalletBridge();
  return (
    <>
      <button type="button" onClick={openWallet}>
        Connect wallet
      </button>
      <button type="button" onClick={() => bridge.report({ account: undefined, config: {} as Config, open })}>
        Layer reports
      </button>
      <output aria-label="opening">{opening ? 'opening' : 'still'}</output>
    </>
  );
}

describe('opening the wallet dialog', () => {
  it('keeps a click made before the layer could open the dialog, and opens it once the layer reports', () => {
    const open = vi.fn();
    render(
      <WalletStateProvider autoLoad={false}>
        <Harness open={open} />
      </WalletStateProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(text('opening')).toBe('opening');
    expect(open).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Layer reports' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(text('opening')).toBe('still');
    // A second report (a new account, say) opens nothing by itself.
    fireEvent.click(screen.getByRole('button', { name: 'Layer reports' }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens at once when the layer has already reported', () => {
    const open = vi.fn();
    render(
      <WalletStateProvider autoLoad={false}>
        <Harness open={open} />
      </WalletStateProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Layer reports' }));
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(text('opening')).toBe('still');
  });
});
