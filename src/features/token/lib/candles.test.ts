import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimedMarketTrade } from '@/lib/market-trades';
import { bucketStart, buildCandles, LAUNCH_PRICE, mergeTrades } from './candles';

const DAY = 86_400;
/** 2026-01-10 00:00:00 UTC */
const MIDNIGHT = 1_768_003_200;

let nextLog = 0;
function trade(timestamp: number, priceEth: number, overrides: Partial<TimedMarketTrade> = {}): TimedMarketTrade {
  nextLog += 1;
  return {
    token: '0x00000000000000000000000000000000000000aa',
    market: 'curve',
    side: 'buy',
    trader: '0x00000000000000000000000000000000000000bb',
    ethAmount: 10n ** 17n,
    tokenAmount: 10n ** 24n,
    priceEth,
    blockNumber: BigInt(timestamp),
    logIndex: nextLog,
    txHash: `0x${nextLog.toString(16).padStart(64, '0')}`,
    timestamp,
    ...overrides,
  };
}

describe('bucketStart', () => {
  it('aligns 4h and 1d candles to UTC midnight', () => {
    const t = MIDNIGHT + 5 * 3_600 + 17 * 60 + 3;
    expect(bucketStart(t, '1d')).toBe(MIDNIGHT);
    expect(bucketStart(t, '4h')).toBe(MIDNIGHT + 4 * 3_600);
    expect(bucketStart(t, '1h')).toBe(MIDNIGHT + 5 * 3_600);
    expect(bucketStart(t, '15m')).toBe(MIDNIGHT + 5 * 3_600 + 15 * 60);
    expect(bucketStart(t, '5m')).toBe(MIDNIGHT + 5 * 3_600 + 15 * 60);
    expect(bucketStart(t, '1m')).toBe(MIDNIGHT + 5 * 3_600 + 17 * 60);
  });
});

