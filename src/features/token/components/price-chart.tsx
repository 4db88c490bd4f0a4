import type { TokenDetail } from '@interface/tokens';
import { lazy, Suspense } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';
import type { TimedMarketTrade } from '@/lib/market-trades';
import { CANDLE_INTERVALS, type CandleInterval } from '../lib/candle-intervals';
import { PreviewCandles } from './candles-view';

// The reader of the chain's history (with its own read-only chain client, lib/chain-read-client),
// its cache and the candles: their own chunk, which the route's loader starts with the page.
const PriceHistoryChart = lazy(() => import('./price-history-chart').then((m) => ({ default: m.PriceHistoryChart })));

const INTERVAL_OPTIONS = CANDLE_INTERVALS.map((value) => ({ value, label: value }));
const NO_LIVE_TRADES: readonly TimedMarketTrade[] = [];

interface PriceChartProps {
  token: TokenDetail;
  interval: CandleInterval;
  onIntervalChange: (interval: CandleInterval) => void;
  /** The newest trades pushed by new blocks: merged into the history (each log once). */
  liveTrades?: readonly TimedMarketTrade[];
}

/**
 * The token's price in candles with volume over its whole history, at the interval chosen. The
 * canvas says nothing to assistive tech: the figure's caption and a table say it in words.
 */
export function PriceChart({ token, interval, onIntervalChange, liveTrades = NO_LIVE_TRADES }: PriceChartProps) {
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <SegmentedControl
          legend="Candle interval"
          options={INTERVAL_OPTIONS}
          value={interval}
          onChange={onIntervalChange}
        />
      </div>
      {/* The fallback is what the server's page shows: a render before the reader's code is in moves nothing. */}
      <Suspense
        fallback={<PreviewCandles token={token} interval={interval} reading="Reading trades from the chain…" />}
      >
        <PriceHistoryChart token={token} interval={interval} liveTrades={liveTrades} />
      </Suspense>
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
