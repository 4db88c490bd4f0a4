import type { Quote } from '@interface/swap';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TransactionPreview } from '@/components/ui/transaction-preview';
import { type PreviewState, previewAllowsSend } from '@/lib/transaction-preview/use-transaction-preview';
import { useNow } from '@/lib/use-now';
import type { SwapToken } from '../api/swap-token-list';
import type { NetworkCost } from '../api/use-network-cost';
import { type ImpactConsent, priceImpactTier } from '../lib/price-impact-tier';
import { hasPriceMovedAgainst } from '../lib/price-move';
import { type SendGateInput, sendGate } from '../lib/send-gate';
import type { SwapFailure } from '../lib/swap-failure';
import type { SwapKind } from '../lib/swap-kind';
import type { SwapView } from '../lib/swap-view';
import { NetworkCostLine } from './network-cost-line';
import { SwapDetails } from './swap-details';
import { SwapImpactConsent } from './swap-impact-consent';
import { TokenSafetyNotice } from './token-safety';

interface SwapReviewDialogProps {
  open: boolean;
  onClose: () => void;
  kind: SwapKind;
  /** The swap's two tokens: an unofficial one is named with its address (token-safety.tsx). */
  tokens: readonly (SwapToken | undefined)[];
  pay: string;
  /** An exact output: `pay` is the most it may take (the quote's input plus the slippage, rounded up). */
  payAtMost?: boolean;
  receive: string;
  view: SwapView | undefined;
  /** The quote for exactly these inputs now; the one the dialog opened with is what the trader reviewed. */
  latest: Quote | undefined;
  exactIn: boolean;
  /**
   * The impact the review judges, a fraction: the larger of the service's and the app's own from the
   * route's pools (the gate's tier is taken from it). The service's alone until the calls are built.
   */
  impact?: number;
  /** What the widget checked before review, checked again on every refresh. */
  gate: Omit<SendGateInput, 'changedSinceReview' | 'quoteAgeMs'> & { receivedAt: number | undefined };
  onConsent: (consent: ImpactConsent) => void;
  /** An ERC-20 input: the router is approved first, exactly unless the trader opts in to unlimited. */
  approvalFirst: boolean;
  sending: boolean;
  failure: SwapFailure | null;
  onConfirm: () => void;
  /** The preview of exactly the calls Confirm sends (the approval first, when one is needed). */
  preview: PreviewState;
  /** Why the send would refuse the previewed call (it is not the trade on screen, or the pools give more). */
  refusal?: string;
  /** Why the calls to preview could not be built (an allowance or a pool that could not be read). */
  prepareError?: string;
  unlimited: boolean;
  onUnlimited: (unlimited: boolean) => void;
  /** What the transaction would cost in gas, once estimated. */
  cost: NetworkCost | undefined;
}

const VERB: Record<SwapKind, string> = { swap: 'Confirm swap', wrap: 'Confirm wrap', unwrap: 'Confirm unwrap' };

const sameRoute = (a: Quote, b: Quote) =>
  a.path.length === b.path.length && a.path.every((token, i) => token.toLowerCase() === b.path[i]?.toLowerCase());

/**
 * The last look before the wallet. Quotes keep refreshing while it is open, and each refresh is
 * checked again as the widget checked it before review (send-gate.ts): a route that changed or a move
 * of 1% or more against the trader must be accepted; a blocked impact stays blocked and one that now
 * needs consent asks for it here; the balance must still cover the trade; the quote must be fresh.
 * The preview of exactly what Confirm sends sits above it: a blocked or reverting one disables it.
 */
