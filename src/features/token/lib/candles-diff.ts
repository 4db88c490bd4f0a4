import type { Candle } from './candles';

/**
 * How to bring the drawn candles up to date: redraw all (`setData`), or update the last drawn
 * candle and append the new ones (`series.update`, no full redraw) when only the tail changed,
 * as it does when a live trade lands in the current interval or opens the next.
 */
type CandleChange = { kind: 'reset' } | { kind: 'tail'; candles: Candle[] } | { kind: 'none' };

const same = (a: Candle, b: Candle) =>
  a.time === b.time &&
  a.open === b.open &&
  a.high === b.high &&
  a.low === b.low &&
  a.close === b.close &&
  a.buyWei === b.buyWei &&
  a.sellWei === b.sellWei &&
  a.trades === b.trades;

export function candleChange(drawn: readonly Candle[], next: readonly Candle[]): CandleChange {
  const lastDrawn = drawn.length - 1;
  if (lastDrawn < 0 || next.length < drawn.length) return { kind: 'reset' };
  // Every candle before the last drawn one must be untouched: the library only updates the newest bar.
  for (let i = 0; i < lastDrawn; i += 1) if (!same(drawn[i]!, next[i]!)) return { kind: 'reset' };
  const tail = next.slice(lastDrawn);
  if (tail.length === 1 && same(drawn[lastDrawn]!, tail[0]!)) return { kind: 'none' };
  if (tail[0]!.time !== drawn[lastDrawn]!.time) return { kind: 'reset' };
  return { kind: 'tail', candles: tail };
}
