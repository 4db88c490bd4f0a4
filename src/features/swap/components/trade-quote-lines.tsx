import { formatPercent } from '@/lib/format';
import type { NetworkCost } from '../api/use-network-cost';
import type { QuoteView } from '../lib/trade-view';
import { networkCostLabel, networkCostValue } from './network-cost-line';

interface TradeQuoteLinesProps {
  view: QuoteView;
  /** The figures are the previous inputs' quote (or one whose refresh failed): shown, never sendable. */
  updating: boolean;
  cost: NetworkCost | undefined;
  /**
   * Keep the network cost's row while its next figure is being worked out (each key changes the call
   * it estimates): the row says so instead of leaving, and the button below does not move.
   */
  costPending?: boolean;
}

/** What the quote means: pay, receive, the bound, the fee, the impact and the network cost. */
export function TradeQuoteLines({ view, updating, cost, costPending = false }: TradeQuoteLinesProps) {
  const rows: [string, string][] = [
    ...(view.pay ? ([['You pay', view.pay]] as [string, string][]) : []),
    ['You receive', view.receive],
    [view.boundLabel, view.bound],
    [view.feeLabel, view.fee],
    ['Price impact', formatPercent(view.priceImpact * 100, 2)],
    ...(cost
      ? ([[networkCostLabel(cost), networkCostValue(cost)]] as [string, string][])
      : costPending
        ? ([['Network cost', 'Estimating…']] as [string, string][])
        : []),
  ];
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl
        aria-label="Quote"
        aria-busy={updating}
        className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ${updating ? 'opacity-60' : ''}`}
      >
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-mono text-fg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Its line kept while empty: it comes and goes with every key, and the button below must not move under a finger. */}
      <p role="status" className="min-h-4 text-muted text-xs">
        {updating ? 'Updating the quote for these inputs…' : ''}
      </p>
      {view.completes && !updating ? (
        <p role="status" className="rounded-lg border border-accent/50 bg-accent/10 p-3 text-fg">
          {view.completes}
        </p>
      ) : null}
    </div>
  );
}
