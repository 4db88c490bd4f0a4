import type { PriceUpdate } from '@interface/tokens';
import { describe, expect, it } from 'vitest';
import { describeChart, formatChartTime, priceScaleBase, toChartSeries } from './chart-series';

const T0 = Date.parse('2025-03-05T14:03:00.000Z') / 1000;
let block = 100;

/** A trade `second`s after T0 (fractions allowed); newest-first lists are built by the tests. */
function trade(second: number, overrides: Partial<PriceUpdate> = {}): PriceUpdate {
  block += 1;
  return {
    tx_hash: `0x${block.toString(16).padStart(64, '0')}`,
    block_number: block,
    log_index: 0,
    timestamp: new Date((T0 + second) * 1000).toISOString(),
    trader: '0x1111111111111111111111111111111111111111',
    side: 'buy',
    eth_amount: 0.1,
    token_amount: 1000,
    price_eth: 3e-8,
    supply: 1e9,
    market_cap: 30,
    ...overrides,
  };
}

const newestFirst = (...trades: PriceUpdate[]) => trades.reverse();

describe('toChartSeries', () => {
  it('is empty without trades', () => {
    expect(toChartSeries([])).toEqual({ price: [], volume: [], trades: 0 });
  });

  it('draws one trade as one point', () => {
    const series = toChartSeries([trade(0, { price_eth: 2.5e-8, eth_amount: 0.4, side: 'sell' })]);
    expect(series).toEqual({
      price: [{ time: T0, value: 2.5e-8 }],
      volume: [{ time: T0, value: 0.4, side: 'sell' }],
      trades: 1,
    });
  });

  it('turns the newest-first list into ascending times', () => {
    const series = toChartSeries(newestFirst(trade(0, { price_eth: 1e-8 }), trade(5, { price_eth: 2e-8 }), trade(9)));
    expect(series.price.map((p) => p.time)).toEqual([T0, T0 + 5, T0 + 9]);
    expect(series.price.map((p) => p.value)).toEqual([1e-8, 2e-8, 3e-8]);
  });

  it('sorts input in any order', () => {
    const [a, b, c] = [trade(0, { price_eth: 1e-8 }), trade(60), trade(30, { price_eth: 2e-8 })];
    expect(toChartSeries([b, a, c]).price.map((p) => [p.time, p.value])).toEqual([
      [T0, 1e-8],
      [T0 + 30, 2e-8],
      [T0 + 60, 3e-8],
    ]);
  });

  it('merges trades of one second: the last price, the summed volume, the heavier side', () => {
    const series = toChartSeries(
      newestFirst(
        trade(0.1, { price_eth: 1e-8, eth_amount: 0.2, side: 'buy' }),
        trade(0.5, { price_eth: 2e-8, eth_amount: 0.5, side: 'sell' }),
        trade(0.9, { price_eth: 1.5e-8, eth_amount: 0.1, side: 'buy' }),
        trade(1, { price_eth: 4e-8 }),
      ),
    );
    expect(series.price).toEqual([
      { time: T0, value: 1.5e-8 },
      { time: T0 + 1, value: 4e-8 },
    ]);
    expect(series.volume[0]).toEqual({ time: T0, value: expect.closeTo(0.8), side: 'sell' });
    expect(series.trades).toBe(4);
  });

  it('orders identical timestamps by block, then newest first within a block', () => {
    const older = trade(0, { price_eth: 1e-8, block_number: 7 });
    const newer = trade(0, { price_eth: 2e-8, block_number: 7 });
    expect(toChartSeries([newer, older]).price).toEqual([{ time: T0, value: 2e-8 }]);

    const laterBlock = trade(0, { price_eth: 5e-8, block_number: 8 });
    const earlierBlock = trade(0, { price_eth: 6e-8, block_number: 6 });
    // Listed wrongly (older first): the block number still decides.
    expect(toChartSeries([earlierBlock, laterBlock]).price).toEqual([{ time: T0, value: 5e-8 }]);
  });

  it('keeps times strictly ascending and unique', () => {
    const trades = Array.from({ length: 50 }, (_, i) => trade(Math.floor(i / 3) * 2 + (i % 3) * 0.2)).reverse();
    const times = toChartSeries(trades).price.map((p) => p.time);
    expect(times.every((time, i) => i === 0 || time > times[i - 1]!)).toBe(true);
    expect(times).toHaveLength(17);
  });

  it('leaves out trades without a positive, finite price or a valid time', () => {
    const series = toChartSeries([
      trade(4, { price_eth: 0 }),
      trade(3, { price_eth: Number.NaN }),
      trade(2, { price_eth: -1e-8 }),
      trade(1, { price_eth: Number.POSITIVE_INFINITY }),
      trade(0, { timestamp: 'not a date' }),
      trade(5, { price_eth: 2e-8 }),
    ]);
    expect(series).toEqual({
      price: [{ time: T0 + 5, value: 2e-8 }],
      volume: [{ time: T0 + 5, value: 0.1, side: 'buy' }],
      trades: 1,
    });
  });

  it('counts a trade with an unusable amount as no volume, keeping its price', () => {
    const series = toChartSeries([trade(0, { eth_amount: Number.NaN, price_eth: 2e-8 })]);
    expect(series.price).toEqual([{ time: T0, value: 2e-8 }]);
    expect(series.volume).toEqual([{ time: T0, value: 0, side: 'buy' }]);
  });
});

