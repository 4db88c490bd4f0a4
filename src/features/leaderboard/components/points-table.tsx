import { LEADERBOARD_PAGE_SIZE } from '@interface/points';
import { Skeleton } from '@/components/ui/skeleton';
import { TableScroller } from '@/components/ui/table-scroller';
import { formatPoints } from '@/lib/format';
import { sameAddress } from '@/lib/same-address';
import type { LeaderboardPage } from '../api/get-leaderboard';
import { rowPlace } from '../lib/rank';
import { WalletCell } from './wallet-cell';

// One height for rows and skeleton rows, so nothing moves when the data arrives.
const ROW = 'h-12 border-line border-t';
const CELL = 'px-2 whitespace-nowrap sm:px-3';
const SKELETON_KEYS = Array.from({ length: LEADERBOARD_PAGE_SIZE }, (_, i) => `skeleton-${i}`);

interface PointsTableProps {
  labelledBy: string;
  /** Undefined while the first answer loads: skeleton rows. */
  page: LeaderboardPage | undefined;
  /** Rows of a previous view stay while the next loads, dimmed. */
  outdated: boolean;
  account: string | undefined;
}

export function PointsTable({ labelledBy, page, outdated, account }: PointsTableProps) {
  const searching = Boolean(page?.query.search);
  return (
    <TableScroller label="Points leaderboard table" className="-mx-1 px-1">
      <table
        aria-labelledby={labelledBy}
        aria-busy={!page || outdated}
        className={`w-full text-sm transition-opacity ${outdated ? 'opacity-60' : ''}`}
      >
        <caption className={searching ? 'pb-2 text-left text-muted text-xs' : 'sr-only'}>
          {searching
            ? 'Matches in ranking order. A search does not tell their overall rank: clear it to see ranks.'
            : 'Ranked by points, ties by address.'}
        </caption>
        <thead>
          <tr className="text-left text-muted text-xs">
            <th scope="col" className={`${CELL} w-12 pb-2 sm:w-20 font-medium`}>
              {searching ? (
                <abbr title="Position among the matches, not the overall rank" className="no-underline">
                  Match
                </abbr>
              ) : (
                'Rank'
              )}
            </th>
            <th scope="col" className={`${CELL} pb-2 font-medium`}>
              Wallet
            </th>
            <th scope="col" className={`${CELL} pb-2 text-right font-medium`}>
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {page
            ? page.leaderboard.map((entry, index) => {
                const mine = sameAddress(entry.address, account);
                const place = rowPlace(page.query, index);
                return (
                  <tr
                    key={entry.address}
                    data-testid="leaderboard-row"
                    aria-current={mine ? 'true' : undefined}
                    className={`${ROW} ${mine ? 'bg-accent/10' : ''}`}
                  >
                    <td className={`${CELL} text-muted tabular-nums`}>
                      {place.kind === 'match' ? `#${place.n}` : place.n}
                    </td>
                    <th scope="row" className={`${CELL} text-left font-normal`}>
                      <WalletCell address={entry.address} mine={mine} />
                    </th>
                    <td className={`${CELL} text-right font-medium tabular-nums`}>{formatPoints(entry.points)}</td>
                  </tr>
                );
              })
            : SKELETON_KEYS.map((key) => (
                <tr key={key} className={ROW}>
                  <td className={CELL}>
                    <Skeleton className="h-4 w-6" />
                  </td>
                  <td className={CELL}>
                    <Skeleton className="h-4 w-36" />
                  </td>
                  <td className={CELL}>
                    <Skeleton className="ms-auto h-4 w-16" />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
