import type { ReferralLeaderboard } from '@interface/referral';
import { Skeleton } from '@/components/ui/skeleton';
import { TableScroller } from '@/components/ui/table-scroller';
import { formatCount, formatPoints, shortAddress } from '@/lib/format';
import { sameAddress } from '@/lib/same-address';
import { YouBadge } from './wallet-cell';

// The points table's row height, so both boards line up.
const ROW = 'h-12 border-line border-t';
const CELL = 'px-2 whitespace-nowrap sm:px-3';
const HEAD = `${CELL} pb-2 font-medium`;

interface ReferralTableProps {
  labelledBy: string;
  data: ReferralLeaderboard | undefined;
  /** Skeleton rows while the first answer loads: as many as asked for. */
  skeletonRows: number;
  outdated: boolean;
  account: string | undefined;
}

export function ReferralTable({ labelledBy, data, skeletonRows, outdated, account }: ReferralTableProps) {
  return (
    <TableScroller label="Referral leaderboard table" className="-mx-1 px-1">
      <table
        aria-labelledby={labelledBy}
        aria-busy={!data || outdated}
        className={`w-full text-sm transition-opacity ${outdated ? 'opacity-60' : ''}`}
      >
        <thead>
          <tr className="text-left text-muted text-xs">
            <th scope="col" className={`${HEAD} w-14`}>
              Rank
            </th>
            <th scope="col" className={HEAD}>
              Wallet
            </th>
            {/* Below sm the code gives way to the points the ranking is about. */}
            <th scope="col" className={`${HEAD} hidden sm:table-cell`}>
              Code
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Referrals
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Points earned
            </th>
          </tr>
        </thead>
        <tbody>
          {data
            ? data.leaderboard.map((entry) => {
                const mine = sameAddress(entry.address, account);
                return (
                  <tr
                    key={entry.address}
                    data-testid="referral-row"
                    aria-current={mine ? 'true' : undefined}
                    className={`${ROW} ${mine ? 'bg-accent/10' : ''}`}
                  >
                    <td className={`${CELL} text-muted tabular-nums`}>{entry.rank}</td>
                    {/* The address straight in the cell: up to 100 rows must fit the DOM budget. */}
                    <th scope="row" title={entry.address} className={`${CELL} text-left font-mono font-normal text-fg`}>
                      {shortAddress(entry.address)}
                      {mine ? <YouBadge className="ms-2" /> : null}
                    </th>
                    <td className={`${CELL} hidden font-mono text-muted sm:table-cell`}>{entry.referral_code}</td>
                    <td className={`${CELL} text-right tabular-nums`}>{formatCount(entry.total_referrals)}</td>
                    <td className={`${CELL} text-right font-medium tabular-nums`}>
                      {formatPoints(entry.points_earned)}
                    </td>
                  </tr>
                );
              })
            : Array.from({ length: skeletonRows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their position
                <tr key={i} className={ROW}>
                  <td className={CELL} colSpan={5}>
                    <Skeleton className="h-4" />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
