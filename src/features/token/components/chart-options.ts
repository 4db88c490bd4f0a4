/**
 * What both chart canvases share (the candles, and the line of recent trades they fall back to): the
 * theme, the fonts and the UTC time labels. Imported only by the lazily loaded canvases, with
 * lightweight-charts itself.
 */
import {
  ColorType,
  CrosshairMode,
  type DeepPartial,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  TickMarkType,
  type Time,
  type TimeChartOptions,
} from 'lightweight-charts';
import { formatPrice } from '@/lib/format';
import { formatChartTime, type TimeUnit } from '../lib/chart-series';

/** The theme tokens of tailwind.config.ts: a canvas cannot read CSS classes. */
export const THEME = {
  surface: '#11151b',
  raised: '#1a2029',
  line: '#2a323e',
  fg: '#e7eaee',
  muted: '#98a2b3',
  accent: '#a594ff',
  accentArea: 'rgba(165, 148, 255, 0.28)',
  accentAreaEnd: 'rgba(165, 148, 255, 0)',
  up: '#3ddc97',
  down: '#ff6b6b',
  // Volume bars stay in the background of the price: the up/down colours, half transparent.
  upBar: 'rgba(61, 220, 151, 0.5)',
  downBar: 'rgba(255, 107, 107, 0.5)',
} as const;
const FONT = '"Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, sans-serif';
/** Volume lives on its own overlay scale in the bottom fifth, under the price. */
const VOLUME_SCALE = 'volume';

/** The volume bars under the price, on their own scale: both charts draw them alike. */
export function addVolumeSeries(chart: IChartApi): ISeriesApi<'Histogram'> {
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: VOLUME_SCALE,
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale(VOLUME_SCALE).applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  return volume;
}

const TICK_UNITS: Record<TickMarkType, TimeUnit> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'minute',
  [TickMarkType.TimeWithSeconds]: 'second',
};
// Our times are always UTC timestamps; the other kinds of `Time` (business days, strings) never occur.
const seconds = (time: Time) => (typeof time === 'number' ? time : Number.NaN);

export const CHART_OPTIONS: DeepPartial<TimeChartOptions> = {
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
  // A width of its own: the scale's labels change with each trade, and a scale that fits them would
  // move the plot beside it by a few pixels each time (a layout shift on a busy token's page).
  rightPriceScale: { borderColor: THEME.line, scaleMargins: { top: 0.1, bottom: 0.25 }, minimumWidth: 80 },
  timeScale: {
    borderColor: THEME.line,
    timeVisible: true,
    secondsVisible: true,
    tickMarkFormatter: (time: Time, type: TickMarkType) => formatChartTime(seconds(time), TICK_UNITS[type]),
  },
};
