import type { PriceUpdate } from '@interface/tokens';
import { lazy, Suspense, useId, useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { describeChart, toChartSeries } from '../lib/chart-series';

/** lightweight-charts stays out of the first load: its chunk is fetched when a chart first shows. */
const PriceChartCanvas = lazy(() => import('./price-chart-canvas').catch(() => ({ default: ChartUnavailable })));

/** One height for the empty state, the skeleton and the chart: nothing below moves when it loads. */
const BOX = 'h-64 sm:h-80';

interface PriceChartProps {
  /** The token's newest trades, newest first, as the launch service sends them. */
  trades: PriceUpdate[];
  ticker: string;
}

/**
 * The token's price over its recent trades, with volume bars coloured by side. The canvas says
 * nothing to assistive tech, so the figure's caption says it in words.
 */
export function PriceChart({ trades, ticker }: PriceChartProps) {
  // A refetch that brings no new trade keeps the same array (structural sharing): no redraw.
  const series = useMemo(() => toChartSeries(trades), [trades]);
  const captionId = useId();

  if (series.price.length === 0) {
    return (
      <EmptyState
        title="No chart yet"
        description="The chart starts with the first trade."
        className={`mt-3 ${BOX} justify-center`}
      />
    );
  }
  return (
    <>
      {/* aria-labelledby spells out what browsers infer from <figcaption>, for tools that do not. */}
      <figure aria-labelledby={captionId} className={`mt-3 overflow-hidden rounded-lg ${BOX}`}>
        <figcaption id={captionId} className="sr-only">
          {describeChart(series, ticker)}
        </figcaption>
        <Suspense fallback={<Skeleton className="h-full w-full" />}>
          <PriceChartCanvas series={series} />
        </Suspense>
      </figure>
      {/* The attribution lightweight-charts' licence asks for, as a plain link: its logo would load from their host. */}
      <p className="mt-2 flex justify-between gap-2 text-muted text-xs">
        <span>Times in UTC</span>
        <span>
          Chart by{' '}
          <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer" className="hover:underline">
            TradingView Lightweight Charts
          </a>
        </span>
      </p>
    </>
  );
}

/** When the chart's chunk cannot be fetched (offline, or a new deployment replaced it). */
function ChartUnavailable() {
  return (
    <p className="flex h-full items-center justify-center px-6 text-center text-muted text-sm">
      The chart could not load. Reload the page to try again.
    </p>
  );
}
