/**
 * Candles drawn as plain SVG: rendered on the server with the page, so that candles show at its first
 * paint, before lightweight-charts' code and the chain's history are in (the canvas replaces it).
 * Four paths whatever the count (wicks and bodies, up and down): a few nodes, not two per candle.
 * Beside them, as the canvas has, a price scale: the highest high and the lowest low, at their heights
 * (a lone candle at a coarse interval is otherwise a bar without a size).
 */
import { formatPrice } from '@/lib/format';
import type { Candle, CandleSeries } from '../lib/candles';

/** The sketch's coordinates: one unit per candle across, the price range over HEIGHT. */
const HEIGHT = 100;
/** Room above the highest high and below the lowest low, as a share of the range. */
const MARGIN = 0.08;
/** A body's width in its candle's slot. */
const BODY = 0.7;
/**
 * Slots across the box at least: a few candles keep a candle's width (about what the canvas gives one
 * on a phone) and sit at the right, the newest last, as the canvas draws them.
 */
const MIN_SLOTS = 48;

interface Paths {
  upWicks: string;
  downWicks: string;
  upBodies: string;
  downBodies: string;
}

/** The series' range, and where a price sits in the sketch's height. */
function rangeOf(candles: readonly Candle[]) {
  const low = Math.min(...candles.map((c) => c.low));
  const high = Math.max(...candles.map((c) => c.high));
  // A flat series still has a height to draw in: its price in the middle.
  const room = high === low ? (high || 1) / 2 : (high - low) * MARGIN;
  const top = high + room;
  const scale = HEIGHT / (high - low + 2 * room);
  return { low, high, y: (price: number) => (top - price) * scale };
}

function pathsOf(candles: readonly Candle[], offset: number, range: ReturnType<typeof rangeOf>): Paths {
  const y = (price: number) => range.y(price).toFixed(3);
  const paths: Paths = { upWicks: '', downWicks: '', upBodies: '', downBodies: '' };
  candles.forEach((candle, index) => {
    const i = offset + index;
    const up = candle.close >= candle.open;
    const middle = (i + 0.5).toFixed(3);
    const wick = `M${middle} ${y(candle.high)}V${y(candle.low)}`;
    const [left, right] = [(i + (1 - BODY) / 2).toFixed(3), (i + (1 + BODY) / 2).toFixed(3)];
    const [bodyTop, bodyBottom] = [y(Math.max(candle.open, candle.close)), y(Math.min(candle.open, candle.close))];
    const body = `M${left} ${bodyTop}H${right}V${bodyBottom}H${left}Z`;
    if (up) {
      paths.upWicks += wick;
      paths.upBodies += body;
    } else {
      paths.downWicks += wick;
      paths.downBodies += body;
    }
  });
  return paths;
}

/** The series' candles filling their box; the figure around it says in words what they show. */
export function CandleSketch({ series }: { series: CandleSeries }) {
  const slots = Math.max(series.candles.length, MIN_SLOTS);
  const range = rangeOf(series.candles);
  const paths = pathsOf(series.candles, slots - series.candles.length, range);
  // A body never thinner than a hairline: a flat candle still shows as a dash.
  const body = { strokeWidth: 1, vectorEffect: 'non-scaling-stroke' as const };
  const levels = range.high === range.low ? [range.high] : [range.high, range.low];
  return (
    <div className="flex h-full w-full">
      <svg
        aria-hidden="true"
        data-candles={series.candles.length}
        className="h-full min-w-0 flex-1"
        viewBox={`0 0 ${slots} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        <path d={paths.upWicks} className="stroke-up" {...body} />
        <path d={paths.downWicks} className="stroke-down" {...body} />
        <path d={paths.upBodies} className="fill-up stroke-up" {...body} />
        <path d={paths.downBodies} className="fill-down stroke-down" {...body} />
      </svg>
      {/* The caption says the range in words; these are for the eye. */}
      <div aria-hidden="true" data-price-scale className="relative w-16 shrink-0 border-line border-l">
        {levels.map((price) => (
          <span
            key={price}
            className="-translate-y-1/2 absolute right-1 text-[11px] text-muted tabular-nums"
            style={{ top: `${(range.y(price) / HEIGHT) * 100}%` }}
          >
            {formatPrice(price)}
          </span>
        ))}
      </div>
    </div>
  );
}
