/**
 * The candles over the token's whole history, read from the chain (a lazily loaded chunk with the
 * reader and the cache). Until they are in, the newest trades' candles (lib/preview-candles, in the
 * server's page too) with how far back the read has gone; then empty, or the candles with a table of
 * them; the line of newest trades when the chain cannot be read.
 */
import type { TokenDetail } from '@interface/tokens';
import { lazy, Suspense, useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LogReadError } from '@/lib/log-pages';
import type { TimedMarketTrade } from '@/lib/market-trades';
import { useHydrated } from '@/lib/use-hydrated';
import { useNow } from '@/lib/use-now';
import { usePriceHistory } from '../api/use-price-history';
import { buildCandles, type CandleInterval, mergeTrades } from '../lib/candles';
import { describeCandles } from '../lib/candles-caption';
import { formatChartTime } from '../lib/chart-series';
import { CandleSketch } from './candle-sketch';
import { Candles, PreviewCandles } from './candles-view';
import { CHART_BOX, ChartUnavailable } from './chart-box';
import { TradeLineFallback } from './trade-line-fallback';

const CandleCanvas = lazy(() => import('./candle-chart-canvas').catch(() => ({ default: ChartUnavailable })));

/** A new empty candle opens at most a minute late: the finest interval. */
const CLOCK_MS = 60_000;

/** Why the chain could not be read, as one sentence for the fallback's note. */
function reasonOf(error: unknown): string {
  if (error instanceof LogReadError) return error.message;
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage;
  const text = typeof short === 'string' ? short : error instanceof Error ? error.message : String(error);
  return `the chain's RPC answered “${text.split('\n')[0]}”.`;
}

interface PriceHistoryChartProps {
  token: TokenDetail;
  interval: CandleInterval;
  liveTrades: readonly TimedMarketTrade[];
}

export function PriceHistoryChart({ token, interval, liveTrades }: PriceHistoryChartProps) {
  const { query, backTo } = usePriceHistory(token);
  const now = useNow(CLOCK_MS);
  // The read starts with the page (the route's loader) and may be in before hydration, whose render
  // shows what the server rendered (the newest trades' candles): the chain's come in the render after.
  const hydrated = useHydrated();
  const history = hydrated ? query.data : undefined;
  const series = useMemo(
    () =>
      history
        ? buildCandles(mergeTrades(history.trades, liveTrades), {
            interval,
            now: Math.floor(now / 1000),
            graduatedAt: history.graduation?.timestamp ?? null,
          })
        : null,
    [history, liveTrades, interval, now],
  );

  if (!series) {
    if (hydrated && query.isError) {
      return (
        <TradeLineFallback
          trades={token.price_updates}
          ticker={token.ticker}
          reason={reasonOf(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    const reading =
      backTo === null || !hydrated
        ? 'Reading trades from the chain…'
        : `Reading trades… back to ${formatChartTime(backTo, 'day')}`;
    // Until the chain's history is in: the newest trades' candles, in the server's page too.
    return <PreviewCandles token={token} interval={interval} reading={reading} />;
  }
  if (series.candles.length === 0) {
    return (
      <EmptyState
        title="No chart yet"
        description="The chart starts with the first trade."
        className={`mt-3 ${CHART_BOX} justify-center`}
      />
    );
  }
  return (
    <Candles
      series={series}
      caption={describeCandles(series, token.ticker)}
      note={
        query.isRefetchError ? (
          <p role="status" className="mt-2 text-muted text-xs">
            Newer blocks could not be read: {reasonOf(query.error)} The candles stop at block{' '}
            {history!.block.toString()}.
          </p>
        ) : null
      }
    >
      {/* The sketch until lightweight-charts' code is in: candles throughout, never an empty box. */}
      <Suspense fallback={<CandleSketch series={series} />}>
        <CandleCanvas series={series} />
      </Suspense>
    </Candles>
  );
}