describe('priceScaleBase', () => {
  const points = (...values: number[]) => values.map((value, i) => ({ time: (T0 + i) as never, value }));

  it('keeps five significant digits of the smallest price', () => {
    expect(priceScaleBase(points(3.1e-8, 9e-8))).toBe(1e12);
    expect(priceScaleBase(points(0.0123))).toBe(1e6);
  });

  it('stays within sensible bounds', () => {
    expect(priceScaleBase(points(1e-30))).toBe(1e18);
    expect(priceScaleBase(points(12_345))).toBe(100);
    expect(priceScaleBase([])).toBe(100);
  });
});

describe('describeChart', () => {
  it('says there is nothing yet', () => {
    expect(describeChart(toChartSeries([]), 'OTTER')).toBe('No trades of $OTTER yet.');
  });

  it('describes a single trade', () => {
    expect(describeChart(toChartSeries([trade(0, { price_eth: 3.1e-8 })]), 'OTTER')).toBe(
      'Price of $OTTER: one trade so far, at 0.000000031 ETH.',
    );
  });

  it('gives first, last, change, low and high in digits a screen reader can say', () => {
    const series = toChartSeries(
      newestFirst(trade(0, { price_eth: 2e-8 }), trade(1, { price_eth: 1.5e-8 }), trade(2, { price_eth: 2.5e-8 })),
    );
    expect(describeChart(series, 'OTTER')).toBe(
      'Price of $OTTER over the last 3 trades, from 0.00000002 ETH to 0.000000025 ETH (+25.0%); low 0.000000015 ETH, high 0.000000025 ETH.',
    );
  });

  it('signs a fall with a real minus', () => {
    const series = toChartSeries(newestFirst(trade(0, { price_eth: 4e-8 }), trade(1, { price_eth: 3e-8 })));
    expect(describeChart(series, 'OTTER')).toContain('(\u221225.0%)');
  });

  it('counts trades, not merged points', () => {
    const series = toChartSeries(newestFirst(trade(0.1), trade(0.2), trade(0.3)));
    expect(describeChart(series, 'OTTER')).toContain('over the last 3 trades');
  });

  it('drops characters that would reorder the text around the ticker', () => {
    expect(describeChart(toChartSeries([]), 'ABC\u202Egnp')).toBe('No trades of $ABCgnp yet.');
  });
});

describe('formatChartTime', () => {
  const t = T0 + 7; // 2025-03-05 14:03:07 UTC

  it('formats each axis unit, 24-hour', () => {
    expect(formatChartTime(t, 'year', 'UTC')).toBe('2025');
    expect(formatChartTime(t, 'month', 'UTC')).toBe('Mar');
    expect(formatChartTime(t, 'day', 'UTC')).toBe('Mar 5');
    expect(formatChartTime(t, 'minute', 'UTC')).toBe('14:03');
    expect(formatChartTime(t, 'second', 'UTC')).toBe('14:03:07');
    expect(formatChartTime(t, 'crosshair', 'UTC')).toBe('Mar 5, 14:03:07');
  });

  it('shows the given time zone, not UTC', () => {
    expect(formatChartTime(t, 'second', 'Asia/Tokyo')).toBe('23:03:07');
    expect(formatChartTime(t, 'crosshair', 'America/New_York')).toBe('Mar 5, 09:03:07');
    expect(formatChartTime(T0 - 14 * 3600 - 180, 'second', 'UTC')).toBe('00:00:00');
  });

  it('uses UTC by default, the zone its tick marks are placed in', () => {
    expect(formatChartTime(t, 'second')).toBe('14:03:07');
    expect(formatChartTime(T0 - 14 * 3600 - 180, 'day')).toBe('Mar 5');
  });

  it('is empty for a time that is not one', () => {
    expect(formatChartTime(Number.NaN, 'second')).toBe('');
  });
});
