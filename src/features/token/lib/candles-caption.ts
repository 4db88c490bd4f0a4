import { formatPercentChange, formatSpokenPrice } from '@/lib/format';
import { withoutReordering } from '@/lib/lookalike';
import { type CandleSeries, INTERVAL_WORDS } from './candles';
import { formatChartTime } from './chart-series';

const spokenEth = (eth: number) => `${formatSpokenPrice(eth)} ETH`;
const when = (seconds: number) => `${formatChartTime(seconds, 'day')}, ${formatChartTime(seconds, 'minute')}`;

/** The candles in words, for the figure's caption: a canvas says nothing to assistive tech. */
export function describeCandles(series: CandleSeries, ticker: string): string {
  const name = `$${withoutReordering(ticker)}`;
  const first = series.candles[0];
  const last = series.candles.at(-1);
  if (!first || !last) return `No trades of ${name} yet.`;
  const lows = Math.min(...series.candles.map((c) => c.low));
  const highs = Math.max(...series.candles.map((c) => c.high));
  const change = formatPercentChange(((last.close - first.open) / first.open) * 100);
  const trades = series.trades === 1 ? 'one trade' : `${series.trades} trades`;
  const count = series.candles.length === 1 ? 'one candle' : `${series.candles.length} candles`;
  const since = series.dropped > 0 ? ' (the newest; a longer interval shows the whole history)' : '';
  const graduated =
    series.graduationTime === null
      ? ''
      : ` Graduated to its trading pair in the candle of ${when(series.graduationTime)}.`;
  return (
    `Price of ${name} in ${INTERVAL_WORDS[series.interval]} candles, ${count}${since} from ${when(first.time)} to ` +
    `${when(last.time)} UTC, ${trades}: opened at ${spokenEth(first.open)}, last close ${spokenEth(last.close)} ` +
    `(${change}); low ${spokenEth(lows)}, high ${spokenEth(highs)}.${graduated}`
  );
}
