import { type ComponentType, lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWallet, useWalletBridge, type WalletAccount } from '../wallet-state';
import { WalletButtonFace } from './wallet-button-face';

export interface WalletLayerProps {
  /** Called (in a layout effect, before paint) once the layer shows its own button. */
  onShown: () => void;
}

/** The account's recent transactions: its own chunk, once an account is connected (nothing if it cannot load). */
const RecentActivity = lazy(
  (): Promise<{ default: ComponentType<{ account: WalletAccount }> }> =>
    import('./recent-activity').catch(() => ({ default: () => null })),
);

/** The heavy half (wagmi, viem, RainbowKit) in its own chunk, fetched after first paint or on demand. */
const WalletLayer = lazy(
  (): Promise<{ default: ComponentType<WalletLayerProps> }> =>
    import('./wallet-layer').catch(() => ({ default: WalletLayerUnavailable })),
);

/**
 * The header's wallet button. Until the wallet layer has loaded it is a light placeholder of the same
 * size. The placeholder stays the same element while the layer loads beside it (a click is never
 * lost to a swapped node), and gives way only when the layer's own button is in place, before paint.
 */
export function WalletButton() {
  const { status, opening, load, openWallet, account } = useWallet();
  const [layerShown, setLayerShown] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);

  const onShown = useCallback(() => {
    // Keyboard focus on the placeholder moves on to the real button instead of falling to <body>.
    refocus.current = wrapper.current?.contains(document.activeElement) ?? false;
    setLayerShown(true);
  }, []);

  useLayoutEffect(() => {
    if (!layerShown || !refocus.current) return;
    refocus.current = false;
    wrapper.current?.querySelector('button')?.focus();
  }, [layerShown]);

  return (
    <>
      {/* Left of the wallet button, which stays where it is (the header's right edge). */}
      {account && (
        <Suspense fallback={null}>
          <RecentActivity account={account} />
        </Suspense>
      )}
      {/* A pointer on its way to the button is a good moment to start fetching. */}
      <span ref={wrapper} className="inline-flex" onPointerEnter={load}>
        {!layerShown && (
          <WalletButtonFace state={status === 'idle' ? 'idle' : 'loading'} busy={opening} onClick={openWallet}>
            Connect wallet
          </WalletButtonFace>
        )}
        {status !== 'idle' && (
          <Suspense fallback={null}>
            <WalletLayer onShown={onShown} />
          </Suspense>
        )}
      </span>
    </>
  );
}

/** When the chunk cannot be fetched (offline, or a new deployment replaced it). */
function WalletLayerUnavailable({ onShown }: WalletLayerProps) {
  const bridge = useWalletBridge();
  useLayoutEffect(() => onShown(), [onShown]);
  useEffect(() => bridge.fail(), [bridge]);
  return (
    <WalletButtonFace state="unavailable" variant="secondary" onClick={() => window.location.reload()}>
      Wallet unavailable: reload
    </WalletButtonFace>
  );
}
