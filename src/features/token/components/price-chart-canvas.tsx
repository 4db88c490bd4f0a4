/**
 * The half of the price chart that draws: lightweight-charts (~50 kB gzip) lives only in this lazily
 * loaded chunk. The chart is created once per mount; new trades replace the series' data in place.
 */
import {
  AreaSeries,
  ColorType,
  CrosshairMode,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  TickMarkType,
  type Time,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { formatPrice } from '@/lib/format';
import { type ChartSeries, formatChartTime, priceScaleBase, type TimeUnit } from '../lib/chart-series';

/** The theme tokens of tailwind.config.ts: a canvas cannot read CSS classes. */
const THEME = {
  surface: '#11151b',
  raised: '#1a2029',
  line: '#2a323e',
  fg: '#e7eaee',
  muted: '#98a2b3',
  accent: '#a594ff',
  accentArea: 'rgba(165, 148, 255, 0.28)',
  accentAreaEnd: 'rgba(165, 148, 255, 0)',
  // Volume bars stay in the background of the price line: the up/down colours, half transparent.
  upBar: 'rgba(61, 220, 151, 0.5)',
  downBar: 'rgba(255, 107, 107, 0.5)',
} as const;
const FONT = '"Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, sans-serif';
/** Volume lives on its own overlay scale in the bottom fifth, under the price line. */
const VOLUME_SCALE = 'volume';

const TICK_UNITS: Record<TickMarkType, TimeUnit> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'minute',
  [TickMarkType.TimeWithSeconds]: 'second',
};
// Our times are always UTC timestamps; the other kinds of `Time` (business days, strings) never occur.
const seconds = (time: Time) => (typeof time === 'number' ? time : Number.NaN);

function createPriceChart(container: HTMLElement) {
  const chart = createChart(container, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: THEME.surface },
      textColor: THEME.muted,
      fontFamily: FONT,
      fontSize: 11,
      // The logo is a link to tradingview.com carrying our host and path as UTM parameters.
      attributionLogo: false,
    },
    grid: { vertLines: { visible: false }, horzLines: { color: THEME.line } },
    crosshair: {
      mode: CrosshairMode.Magnet,
      vertLine: { color: THEME.muted, labelBackgroundColor: THEME.raised },
      horzLine: { color: THEME.muted, labelBackgroundColor: THEME.raised },
    },
    localization: {
      // The scale's lowest tick can be rounding noise around zero (±1e-23): no real price is that small.
      priceFormatter: (price: number) => formatPrice(price < 1e-15 ? 0 : price),
      timeFormatter: (time: Time) => formatChartTime(seconds(time), 'crosshair'),
    },
    rightPriceScale: { borderColor: THEME.line, scaleMargins: { top: 0.1, bottom: 0.25 } },
    timeScale: {
      borderColor: THEME.line,
      timeVisible: true,
      secondsVisible: true,
      tickMarkFormatter: (time: Time, type: TickMarkType) => formatChartTime(seconds(time), TICK_UNITS[type]),
    },
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
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: VOLUME_SCALE,
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale(VOLUME_SCALE).applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
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
