import { ProgressBar } from '@/components/ui/progress-bar';
import { formatCompact, formatEth, formatPercent } from '@/lib/format';
import { withoutReordering } from '@/lib/lookalike';
import { graduationRemaining } from '../lib/graduation';

interface CurveProgressProps {
  fundingProgress: number;
  graduated: boolean;
  ticker: string;
}

/** How far the bonding curve is, and what it still takes to graduate to the pair. */
export function CurveProgress({ fundingProgress, graduated, ticker }: CurveProgressProps) {
  const remaining = graduationRemaining(fundingProgress);
  return (
    <section aria-labelledby="curve-title" className="rounded-xl border border-line bg-surface p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="curve-title" className="font-semibold text-fg">
          Bonding curve
        </h2>
        <span className="font-medium text-fg text-sm tabular-nums">{formatPercent(fundingProgress * 100)}</span>
      </div>
      <ProgressBar value={fundingProgress} label="Bonding curve progress" className="mt-3 h-2" />
      <p className="mt-3 text-muted text-sm">
        {graduated || remaining.tokens <= 0 ? (
          'Fully funded: this token graduated, and its liquidity now trades on a Uniswap V2 pair.'
        ) : (
          <>
            <span className="text-fg tabular-nums">{formatCompact(remaining.tokens)}</span>{' '}
            <span dir="auto">{withoutReordering(ticker)}</span> left on the curve: about{' '}
            <span className="text-fg tabular-nums">{formatEth(remaining.eth)}</span> of buying until it graduates.
          </>
        )}
      </p>
    </section>
  );
}
