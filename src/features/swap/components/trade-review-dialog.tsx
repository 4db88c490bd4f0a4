import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TransactionPreview } from '@/components/ui/transaction-preview';
import { previewAllowsSend } from '@/lib/transaction-preview/use-transaction-preview';
import type { NetworkCost } from '../api/use-network-cost';
import { failureOf, type TradePanelModel } from '../api/use-trade-panel';
import { ReviewChangeNotice } from './review-change-notice';
import { SwapImpactConsent } from './swap-impact-consent';
import { TradeQuoteLines } from './trade-quote-lines';

interface TradeReviewDialogProps {
  panel: TradePanelModel;
  ticker: string;
  cost: NetworkCost | undefined;
}

/**
 * The trade panel's last look before the wallet: the quote the trade was built from, the preview of
 * exactly that transaction at the latest block, and Confirm, which sends it. The panel's gates
 * (send-gate.ts: fresh quote, balance, impact consent, terms no worse than accepted) hold here: a
 * change for the worse is shown with its figures and must be accepted, impact consent is given here,
 * and a blocked or reverting preview disables Confirm with its reason on screen.
 */
export function TradeReviewDialog({ panel, ticker, cost }: TradeReviewDialogProps) {
  const { review, gate, sending, failure, side, tier } = panel;
  const prepared = review.prepared;
  const building = review.open && !prepared && !review.prepareError;
  // A failed send, else a trade that could not be built (a refusal before the wallet says why).
  const shown = failure ?? (review.prepareError ? failureOf(review.prepareError) : null);
  const ready =
    prepared !== undefined && !prepared.refusal && previewAllowsSend(review.preview) && gate.ok && !review.failed;
  const verb = side === 'buy' ? `Confirm buy of ${ticker}` : `Confirm sale of ${ticker}`;
  const askConsent = !gate.ok && (gate.reason === 'consent' || gate.reason === 'blocked');
  return (
    <Dialog open={review.open} onClose={review.close} title={side === 'buy' ? `Review buy` : `Review sale`}>
      {prepared ? <TradeQuoteLines view={prepared.view} updating={false} cost={cost} /> : null}
      {building ? (
        <p role="status" className="text-muted text-sm">
          Building the transaction from the latest quote…
        </p>
      ) : null}
      <ReviewChangeNotice
        change={review.change}
        message={!gate.ok && gate.reason === 'changed' ? gate.message : undefined}
        failed={review.failed}
        accepted={review.accepted}
        latest={review.latest}
        ticker={ticker}
        onAccept={review.accept}
      />
      {askConsent && tier ? (
        <SwapImpactConsent
          tier={tier}
          impact={panel.impact}
          consent={panel.consent}
          onChange={panel.setConsent}
          top={panel.engine.topTier}
        />
      ) : null}
      {prepared ? <TransactionPreview state={review.preview} /> : null}
      {prepared?.refusal ? (
        <div role="alert" className="rounded-lg border border-down/50 bg-down/10 p-3 text-sm">
          <p className="font-medium text-down">Refused before your wallet.</p>
          <p className="text-muted">{prepared.refusal}</p>
        </div>
      ) : null}
      {!gate.ok && (gate.reason === 'stale' || gate.reason === 'balance') ? (
        <p role="status" className="text-muted text-sm">
          {gate.message}
        </p>
      ) : null}
      <Button variant="primary" onClick={panel.confirm} disabled={!ready || sending} busy={sending}>
        {sending ? 'Confirm in your wallet, then wait for the chain…' : verb}
      </Button>
      {shown ? (
        <div role="alert" className="rounded-lg border border-down/50 bg-down/10 p-3 text-sm">
          <p className="font-medium text-down">{shown.title}</p>
          <p className="text-muted">{shown.action}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
