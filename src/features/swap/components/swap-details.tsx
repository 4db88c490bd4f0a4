import { formatPercent } from '@/lib/format';
import type { PriceImpactTier } from '../lib/price-impact-tier';
import type { SwapView } from '../lib/swap-view';

const IMPACT_COLOUR: Record<PriceImpactTier, string> = {
  plain: 'text-fg',
  warn: 'text-warn',
  acknowledge: 'text-down',
  confirm: 'text-down',
  blocked: 'text-down',
};

/** The quote as the trader reads it: route, LP fee, the bound at their slippage, rate both ways, impact. */
export function SwapDetails({ view, tier }: { view: SwapView; tier: PriceImpactTier }) {
  const rows: [string, string, string?][] = [
    ['Rate', view.rate],
    ['', view.inverseRate],
    ['Route', view.route],
    [view.lpFeeLabel, view.lpFee],
    [view.boundLabel, view.bound],
    ['Price impact', formatPercent(view.priceImpact * 100, 2), IMPACT_COLOUR[tier]],
  ];
  return (
    <dl aria-label="Swap details" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value, colour]) => (
        <div key={`${label}-${value}`} className="contents">
          <dt className="text-muted">{label || <span className="sr-only">Inverse rate</span>}</dt>
          <dd className={`break-words text-right font-mono tabular-nums ${colour ?? 'text-fg'}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
