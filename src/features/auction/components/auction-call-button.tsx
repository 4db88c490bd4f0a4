import { Button } from '@/components/ui/button';
import { type AuctionSend, useAuctionSend } from '../api/use-auction';
import { FailureMessage } from './failure-message';
import { WalletGate } from './wallet-gate';

interface AuctionCallButtonProps extends Omit<AuctionSend, 'wallet'> {
  /** What the wallet is asked for, as WalletGate says it: "Connect a wallet to {purpose}". */
  purpose: string;
  /** The button's name. */
  children: string;
}

/**
 * A contract call one click sends (withdraw, settle): the wallet gate, the button while the call is
 * on its way, and what failed, if anything.
 */
export function AuctionCallButton({ call, label, purpose, children }: AuctionCallButtonProps) {
  const tx = useAuctionSend();
  return (
    <>
      <WalletGate purpose={purpose}>
        {(wallet) => (
          <Button busy={tx.isPending} disabled={tx.isPending} onClick={() => tx.send({ wallet, call, label })}>
            {tx.isPending ? 'Confirm in your wallet, then wait for the chain…' : children}
          </Button>
        )}
      </WalletGate>
      {tx.failure ? <FailureMessage failure={tx.failure} /> : null}
    </>
  );
}
