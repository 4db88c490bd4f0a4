import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/format';
import type { Candle, CandleSeries } from '../lib/candles';
import { CandleSketch } from './candle-sketch';

const candle = (time: number, open: number, high: number, low: number, close: number): Candle => ({
  time,
  open,
  high,
  low,
  close,
  buyWei: 0n,
  sellWei: 0n,
  trades: 1,
});

const seriesOf = (candles: Candle[]): CandleSeries => ({
  interval: '1d',
  candles,
  trades: candles.length,
  dropped: 0,
  graduationTime: null,
});

/** The scale's labels, top to bottom, with where each sits (a share of the box's height). */
function scaleOf(container: HTMLElement) {
  const labels = [...container.querySelectorAll<HTMLElement>('[data-price-scale] span')];
  return labels.map((label) => ({ text: label.textContent, top: Number.parseFloat(label.style.top) }));
}

describe('CandleSketch', () => {
  it('draws a price scale beside the candles: the highest high above, the lowest low below', () => {
    const { container } = render(
      <CandleSketch
        series={seriesOf([candle(0, 2e-8, 3e-8, 1.5e-8, 2.5e-8), candle(86_400, 2.5e-8, 4e-8, 2e-8, 3.5e-8)])}
      />,
    );
    const [high, low] = scaleOf(container);
    expect(high?.text).toBe(formatPrice(4e-8));
    expect(low?.text).toBe(formatPrice(1.5e-8));
    // Inside the box, the high nearer its top than the low.
    expect(high!.top).toBeGreaterThan(0);
    expect(low!.top).toBeLessThan(100);
    expect(high!.top).toBeLessThan(low!.top);
  });

  it('gives a lone flat candle one price, so that it still has a size', () => {
    const { container } = render(<CandleSketch series={seriesOf([candle(0, 3e-8, 3e-8, 3e-8, 3e-8)])} />);
    const scale = scaleOf(container);
    expect(scale.map((label) => label.text)).toEqual([formatPrice(3e-8)]);
    // In the middle of the box, not pressed against its top.
    expect(scale[0]!.top).toBeCloseTo(50);
    expect(container.querySelector('svg')?.getAttribute('data-candles')).toBe('1');
  });
});
