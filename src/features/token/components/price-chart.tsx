import type { TokenDetail } from '@interface/tokens';
import { lazy, Suspense } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useWallet } from '@/features/wallet/wallet-state';
import type { TimedMarketTrade } from '@/lib/market-trades';
import { CANDLE_INTERVALS, type CandleInterval } from '../lib/candle-intervals';
import { ChartLoading } from './chart-box';
import { TradeLineFallback } from './trade-line-fallback';

// The reader of the chain's history, its cache and the candles: their own chunk, fetched once the
// wallet layer (and its chain client) has loaded. Never on the page's first paint.
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
  const { config, status } = useWallet();
  let body: React.ReactNode;
  if (config) {
    body = (
      <Suspense fallback={<ChartLoading note="Reading trades from the chain…" />}>
        <PriceHistoryChart config={config} token={token} interval={interval} liveTrades={liveTrades} />
      </Suspense>
    );
  } else if (status === 'failed') {
    body = (
      <TradeLineFallback
        trades={token.price_updates}
        ticker={token.ticker}
        reason="the connection to the chain could not load. Reload the page to try again."
      />
    );
  } else {
    body = <ChartLoading note="Connecting to the chain…" />;
  }
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
      {body}
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
