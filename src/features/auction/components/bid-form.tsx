import { type FormEvent, useId, useState } from 'react';
import { formatEther } from 'viem';
import { Button } from '@/components/ui/button';
import { useWallet } from '@/features/wallet/wallet-state';
import { type AuctionSend, useAuctionSend } from '../api/use-auction';
import { dayDate } from '../lib/auction-clock';
import { parseBid } from '../lib/bid-amount';
import { AuctionReviewDialog } from './auction-review-dialog';
import { FailureMessage } from './failure-message';
import { type PickedToken, TokenPicker } from './token-picker';
import { readyWallet, WalletGate } from './wallet-gate';

interface BidFormProps {
  /** The day the auction sells (days since 1970). */
  day: bigint;
  /** The contract's minimumBid() at the latest block. */
  minimum: bigint;
}

/**
 * The bid: a launched token and an amount in ETH of at least the minimum, checked as typed and on
 * submit (each error beside its field), then the review step (its preview at the latest block),
 * whose Confirm has the wallet send it, followed to its receipt. A failure keeps what was typed.
 */
export function BidForm({ day, minimum }: BidFormProps) {
  const amountId = useId();
  const amountHintId = useId();
  const [token, setToken] = useState<PickedToken | null>(null);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const tx = useAuctionSend();
  const walletState = useWallet();
  /** The bid under review: only the review's Confirm sends it. */
  const [review, setReview] = useState<AuctionSend | null>(null);

  const parsed = parseBid(text, minimum);
  const amountError = (submitted || text !== '') && !parsed.ok ? parsed.message : undefined;
  const tokenError = submitted && !token ? 'Pick the token to feature.' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    tx.clearFailure();
    const wallet = readyWallet(walletState);
    if (!wallet || !token || !parsed.ok) return;
    const value = parsed.wei;
    setReview({
      wallet,
      call: { fn: 'bid', token: token.address, value, day },
      label: {
        title: `Bid ${formatEther(value)} ETH for ${token.ticker}`,
        description: `For the featured slot of ${dayDate(day)}`,
        confirmedTitle: `Bid placed: ${token.ticker} leads`,
      },
    });
  };

  return (
    <section aria-labelledby="bid-title" className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
      <h2 id="bid-title" className="font-semibold text-fg">
        Bid for the slot of {dayDate(day)}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TokenPicker value={token} onChange={setToken} error={tokenError} />
        <div className="flex flex-col gap-2">
          <label htmlFor={amountId} className="text-muted text-sm">
            Your bid in ETH
          </label>
          <div className="flex gap-2">
            <input
              id={amountId}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                tx.clearFailure();
              }}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              placeholder={formatEther(minimum)}
              aria-invalid={amountError !== undefined}
              aria-describedby={amountHintId}
              className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-raised px-3 font-mono text-fg tabular-nums focus-visible:outline-2 focus-visible:outline-accent"
            />
            <Button variant="secondary" className="h-11" onClick={() => setText(formatEther(minimum))}>
              Minimum
            </Button>
          </div>
          <p id={amountHintId} className={`text-sm ${amountError ? 'text-down' : 'text-muted'}`}>
            {amountError ?? `At least ${formatEther(minimum)} ETH. If you are outbid, you withdraw your ETH here.`}
          </p>
        </div>
        <WalletGate purpose="bid">
          {() => (
            <Button type="submit" busy={tx.isPending} disabled={tx.isPending}>
              {tx.isPending ? 'Confirm in your wallet, then wait for the chain…' : 'Place bid'}
            </Button>
          )}
        </WalletGate>
        {tx.failure && review === null ? <FailureMessage failure={tx.failure} /> : null}
      </form>
      <AuctionReviewDialog
        send={review}
        onClose={() => setReview(null)}
        title="Review bid"
        summary={review ? `${review.label.title}, ${review.label.description?.toLowerCase()}.` : null}
        confirmLabel="Confirm bid"
        tx={tx}
        onSent={() => {
          setText('');
          setSubmitted(false);
        }}
      />
    </section>
  );
}
