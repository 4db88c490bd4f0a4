import { describe, expect, it } from 'vitest';
import type { Candle } from './candles';
import { candleChange } from './candles-diff';

const candle = (time: number, close: number, trades = 1): Candle => ({
  time,
  open: 1,
  high: Math.max(1, close),
  low: Math.min(1, close),
  close,
  buyWei: 1n,
  sellWei: 0n,
  trades,
});

describe('candleChange', () => {
  const drawn = [candle(0, 2), candle(60, 3)];

  it('redraws all on the first draw', () => {
    expect(candleChange([], drawn)).toEqual({ kind: 'reset' });
  });

  it('does nothing when nothing changed', () => {
    expect(candleChange(drawn, [candle(0, 2), candle(60, 3)])).toEqual({ kind: 'none' });
  });

  it('updates the last candle in place when a trade lands in it', () => {
    const next = [candle(0, 2), candle(60, 4, 2)];
    expect(candleChange(drawn, next)).toEqual({ kind: 'tail', candles: [next[1]] });
  });

  it('updates the last candle and appends the new ones', () => {
    const next = [candle(0, 2), candle(60, 3), candle(120, 5), candle(180, 5, 0)];
    expect(candleChange(drawn, next)).toEqual({ kind: 'tail', candles: next.slice(1) });
  });

  it('redraws all when an older candle changed or the window moved', () => {
    expect(candleChange(drawn, [candle(0, 9), candle(60, 3)])).toEqual({ kind: 'reset' });
    expect(candleChange(drawn, [candle(60, 3)])).toEqual({ kind: 'reset' });
    expect(candleChange(drawn, [candle(60, 2), candle(120, 3), candle(180, 3)])).toEqual({ kind: 'reset' });
  });
});
