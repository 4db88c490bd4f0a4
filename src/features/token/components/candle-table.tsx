import { TableScroller } from '@/components/ui/table-scroller';
import { formatPrice } from '@/lib/format';
import { formatUnitsCompact } from '@/lib/format-units';
import { type CandleSeries, INTERVAL_WORDS } from '../lib/candles';
import { formatChartTime } from '../lib/chart-series';

const COLUMNS = ['Time (UTC)', 'Open', 'High', 'Low', 'Close', 'Bought (ETH)', 'Sold (ETH)', 'Trades'] as const;

/**
 * The candles as a table, oldest first, for whoever cannot read a canvas (a screen reader, a test):
 * the candles with trades, and the first and the last. The flat candles between only carry the last
 * close forward, as the caption says.
 */
export function CandleTable({ series }: { series: CandleSeries }) {
  const last = series.candles.length - 1;
  const rows = series.candles.filter((c, index) => c.trades > 0 || index === 0 || index === last);
  return (
    <TableScroller label="Candles table" className="mt-3 max-h-[28rem] overflow-y-auto">
      <table className="w-full min-w-[40rem] whitespace-nowrap text-left text-sm tabular-nums">
        <caption className="px-2 py-2 text-left text-muted text-xs">
          {`${INTERVAL_WORDS[series.interval]} candles with trades, oldest first; candles without trades carry the last close forward.`}
        </caption>
        <thead className="sticky top-0 bg-surface text-muted text-xs">
          <tr>
            {COLUMNS.map((label, index) => (
              <th key={label} scope="col" className={`px-2 py-2 font-medium ${index > 0 ? 'text-right' : ''}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.time} className="border-line border-t">
              <th scope="row" className="px-2 py-1.5 font-normal">
                <time dateTime={new Date(c.time * 1000).toISOString()}>
                  {formatChartTime(c.time, 'day')}, {formatChartTime(c.time, 'minute')}
                </time>
              </th>
              <td className="px-2 py-1.5 text-right">{formatPrice(c.open)}</td>
              <td className="px-2 py-1.5 text-right">{formatPrice(c.high)}</td>
              <td className="px-2 py-1.5 text-right">{formatPrice(c.low)}</td>
              <td className="px-2 py-1.5 text-right">{formatPrice(c.close)}</td>
              <td className="px-2 py-1.5 text-right">{formatUnitsCompact(c.buyWei)}</td>
              <td className="px-2 py-1.5 text-right">{formatUnitsCompact(c.sellWei)}</td>
              <td className="px-2 py-1.5 text-right">{c.trades}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
