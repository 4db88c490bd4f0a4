import { TableScroller } from '@/components/ui/table-scroller';
import { formatPercent } from '@/lib/format';
import { formatUnitsCompact } from '@/lib/format-units';
import { ethText, resultTone, signedEthText, usdText } from '../lib/figures';
import type { Holding } from '../lib/holdings';
import { TokenCell } from './token-cell';

const HEAD = 'py-2 px-2 font-medium';
const NUM = 'px-2 py-2 text-right font-mono';

/** One row a token held, highest value first (the order comes with the rows). */
export function HoldingsTable({ rows }: { rows: readonly Holding[] }) {
  return (
    <TableScroller label="Holdings table" className="rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[52rem] whitespace-nowrap text-left text-sm tabular-nums">
        <thead className="text-muted text-xs">
          <tr>
            <th scope="col" className={`${HEAD} pl-4`}>
              Token
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Balance
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Value (ETH)
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Value (USD)
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Share of supply
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Paid
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Received
            </th>
            <th scope="col" className={`${HEAD} pr-4 text-right`}>
              Result
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.token} className="border-line border-t">
              <td className="py-2 pr-2 pl-4">
                <TokenCell token={row.token} info={row.info} />
              </td>
              <td className={NUM}>{formatUnitsCompact(row.balance)}</td>
              <td className={NUM}>{row.valueWei === null ? 'No price' : ethText(row.valueWei)}</td>
              <td className={NUM}>{usdText(row.valueUsd)}</td>
              <td className={NUM}>{formatPercent(row.sharePercent, 2)}</td>
              <td className={NUM}>{ethText(row.pnl.paid)}</td>
              <td className={NUM}>{ethText(row.pnl.received)}</td>
              <td className={`${NUM} pr-4 ${resultTone(row.pnl.result)}`}>
                {row.pnl.result === null ? '—' : signedEthText(row.pnl.result)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
