import type { PriceUpdate } from '@interface/tokens';
import { Suspense, useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { describeChart, toChartSeries } from '../lib/chart-series';
import { CHART_BOX, ChartFigure, LineCanvas } from './chart-box';

interface TradeLineFallbackProps {
  /** The token's newest trades, newest first, as the launch service sends them. */
  trades: PriceUpdate[];
  ticker: string;
  /** Why the chain's history could not be read, in the reader's words. */
  reason: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * When the chain cannot be read: a line of the newest trades the launch service sends, saying that
 * this is not the full history and why.
 */
export function TradeLineFallback({ trades, ticker, reason, onRetry, retrying = false }: TradeLineFallbackProps) {
  const series = useMemo(() => toChartSeries(trades), [trades]);
  const captionId = useId();
  return (
    <>
      <div
        role="alert"
        className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-raised px-3 py-2 text-sm"
      >
        <p className="min-w-0 flex-1 text-muted">
          The full history could not be read from the chain: {reason} Showing the {series.trades} newest trades as a
          line.
        </p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry} busy={retrying}>
            Try again
          </Button>
        ) : null}
      </div>
      {series.price.length === 0 ? (
        <p className={`mt-3 flex items-center justify-center text-muted text-sm ${CHART_BOX}`}>No trades yet.</p>
      ) : (
        <ChartFigure caption={describeChart(series, ticker)} captionId={captionId}>
          <Suspense fallback={<Skeleton className="h-full w-full" />}>
            <LineCanvas series={series} />
          </Suspense>
        </ChartFigure>
      )}
    </>
  );
}
