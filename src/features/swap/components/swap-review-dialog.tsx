import type { Quote } from '@interface/swap';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { priceImpactTier } from '../lib/price-impact-tier';
import { hasPriceMovedAgainst } from '../lib/price-move';
import type { SwapFailure } from '../lib/swap-failure';
import type { SwapKind } from '../lib/swap-kind';
import type { SwapView } from '../lib/swap-view';
import { SwapDetails } from './swap-details';
import { SwapDialog } from './swap-dialog';

interface SwapReviewDialogProps {
  open: boolean;
  onClose: () => void;
  kind: SwapKind;
  pay: string;
  receive: string;
  view: SwapView | undefined;
  /** The quote on screen now; the one the dialog opened with is what the trader reviewed. */
  latest: Quote | undefined;
  exactIn: boolean;
  /** An ERC-20 input: the router is approved first, exactly unless the trader opts in to unlimited. */
  approvalFirst: boolean;
  sending: boolean;
  failure: SwapFailure | null;
  onConfirm: (options: { unlimitedApproval: boolean }) => void;
}

const VERB: Record<SwapKind, string> = { swap: 'Confirm swap', wrap: 'Confirm wrap', unwrap: 'Confirm unwrap' };

/**
 * The last look before the wallet. Quotes keep refreshing while it is open: a move of 1% or more
 * against the trader must be accepted before the swap can be confirmed (issue 11, "Review step").
 */
export function SwapReviewDialog(props: SwapReviewDialogProps) {
  const { open, onClose, kind, pay, receive, view, latest, exactIn, approvalFirst, sending, failure } = props;
  const [reviewed, setReviewed] = useState<Quote | undefined>(undefined);
  const [unlimited, setUnlimited] = useState(false);
  const latestRef = useRef(latest);
  latestRef.current = latest;
  // The quote the trader looks at when the dialog opens is the one they agreed to.
  useEffect(() => {
    if (open) setReviewed(latestRef.current);
  }, [open]);

  const moved = reviewed !== undefined && latest !== undefined && hasPriceMovedAgainst(reviewed, latest, exactIn);
  return (
    <SwapDialog open={open} onClose={onClose} title={kind === 'swap' ? 'Review swap' : `Review ${kind}`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-muted text-sm">You pay</dt>
        <dd className="text-right font-mono text-fg text-lg tabular-nums">{pay}</dd>
        <dt className="text-muted text-sm">{exactIn && kind === 'swap' ? 'You receive (about)' : 'You receive'}</dt>
        <dd className="text-right font-mono text-fg text-lg tabular-nums">{receive}</dd>
      </dl>
      {view ? <SwapDetails view={view} tier={priceImpactTier(view.priceImpact)} /> : null}
      {kind !== 'swap' ? <p className="text-muted text-sm">1:1 through the WETH contract: no router, no fee.</p> : null}
      {moved ? (
        <div role="alert" className="flex flex-col gap-2 rounded-lg border border-warn/50 bg-warn/10 p-3 text-sm">
          <p className="text-fg">The price moved against you by 1% or more since you opened this review.</p>
          <Button variant="secondary" size="sm" onClick={() => setReviewed(latest)}>
            Accept the new price
          </Button>
        </div>
      ) : null}
      {approvalFirst ? (
        <p className="text-muted text-sm">
          Your wallet may ask twice: first to let the Uniswap router take exactly this amount, then for the swap.
        </p>
      ) : null}
      {approvalFirst ? (
        <label className="flex items-start gap-2 text-muted text-sm">
          <input
            type="checkbox"
            checked={unlimited}
            onChange={(event) => setUnlimited(event.target.checked)}
            className="mt-0.5"
          />
          Approve an unlimited amount, so later swaps of this token skip the approval (the router could then move all of
          it).
        </label>
      ) : null}
      <Button
        variant="primary"
        onClick={() => props.onConfirm({ unlimitedApproval: unlimited })}
        disabled={moved || sending}
        busy={sending}
      >
        {sending ? 'Confirm in your wallet, then wait for the chain…' : VERB[kind]}
      </Button>
      {failure ? (
        <div role="alert" className="rounded-lg border border-down/50 bg-down/10 p-3 text-sm">
          <p className="font-medium text-down">{failure.title}</p>
          <p className="text-muted">{failure.action}</p>
        </div>
      ) : null}
    </SwapDialog>
  );
}
