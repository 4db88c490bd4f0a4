/**
 * Candles from a token's trades over its whole life: the curve's trades, then its pair's, on one
 * continuous series. Pure: the reader hands the trades in, the canvas draws what comes out, and an
 * injected clock says where "now" is.
 */
import { curvePrice, LAUNCH_CURVE } from '@interface/market/curve';
import type { TimedMarketTrade } from '@/lib/market-trades';

import type { CandleInterval } from './candle-intervals';

export type { CandleInterval } from './candle-intervals';

const INTERVAL_SECONDS: Record<CandleInterval, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3_600,
  '4h': 14_400,
  '1d': 86_400,
};

/** The interval in words, for captions and the table's heading. */
export const INTERVAL_WORDS: Record<CandleInterval, string> = {
  '1m': '1-minute',
  '5m': '5-minute',
  '15m': '15-minute',
  '1h': '1-hour',
  '4h': '4-hour',
  '1d': '1-day',
};

/**
 * The newest candles kept: 1,500 is a day of 1m candles, two weeks of 15m ones, four years of 1d.
 * A 1m view of a months-old token would otherwise build (and the canvas draw) a hundred thousand.
 */
const MAX_CANDLES = 1_500;

/** The price a token launches at: its curve before any trade. The first candle opens there. */
export const LAUNCH_PRICE = curvePrice(LAUNCH_CURVE);

export interface Candle {
  /** Start of the interval, unix seconds (UTC-aligned). */
  time: number;
  /** ETH per token: the previous candle's close (the price before this interval's first trade). */
  open: number;
  high: number;
  low: number;
  /** The price after the interval's last trade; the open when nothing traded. */
  close: number;
  /** ETH (wei) of the interval's buys and sells: bigint until the canvas draws it. */
  buyWei: bigint;
  sellWei: bigint;
  trades: number;
}

export interface CandleSeries {
  interval: CandleInterval;
  candles: Candle[];
  /** Trades behind the candles kept (older ones only set the first kept candle's open). */
  trades: number;
  /** Older candles left out by the cap: the table and the caption say the series starts later. */
  dropped: number;
  /** The candle the token graduated in, when it did and that candle is kept. */
  graduationTime: number | null;
}

interface BuildCandlesOptions {
  interval: CandleInterval;
  /** Unix seconds: empty intervals carry the last close forward up to this one. */
  now: number;
  /** Unix seconds of the factory's Graduated event, when the token graduated. */
  graduatedAt?: number | null;
  maxCandles?: number;
  /** The price before the first trade: the launch's, unless the trades are not the whole history. */
  openPrice?: number;
}

/**
 * The start of the interval holding `seconds`. Unix time starts at a UTC midnight and every interval
 * divides a day, so 4h candles start at 00:00, 04:00, … UTC and 1d candles at UTC midnight.
 */
export function bucketStart(seconds: number, interval: CandleInterval): number {
  const size = INTERVAL_SECONDS[interval];
  return Math.floor(seconds / size) * size;
}

/** Whether `a` comes before `b` on the chain (block, then log index). */
const before = (a: TimedMarketTrade, b: TimedMarketTrade) =>
  a.blockNumber === b.blockNumber ? a.logIndex < b.logIndex : a.blockNumber < b.blockNumber;

/** In chain order with no log twice: what the history's reads and the live trades already are. */
function isChainOrdered(trades: readonly TimedMarketTrade[]): boolean {
  for (let i = 1; i < trades.length; i++) if (!before(trades[i - 1]!, trades[i]!)) return false;
  return true;
}

/**
 * Oldest first, one copy of each log: the order prices happened in. Trades already in that order
 * come back as they are: a busy token's page builds its candles again at every trade, over its whole
 * history, and sorting thousands of trades each time cost tens of milliseconds of main thread at 4x.
 */
function chainOrdered(trades: readonly TimedMarketTrade[]): readonly TimedMarketTrade[] {
  if (isChainOrdered(trades)) return trades;
  const seen = new Map<string, TimedMarketTrade>();
  for (const trade of trades) seen.set(`${trade.blockNumber}:${trade.logIndex}`, trade);
  return [...seen.values()].sort((a, b) =>
    a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
  );
}

/** Whether the ordered `history` holds `trade`'s log (a binary search). */
function holds(history: readonly TimedMarketTrade[], trade: TimedMarketTrade): boolean {
  let low = 0;
  let high = history.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = history[middle]!;
    if (before(at, trade)) low = middle + 1;
    else if (before(trade, at)) high = middle - 1;
    else return true;
  }
  return false;
}

const usable = (trade: TimedMarketTrade) =>
  Number.isFinite(trade.timestamp) && Number.isFinite(trade.priceEth) && trade.priceEth > 0;

