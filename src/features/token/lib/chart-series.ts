/**
 * What the token page's price chart draws, from the newest trades of the launch service. Pure: the
 * chart component only hands the result to lightweight-charts. Only types come from that library, so
 * importing this file keeps it out of the first-load bundle.
 */

import type { PriceUpdate } from '@interface/tokens';
import type { UTCTimestamp } from 'lightweight-charts';
import { formatPercentChange, formatSpokenPrice } from '@/lib/format';
import { withoutReordering } from '@/lib/lookalike';

interface PricePoint {
  time: UTCTimestamp;
  /** Price after the last trade of that second, in ETH per token. */
  value: number;
}

interface VolumePoint {
  time: UTCTimestamp;
  /** ETH traded in that second, buys and sells together. */
  value: number;
  /** The side that moved more ETH in that second (buy on a tie). */
  side: 'buy' | 'sell';
}

export interface ChartSeries {
  price: PricePoint[];
  volume: VolumePoint[];
  /** Trades behind the points (several trades of one second make one point). */
  trades: number;
}

/**
 * A line per trade rather than candles: 50 trades spread over seconds to days would make a handful
 * of uneven candles, while a line shows every trade's price. lightweight-charts needs strictly
 * ascending, unique times in seconds: trades are sorted oldest first, and those of one second merge
 * into one point (the last price, the summed volume). Trades without a usable time or a positive
 * price are bad data and left out entirely.
 */
export function toChartSeries(trades: readonly PriceUpdate[]): ChartSeries {
  const valid = trades
    .map((trade, index) => ({ trade, index, ms: Date.parse(trade.timestamp) }))
    .filter(({ trade, ms }) => Number.isFinite(ms) && Number.isFinite(trade.price_eth) && trade.price_eth > 0)
    // Within one millisecond the block decides; within one block the input order, which is newest first.
    .sort((a, b) => a.ms - b.ms || a.trade.block_number - b.trade.block_number || b.index - a.index);

  const price: PricePoint[] = [];
  const volume: VolumePoint[] = [];
  let buyEth = 0;
  let sellEth = 0;
  for (const { trade, ms } of valid) {
    const time = Math.floor(ms / 1000) as UTCTimestamp;
    const eth = Number.isFinite(trade.eth_amount) ? Math.abs(trade.eth_amount) : 0;
    if (price.at(-1)?.time !== time) {
      price.push({ time, value: trade.price_eth });
      volume.push({ time, value: 0, side: 'buy' });
      buyEth = 0;
      sellEth = 0;
    }
    if (trade.side === 'buy') buyEth += eth;
    else sellEth += eth;
    price[price.length - 1]!.value = trade.price_eth;
    volume[volume.length - 1] = { time, value: buyEth + sellEth, side: buyEth >= sellEth ? 'buy' : 'sell' };
  }
  return { price, volume, trades: valid.length };
}

/**
 * The price scale's smallest step, as `base` = 1 / step: five significant digits of the smallest
 * price. The library's default step (0.01) would flatten bonding-curve prices (~1e-8 ETH) to zero.
 * A power of ten given as `base` stays exact where 1e-13 as a step would not.
 */
export function priceScaleBase(price: readonly PricePoint[]): number {
  const smallest = Math.min(...price.map((p) => p.value));
  if (!Number.isFinite(smallest) || smallest <= 0) return 100;
  const digits = 4 - Math.floor(Math.log10(smallest));
  return 10 ** Math.min(Math.max(digits, 2), 18);
}

const spokenEth = (eth: number) => `${formatSpokenPrice(eth)} ETH`;

/** The chart in words, for the figure's caption: a canvas says nothing to assistive tech. */
export function describeChart(series: ChartSeries, ticker: string): string {
  const name = `$${withoutReordering(ticker)}`;
  const values = series.price.map((p) => p.value);
  const first = values[0];
  const last = values.at(-1);
  if (first === undefined || last === undefined) return `No trades of ${name} yet.`;
  if (series.trades === 1) return `Price of ${name}: one trade so far, at ${spokenEth(last)}.`;
  const change = formatPercentChange(((last - first) / first) * 100);
  const range = `low ${spokenEth(Math.min(...values))}, high ${spokenEth(Math.max(...values))}`;
  return `Price of ${name} over the last ${series.trades} trades, from ${spokenEth(first)} to ${spokenEth(last)} (${change}); ${range}.`;
}

/** The time axis' label kinds, from coarse to fine (lightweight-charts' TickMarkType, by name). */
export type TimeUnit = 'year' | 'month' | 'day' | 'minute' | 'second';

const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const TIME_FORMATS: Record<TimeUnit | 'crosshair', Intl.DateTimeFormatOptions> = {
  year: { year: 'numeric' },
  month: { month: 'short' },
  day: { month: 'short', day: 'numeric' },
  minute: CLOCK,
  second: { ...CLOCK, second: '2-digit' },
  crosshair: { month: 'short', day: 'numeric', ...CLOCK, second: '2-digit' },
};
// The axis formats every label on each redraw: build each formatter once.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * WHY UTC: lightweight-charts places its tick marks on UTC boundaries (midnight, whole hours), so
 * labels in another zone would name the wrong moments. The chart says on screen that its times are
 * UTC, as the app's tooltips do.
 */
const CHART_TIME_ZONE = 'UTC';

/** A chart time in UTC, 24-hour, en-US like the rest of the app's numbers. `timeZone` exists for tests. */
export function formatChartTime(seconds: number, unit: TimeUnit | 'crosshair', timeZone = CHART_TIME_ZONE): string {
  if (!Number.isFinite(seconds)) return '';
  const key = `${unit}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...TIME_FORMATS[unit], timeZone });
    formatters.set(key, format);
  }
  return format.format(seconds * 1000);
}