describe('buildCandles', () => {
  it('draws nothing without trades', () => {
    const series = buildCandles([], { interval: '1m', now: MIDNIGHT });
    expect(series.candles).toEqual([]);
    expect(series.trades).toBe(0);
  });

  it('opens the first candle at the launch price', () => {
    const series = buildCandles([trade(MIDNIGHT + 10, 3e-8)], { interval: '1m', now: MIDNIGHT + 30 });
    expect(series.candles).toEqual([
      {
        time: MIDNIGHT,
        open: LAUNCH_PRICE,
        high: 3e-8,
        low: LAUNCH_PRICE,
        close: 3e-8,
        buyWei: 10n ** 17n,
        sellWei: 0n,
        trades: 1,
      },
    ]);
    expect(series.trades).toBe(1);
  });

  it('carries the last close forward through empty intervals, up to now', () => {
    const series = buildCandles([trade(MIDNIGHT + 5, 3e-8), trade(MIDNIGHT + 185, 4e-8, { side: 'sell' })], {
      interval: '1m',
      now: MIDNIGHT + 330,
    });
    expect(series.candles.map((c) => c.time)).toEqual([0, 1, 2, 3, 4, 5].map((m) => MIDNIGHT + m * 60));
    const [first, gap1, gap2, second, after1, after2] = series.candles;
    for (const flat of [gap1, gap2]) {
      expect(flat).toMatchObject({
        open: 3e-8,
        high: 3e-8,
        low: 3e-8,
        close: 3e-8,
        buyWei: 0n,
        sellWei: 0n,
        trades: 0,
      });
    }
    expect(first!.close).toBe(3e-8);
    expect(second).toMatchObject({ open: 3e-8, close: 4e-8, high: 4e-8, low: 3e-8, sellWei: 10n ** 17n, buyWei: 0n });
    expect(after1).toMatchObject({ open: 4e-8, close: 4e-8, trades: 0 });
    expect(after2).toMatchObject({ open: 4e-8, close: 4e-8, trades: 0 });
  });

  it('keeps several trades of one second in chain order, whatever the input order', () => {
    const t = MIDNIGHT + 100;
    const a = trade(t, 5e-8, { blockNumber: 7n, logIndex: 1 });
    const b = trade(t, 2e-8, { blockNumber: 7n, logIndex: 4, side: 'sell' });
    const c = trade(t, 6e-8, { blockNumber: 8n, logIndex: 0 });
    const series = buildCandles([c, b, a], { interval: '1m', now: t });
    expect(series.candles).toHaveLength(1);
    expect(series.candles[0]).toMatchObject({
      open: LAUNCH_PRICE,
      high: 6e-8,
      low: Math.min(2e-8, LAUNCH_PRICE),
      close: 6e-8,
      buyWei: 2n * 10n ** 17n,
      sellWei: 10n ** 17n,
      trades: 3,
    });
  });

  it('sorts unsorted input by block and log index, and counts a log once', () => {
    const older = trade(MIDNIGHT + 10, 3e-8);
    const newer = trade(MIDNIGHT + 70, 4e-8);
    const series = buildCandles([newer, older, newer], { interval: '1m', now: MIDNIGHT + 70 });
    expect(series.candles.map((c) => [c.open, c.close])).toEqual([
      [LAUNCH_PRICE, 3e-8],
      [3e-8, 4e-8],
    ]);
    expect(series.trades).toBe(2);
  });

  it('runs one series through graduation, marking its candle', () => {
    const curveLast = trade(MIDNIGHT + 3_000, 9e-8, { market: 'curve' });
    const pairFirst = trade(MIDNIGHT + 9_000, 1.2e-7, { market: 'pair', side: 'buy' });
    const series = buildCandles([pairFirst, curveLast], {
      interval: '1h',
      now: MIDNIGHT + 9_100,
      graduatedAt: MIDNIGHT + 3_000,
    });
    expect(series.graduationTime).toBe(MIDNIGHT);
    expect(series.candles.map((c) => [c.open, c.close])).toEqual([
      [LAUNCH_PRICE, 9e-8],
      [9e-8, 9e-8],
      [9e-8, 1.2e-7],
    ]);
  });

  it('keeps the newest candles only, opening the first kept one at the price before it', () => {
    const trades = [trade(MIDNIGHT, 1e-8), trade(MIDNIGHT + 60, 2e-8), trade(MIDNIGHT + 30 * DAY, 5e-8)];
    const series = buildCandles(trades, {
      interval: '1m',
      now: MIDNIGHT + 30 * DAY + 59,
      graduatedAt: MIDNIGHT + 60,
      maxCandles: 100,
    });
    expect(series.candles).toHaveLength(100);
    expect(series.dropped).toBe(30 * 24 * 60 + 1 - 100);
    expect(series.candles[0]).toMatchObject({ open: 2e-8, close: 2e-8, trades: 0 });
    expect(series.candles.at(-1)).toMatchObject({ time: MIDNIGHT + 30 * DAY, open: 2e-8, close: 5e-8 });
    expect(series.trades).toBe(1);
    // The graduation is older than the window: no marker.
    expect(series.graduationTime).toBeNull();
  });

  it('never cuts off trades newer than its clock', () => {
    const series = buildCandles([trade(MIDNIGHT + 600, 3e-8)], { interval: '5m', now: MIDNIGHT });
    expect(series.candles.at(-1)).toMatchObject({ time: MIDNIGHT + 600, close: 3e-8 });
  });

  it('leaves out trades without a usable price', () => {
    const series = buildCandles([trade(MIDNIGHT, 0), trade(MIDNIGHT, Number.NaN), trade(MIDNIGHT, 3e-8)], {
      interval: '1m',
      now: MIDNIGHT,
    });
    expect(series.trades).toBe(1);
    expect(series.candles[0]!.low).toBe(Math.min(3e-8, LAUNCH_PRICE));
  });
});

describe('mergeTrades', () => {
  it('adds live trades to the history once each, oldest first', () => {
    const a = trade(MIDNIGHT, 1e-8);
    const b = trade(MIDNIGHT + 1, 2e-8);
    const c = trade(MIDNIGHT + 2, 3e-8);
    expect(mergeTrades([b, a], [c, b])).toEqual([a, b, c]);
    expect(mergeTrades([b, a], [])).toEqual([a, b]);
  });

  it('keeps a live trade the history lacks, wherever it falls', () => {
    const a = trade(MIDNIGHT, 1e-8);
    const b = trade(MIDNIGHT + 1, 2e-8);
    const c = trade(MIDNIGHT + 2, 3e-8);
    expect(mergeTrades([a, c], [b])).toEqual([a, b, c]);
  });
});

describe('a busy token’s candles, built again at every trade', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sorts nothing when the history is in chain order and live trades follow it or repeat it', () => {
    // A year of a trade a minute: what a busy token's chart builds from at each new trade.
    const history = Array.from({ length: 20_000 }, (_, i) => trade(MIDNIGHT + i * 60, 1e-8 + i * 1e-13));
    const repeated = history.slice(-3).reverse();
    const live = [trade(MIDNIGHT + 20_000 * 60 + 5, 3e-8), trade(MIDNIGHT + 20_000 * 60, 2e-8), ...repeated];
    const sort = vi.spyOn(Array.prototype, 'sort');
    const merged = mergeTrades(history, live);
    const series = buildCandles(merged, { interval: '1h', now: MIDNIGHT + 20_001 * 60 });
    expect(sort).not.toHaveBeenCalled();
    expect(merged).toHaveLength(20_002);
    expect(merged.at(-1)).toBe(live[0]);
    expect(series.trades).toBe(20_002);
  });
});
