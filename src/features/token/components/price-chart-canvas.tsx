/**
 * The line of recent trades (the fallback when the chain's history cannot be read), drawn by
 * lightweight-charts (~50 kB gzip) in this lazily loaded chunk. The chart is created once per mount;
 * new trades replace the series' data in place.
 */
import { AreaSeries, createChart, type IChartApi, type ISeriesApi } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { formatPrice } from '@/lib/format';
import { type ChartSeries, priceScaleBase } from '../lib/chart-series';
import { addVolumeSeries, CHART_OPTIONS, THEME } from './chart-options';

function createPriceChart(container: HTMLElement) {
  const chart = createChart(container, {
    ...CHART_OPTIONS,
    // The whole window of recent trades is always in view; dragging on a phone scrolls the page.
    handleScroll: false,
    handleScale: false,
  });
  const price = chart.addSeries(AreaSeries, {
    lineColor: THEME.accent,
    topColor: THEME.accentArea,
    bottomColor: THEME.accentAreaEnd,
    lineWidth: 2,
    crosshairMarkerBorderColor: THEME.surface,
  });
  const volume = addVolumeSeries(chart);
  return { chart, price, volume };
}

interface PriceChartHandles {
  chart: IChartApi;
  price: ISeriesApi<'Area'>;
  volume: ISeriesApi<'Histogram'>;
}

export default function PriceChartCanvas({ series }: { series: ChartSeries }) {
  const container = useRef<HTMLDivElement>(null);
  const handles = useRef<PriceChartHandles | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const created = createPriceChart(container.current);
    handles.current = created;
    return () => {
      handles.current = null;
      created.chart.remove();
    };
  }, []);

  // Declared after the effect that creates the chart, so on mount it runs second and finds it.
  useEffect(() => {
    const current = handles.current;
    if (!current) return;
    // The smallest price step follows the prices: bonding-curve prices are ~1e-8 ETH.
    const base = priceScaleBase(series.price);
    current.price.applyOptions({ priceFormat: { type: 'custom', formatter: formatPrice, base, minMove: 1 / base } });
    current.price.setData(series.price);
    current.volume.setData(
      series.volume.map(({ time, value, side }) => ({
        time,
        value,
        color: side === 'buy' ? THEME.upBar : THEME.downBar,
      })),
    );
    current.chart.timeScale().fitContent();
  }, [series]);

  // Hidden from assistive tech: the figure's caption describes the chart.
  return <div ref={container} aria-hidden="true" className="h-full w-full" />;
}
