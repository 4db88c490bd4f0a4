import { Button, type ButtonProps } from '@/components/ui/button';

type WalletButtonState = 'idle' | 'loading' | 'disconnected' | 'connected' | 'wrong-network' | 'unavailable';

interface WalletButtonFaceProps extends ButtonProps {
  state: WalletButtonState;
}

/** The one look of the wallet button, before and after the wallet layer loads, so nothing shifts. */
export function WalletButtonFace({ state, className, ...props }: WalletButtonFaceProps) {
  return (
    <Button
      data-testid="wallet-button"
      data-state={state}
      variant={state === 'connected' ? 'secondary' : state === 'wrong-network' ? 'danger' : 'primary'}
      // Wide enough for "Connect wallet" and for "0x1234…abcd", so the swap keeps the header still;
      // narrower on a phone, where Recent activity's button shares the logo's row (360 px).
      className={`min-w-[8.25rem] sm:min-w-[9.25rem] ${className ?? ''}`}
      {...props}
    />
  );
}
