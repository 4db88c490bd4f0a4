import { describe, expect, it } from 'vitest';
import { makeTrade } from '../test/fixtures';
import { previewCandles } from './preview-candles';

const at = (iso: string, price: number, block: number, logIndex: number | null = 0) =>
  makeTrade(0, { timestamp: iso, price_eth: price, block_number: block, log_index: logIndex });

describe('previewCandles', () => {
  it('opens at the oldest listed trade’s price and ends with the newest trade’s candle', () => {
    // Newest first, as the launch service lists them.
    const updates = [
      at('2026-03-01T10:21:00.000Z', 5e-8, 30),
      at('2026-03-01T10:07:00.000Z', 4e-8, 20),
      at('2026-03-01T10:02:00.000Z', 2e-8, 10),
    ];
    const series = previewCandles(updates, '5m');
    expect(series.candles.map((c) => [new Date(c.time * 1000).toISOString().slice(11, 16), c.open, c.close])).toEqual([
      ['10:05', 2e-8, 4e-8],
      ['10:10', 4e-8, 4e-8],
      ['10:15', 4e-8, 4e-8],
      ['10:20', 4e-8, 5e-8],
    ]);
    expect(series.trades).toBe(2);
  });

  it('does not read the clock: the same trades give the same candles later', () => {
    const updates = [at('2026-03-01T10:21:00.000Z', 5e-8, 30), at('2026-03-01T10:02:00.000Z', 2e-8, 10)];
    expect(previewCandles(updates, '1m').candles.at(-1)?.time).toBe(Date.parse('2026-03-01T10:21:00Z') / 1000);
  });

  it('keeps the chain’s order within a block, by log index or else the list’s order', () => {
    const inOneBlock = [
      at('2026-03-01T10:00:00.000Z', 3e-8, 7, null),
      at('2026-03-01T10:00:00.000Z', 2e-8, 7, null),
      at('2026-03-01T10:00:00.000Z', 1e-8, 7, null),
    ];
    const [candle] = previewCandles(inOneBlock, '1m').candles;
    expect(candle).toMatchObject({ open: 1e-8, close: 3e-8, low: 1e-8, high: 3e-8 });
  });

  it('draws a lone trade as a flat candle at its price, and nothing for none', () => {
    const [candle] = previewCandles([at('2026-03-01T10:00:00.000Z', 3e-8, 7)], '1h').candles;
    expect(candle).toMatchObject({ open: 3e-8, close: 3e-8, trades: 1 });
    expect(previewCandles([], '1h').candles).toEqual([]);
  });
});