export function SwapReviewDialog(props: SwapReviewDialogProps) {
  const { open, onClose, kind, pay, receive, view, latest, exactIn, gate, approvalFirst, sending, failure } = props;
  const [reviewed, setReviewed] = useState<Quote | undefined>(undefined);
  const { unlimited, onUnlimited: setUnlimited } = props;
  const impact = Math.max(props.impact ?? 0, view?.priceImpact ?? 0);
  // Ticks every second so that a quote's age is judged again while nothing else renders; the age
  // itself is read from the clock now (the tick's time may predate a quote that just arrived).
  useNow();
  const latestRef = useRef(latest);
  latestRef.current = latest;
  // The quote the trader looks at when the dialog opens is the one they agreed to; when it opens on an
  // amount just committed (its quote still coming), the first quote for it is.
  useEffect(() => {
    if (open) setReviewed(latestRef.current);
  }, [open]);
  useEffect(() => {
    if (open && reviewed === undefined && latest !== undefined) setReviewed(latest);
  }, [open, reviewed, latest]);

  const changed =
    kind !== 'swap' || !reviewed || !latest
      ? undefined
      : !sameRoute(reviewed, latest)
        ? 'route'
        : hasPriceMovedAgainst(reviewed, latest, exactIn)
          ? 'price'
          : undefined;
  const verdict = sendGate({
    ...gate,
    changedSinceReview: changed,
    quoteAgeMs: gate.receivedAt === undefined ? 0 : Date.now() - gate.receivedAt,
  });
  return (
    <Dialog open={open} onClose={onClose} title={kind === 'swap' ? 'Review swap' : `Review ${kind}`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-muted text-sm">{props.payAtMost && kind === 'swap' ? 'You pay at most' : 'You pay'}</dt>
        <dd className="text-right font-mono text-fg text-lg tabular-nums">{pay}</dd>
        <dt className="text-muted text-sm">{exactIn && kind === 'swap' ? 'You receive (about)' : 'You receive'}</dt>
        <dd className="text-right font-mono text-fg text-lg tabular-nums">{receive}</dd>
      </dl>
      <TokenSafetyNotice tokens={props.tokens} />
      {view ? <SwapDetails view={{ ...view, priceImpact: impact }} tier={priceImpactTier(impact)} /> : null}
      {kind !== 'swap' ? <p className="text-muted text-sm">1:1 through the WETH contract: no router, no fee.</p> : null}
      {props.cost ? <NetworkCostLine cost={props.cost} /> : null}
      {!verdict.ok && verdict.reason === 'changed' ? (
        <div role="alert" className="flex flex-col gap-2 rounded-lg border border-warn/50 bg-warn/10 p-3 text-sm">
          <p className="text-fg">{verdict.message}</p>
          <Button variant="secondary" size="sm" onClick={() => setReviewed(latest)}>
            Accept the new {changed === 'route' ? 'route' : 'price'}
          </Button>
        </div>
      ) : null}
      {!verdict.ok && (verdict.reason === 'consent' || verdict.reason === 'blocked') && gate.tier && latest ? (
        <SwapImpactConsent tier={gate.tier} impact={impact} consent={gate.consent} onChange={props.onConsent} />
      ) : null}
      {!verdict.ok && (verdict.reason === 'no-quote' || verdict.reason === 'stale' || verdict.reason === 'balance') ? (
        <p role="status" className="text-muted text-sm">
          {verdict.reason === 'balance'
            ? `${verdict.message}: your balance no longer covers this swap.`
            : verdict.message}
        </p>
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
      <TransactionPreview state={props.preview} />
      {props.prepareError ? (
        <div role="alert" className="rounded-lg border border-down/50 bg-down/10 p-3 text-sm">
          <p className="font-medium text-down">This swap cannot be reviewed yet.</p>
          <p className="text-muted">{props.prepareError}</p>
        </div>
      ) : null}
      {props.refusal ? (
        <div role="alert" className="rounded-lg border border-down/50 bg-down/10 p-3 text-sm">
          <p className="font-medium text-down">Refused before your wallet.</p>
          <p className="text-muted">{props.refusal}</p>
        </div>
      ) : null}
      <Button
        variant="primary"
        onClick={props.onConfirm}
        disabled={
          !verdict.ok ||
          !previewAllowsSend(props.preview) ||
          props.refusal !== undefined ||
          props.prepareError !== undefined ||
          sending
        }
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
    </Dialog>
  );
}
