import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type AuctionSend, useAuctionSend } from '../api/use-auction';
import { AuctionReviewDialog } from './auction-review-dialog';
import { FailureMessage } from './failure-message';
import { WalletGate } from './wallet-gate';

interface AuctionCallButtonProps extends Omit<AuctionSend, 'wallet'> {
  /** What the wallet is asked for, as WalletGate says it: "Connect a wallet to {purpose}". */
  purpose: string;
  /** The button's name. */
  children: string;
}

/**
 * A contract call one click reviews (withdraw, settle): the wallet gate, then the review step (the
 * call's preview at the latest block) whose Confirm sends it, and what failed, if anything.
 */
export function AuctionCallButton({ call, label, purpose, children }: AuctionCallButtonProps) {
  const tx = useAuctionSend();
  const [review, setReview] = useState<AuctionSend | null>(null);
  return (
    <>
      <WalletGate purpose={purpose}>
        {(wallet) => (
          <Button
            busy={tx.isPending}
            disabled={tx.isPending}
            onClick={() => {
              tx.clearFailure();
              setReview({ wallet, call, label });
            }}
          >
            {tx.isPending ? 'Confirm in your wallet, then wait for the chain…' : children}
          </Button>
        )}
      </WalletGate>
      <AuctionReviewDialog
        send={review}
        onClose={() => setReview(null)}
        title={`Review: ${children.toLowerCase()}`}
        summary={label.title}
        confirmLabel={`Confirm: ${children.toLowerCase()}`}
        tx={tx}
      />
      {tx.failure && review === null ? <FailureMessage failure={tx.failure} /> : null}
    </>
  );
}
