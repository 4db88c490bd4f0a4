import type { BatchToken } from '@interface/tokens';
import { formatCount } from '@/lib/format';
import type { HolderCheck, HolderSummary } from '../lib/holders-from-transfers';
import { shareText } from './holder-row';

interface HoldersCheckProps {
  summary: HolderSummary;
  /** The launch service's figures: undefined while they load, null when unavailable. */
  service: BatchToken | null | undefined;
  check: HolderCheck;
  block: bigint;
}

/**
 * The chain's count of holders and top-10 share beside the launch service's (`total_holders`,
 * `top_10_percentage`): both figures always shown, and a difference said in words.
 */
export function HoldersCheck({ summary, service, check, block }: HoldersCheckProps) {
  const theirs = (value: number | undefined, show: (v: number) => string) =>
    service === undefined ? '…' : service === null || value === undefined ? 'unavailable' : show(value);
  const differs = check.holdersDiffer || check.top10Differs;
  return (
    <div className="mt-3 rounded-lg bg-raised px-3 py-2 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">Holders</dt>
        <dd data-testid="holders-count" className="tabular-nums">
          {formatCount(summary.holderCount)} on chain · {theirs(service?.total_holders, formatCount)} by the launch
          service
          {check.holdersDiffer ? <DiffersBadge /> : null}
        </dd>
        <dt className="text-muted">Top 10 hold</dt>
        <dd className="tabular-nums">
          {shareText(summary.top10Share)} on chain · {theirs(service?.top_10_percentage, shareText)} by the launch
          service
          {check.top10Differs ? <DiffersBadge /> : null}
        </dd>
      </dl>
      <p className="mt-1 text-muted text-xs">
        Both leave out the bonding curve, the pair and the burn addresses.
        {service === null ? ' The launch service’s figures could not be loaded: only the chain’s are shown.' : null}
      </p>
      {differs ? (
        <p role="status" className="mt-1 text-warn text-xs">
          The chain (at block {block.toString()}) and the launch service disagree. The service counts from its index,
          which follows the chain a few seconds behind: a difference that stays means one of them is wrong.
        </p>
      ) : null}
    </div>
  );
}

function DiffersBadge() {
  return <span className="ms-2 rounded border border-warn/50 px-1 font-medium text-warn text-xs">differs</span>;
}
