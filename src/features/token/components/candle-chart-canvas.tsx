/**
 * The candles and their volume, drawn by lightweight-charts in this lazily loaded chunk. The chart is
 * created once per mount; when only the newest candles changed (a live trade), they are updated in
 * place (`series.update`), else the data is set again.
 */
import {
  type CandlestickData,
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  type HistogramData,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { formatEther } from 'viem';
import { formatPrice } from '@/lib/format';
import type { Candle, CandleSeries } from '../lib/candles';
import { candleChange } from '../lib/candles-diff';
import { priceScaleBase } from '../lib/chart-series';
import { addVolumeSeries, CHART_OPTIONS, THEME } from './chart-options';

/** Candles in view at first: more would be slivers on a phone; the rest is a drag or a scroll away. */
const FIRST_VIEW_CANDLES = 300;

const toBar = (c: Candle): CandlestickData<Time> => ({
  time: c.time as UTCTimestamp,
  open: c.open,
  high: c.high,
  low: c.low,
  close: c.close,
});
const toVolume = (c: Candle): HistogramData<Time> => ({
  time: c.time as UTCTimestamp,
  // ETH for the scale: a double is exact enough for a bar's height.
  value: Number(formatEther(c.buyWei + c.sellWei)),
  color: c.buyWei >= c.sellWei ? THEME.upBar : THEME.downBar,
});

interface Handles {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  markers: ISeriesMarkersPluginApi<Time>;
}

function createCandleChart(container: HTMLElement): Handles {
  const chart = createChart(container, {
    ...CHART_OPTIONS,
    timeScale: { ...CHART_OPTIONS.timeScale, secondsVisible: false },
    // The whole history may not fit: the mouse drags and zooms on a desktop. Touch drags are left to
    // the page, so a phone still scrolls past the chart.
    handleScroll: { mouseWheel: true, pressedMouseMove: true, horzTouchDrag: false, vertTouchDrag: false },
    handleScale: { mouseWheel: true, pinch: false, axisPressedMouseMove: true, axisDoubleClickReset: true },
  });
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: THEME.up,
    downColor: THEME.down,
    borderVisible: false,
    wickUpColor: THEME.up,
    wickDownColor: THEME.down,
  });
  const volume = addVolumeSeries(chart);
  return { chart, candles, volume, markers: createSeriesMarkers(candles, []) };
}

export default function CandleChartCanvas({ series }: { series: CandleSeries }) {
  const container = useRef<HTMLDivElement>(null);
  const handles = useRef<Handles | null>(null);
  const drawn = useRef<readonly Candle[]>([]);

  useEffect(() => {
    if (!container.current) return;
    const created = createCandleChart(container.current);
    handles.current = created;
    return () => {
      handles.current = null;
      drawn.current = [];
      created.chart.remove();
    };
  }, []);

  // Declared after the effect that creates the chart, so on mount it runs second and finds it.
  useEffect(() => {
    const current = handles.current;
    if (!current) return;
    const change = candleChange(drawn.current, series.candles);
    drawn.current = series.candles;
    if (change.kind === 'none') return;
    if (change.kind === 'tail') {
      for (const candle of change.candles) {
        current.candles.update(toBar(candle));
        current.volume.update(toVolume(candle));
      }
      return;
    }
    // The smallest price step follows the prices: bonding-curve prices are ~1e-8 ETH.
    const base = priceScaleBase(series.candles.map((c) => ({ time: c.time as UTCTimestamp, value: c.low })));
    current.candles.applyOptions({ priceFormat: { type: 'custom', formatter: formatPrice, base, minMove: 1 / base } });
    current.candles.setData(series.candles.map(toBar));
    current.volume.setData(series.candles.map(toVolume));
    const count = series.candles.length;
    if (count <= FIRST_VIEW_CANDLES) current.chart.timeScale().fitContent();
    else current.chart.timeScale().setVisibleLogicalRange({ from: count - FIRST_VIEW_CANDLES, to: count - 1 });
  }, [series.candles]);

  useEffect(() => {
    const time = series.graduationTime;
    handles.current?.markers.setMarkers(
      time === null
        ? []
        : [
            {
              time: time as UTCTimestamp,
              position: 'aboveBar',
              shape: 'arrowDown',
              color: THEME.accent,
              text: 'Graduated',
            },
          ],
    );
  }, [series.graduationTime]);

  // Hidden from assistive tech: the figure's caption and the table describe the chart.
  return <div ref={container} aria-hidden="true" className="h-full w-full" />;
}
