import { formatUnitsCompact } from '@/lib/format-units';
import type { NetworkCost } from '../api/use-network-cost';

/** "Network cost (at most) 0.0003 ETH": an upper bound, rounded up. */
export const networkCostLabel = (cost: NetworkCost) =>
  cost.approximate ? 'Network cost (about)' : 'Network cost (at most)';
export const networkCostValue = (cost: NetworkCost) => `${formatUnitsCompact(cost.wei, 18, 'up')} ETH`;

export function NetworkCostLine({ cost }: { cost: NetworkCost }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
      <dt className="text-muted">{networkCostLabel(cost)}</dt>
      <dd className="text-right font-mono text-fg tabular-nums">{networkCostValue(cost)}</dd>
    </dl>
  );
}
