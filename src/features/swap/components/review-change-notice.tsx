import { Button } from '@/components/ui/button';
import { changeRows, type TermsChange, type TradeTerms } from '../lib/trade-terms';

interface ReviewChangeNoticeProps {
  change: TermsChange;
  /** The gate's words for the change (send-gate.ts). */
  message: string | undefined;
  /** A send failed: the trade is built again only when the trader says so. */
  failed: boolean;
  accepted: TradeTerms | undefined;
  latest: TradeTerms | undefined;
  ticker: string;
  onAccept: () => void;
}

/**
 * What changed for the worse since the trader accepted the review (or that a send failed), the figures
 * before and after, and the one way on: accepting the latest terms. Until then Confirm stays off.
 */
export function ReviewChangeNotice(props: ReviewChangeNoticeProps) {
  const { change, failed, accepted, latest, ticker, onAccept } = props;
  if (!change && !failed) return null;
  const rows = change && accepted && latest ? changeRows(accepted, latest, ticker) : [];
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg border border-warn/50 bg-warn/10 p-3 text-sm">
      <p className="text-fg">
        {change ? props.message : 'Nothing was sent. Build the trade again from the latest quote to try once more.'}
      </p>
      {rows.length > 0 ? (
        <dl aria-label="What changed" className="grid grid-cols-[1fr_auto_auto] gap-x-3 gap-y-1">
          <dt>
            <span className="sr-only">Figure</span>
          </dt>
          <dd className="text-muted text-xs">Reviewed</dd>
          <dd className="text-muted text-xs">Now</dd>
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-muted">{row.label}</dt>
              <dd className="text-right font-mono text-muted tabular-nums line-through">{row.before}</dd>
              <dd className="text-right font-mono text-fg tabular-nums">{row.after}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Button variant="secondary" size="sm" onClick={onAccept} disabled={latest === undefined}>
        {change === 'route' ? 'Accept the new route' : change === 'price' ? 'Accept the new price' : 'Build it again'}
      </Button>
    </div>
  );
}