/**
 * OHLC candles at `interval`, from the first trade's interval to now's. The chain's order decides
 * (block, then log index), not the input's: several trades in one second keep their true order. A
 * block's time never goes back, but a trade whose time does (bad data) joins the current candle
 * rather than rewrite a closed one.
 */
export function buildCandles(trades: readonly TimedMarketTrade[], options: BuildCandlesOptions): CandleSeries {
  const { interval, now, graduatedAt = null, maxCandles = MAX_CANDLES, openPrice = LAUNCH_PRICE } = options;
  const size = INTERVAL_SECONDS[interval];
  const ordered = chainOrdered(trades).filter(usable);
  const empty: CandleSeries = { interval, candles: [], trades: 0, dropped: 0, graduationTime: null };
  const first = ordered[0];
  const last = ordered.at(-1);
  if (!first || !last) return empty;

  const firstBucket = bucketStart(first.timestamp, interval);
  // A clock behind the chain must not cut the newest trades off.
  const lastBucket = Math.max(bucketStart(now, interval), bucketStart(last.timestamp, interval));
  const total = (lastBucket - firstBucket) / size + 1;
  const dropped = Math.max(total - maxCandles, 0);
  const startBucket = firstBucket + dropped * size;

  const candles: Candle[] = [];
  let close = openPrice;
  let counted = 0;
  let current: Candle | null = null;
  const open = (time: number): Candle => {
    const candle = { time, open: close, high: close, low: close, close, buyWei: 0n, sellWei: 0n, trades: 0 };
    candles.push(candle);
    return candle;
  };
  for (const trade of ordered) {
    const bucket = Math.max(bucketStart(trade.timestamp, interval), current?.time ?? Number.NEGATIVE_INFINITY);
    if (bucket < startBucket) {
      // Before the kept window: it only moves the price the window opens at.
      close = trade.priceEth;
      continue;
    }
    // Flat candles for the empty intervals in between, then the trade's own.
    for (let time = current ? current.time + size : startBucket; time <= bucket; time += size) current = open(time);
    const candle = current!;
    candle.close = trade.priceEth;
    candle.high = Math.max(candle.high, trade.priceEth);
    candle.low = Math.min(candle.low, trade.priceEth);
    if (trade.side === 'buy') candle.buyWei += trade.ethAmount;
    else candle.sellWei += trade.ethAmount;
    candle.trades += 1;
    counted += 1;
    close = trade.priceEth;
  }
  for (let time = current ? current.time + size : startBucket; time <= lastBucket; time += size) current = open(time);

  const graduationBucket = graduatedAt === null ? null : bucketStart(graduatedAt, interval);
  const graduationTime =
    graduationBucket !== null && graduationBucket >= startBucket && graduationBucket <= lastBucket
      ? graduationBucket
      : null;
  return { interval, candles, trades: counted, dropped, graduationTime };
}

/**
 * The history read from the chain plus the newest trades pushed live (newest first): one copy of each
 * log (block and log index), whichever source brought it first, oldest first. The usual case, live
 * trades after the history's last or already in it, costs no sort.
 */
export function mergeTrades(
  history: readonly TimedMarketTrade[],
  live: readonly TimedMarketTrade[],
): readonly TimedMarketTrade[] {
  const ordered = chainOrdered(history);
  if (live.length === 0) return ordered;
  const last = ordered.at(-1);
  const newer: TimedMarketTrade[] = [];
  for (let i = live.length - 1; i >= 0; i--) {
    const trade = live[i]!;
    if (last === undefined || before(last, trade)) newer.push(trade);
    else if (!holds(ordered, trade)) return chainOrdered([...live, ...history]);
  }
  const merged = newer.length === 0 ? ordered : [...ordered, ...newer];
  return isChainOrdered(merged) ? merged : chainOrdered([...live, ...history]);
}

/** Candles that stay readable across a phone-wide chart: the default interval shows about this many. */
const READABLE_CANDLES = 300;
const DEFAULT_CHOICES: readonly CandleInterval[] = ['15m', '1h', '4h', '1d'];

/**
 * The interval a token page opens at when the URL names none: the finest of 15m, 1h, 4h and 1d that
 * shows the token's whole life in about 300 candles, so the first view is the whole history without
 * scrolling (a day-old token at 15m, a month-old one at 4h). Finer intervals are a click away.
 */
export function defaultInterval(launchedAt: number, now: number): CandleInterval {
  const age = Math.max(now - launchedAt, 0);
  return DEFAULT_CHOICES.find((interval) => age / INTERVAL_SECONDS[interval] <= READABLE_CANDLES) ?? '1d';
}
