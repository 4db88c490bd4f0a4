import type { BatchToken } from '@interface/tokens';
import { Button } from '@/components/ui/button';
import { PercentChange } from '@/components/ui/percent-change';
import { PriceText } from '@/components/ui/price-text';
import { Skeleton } from '@/components/ui/skeleton';
import { TableScroller } from '@/components/ui/table-scroller';
import { TokenLink } from '@/components/ui/token-link';
import { TokenLogo } from '@/components/ui/token-logo';
import { formatCount, formatEth, formatPercent, shortAddress } from '@/lib/format';
import { withoutReordering } from '@/lib/lookalike';
import type { WatchlistRow, WatchlistTimeframe } from '../lib/watchlist-rows';

interface WatchlistTableProps {
  rows: readonly WatchlistRow[];
  /** The window of the change, volume and trade columns. */
  window: WatchlistTimeframe;
  onRemove: (address: string) => void;
}

const FIGURE_COLUMNS = 6;

/** The starred tokens of one page, each with its figures or with what became of it. */
export function WatchlistTable({ rows, window, onRemove }: WatchlistTableProps) {
  const w = window === '1h' ? '1 h' : '24 h';
  const columns = ['Price', `Change ${w}`, 'Market cap', `Volume ${w}`, 'Holders', 'Curve'];
  return (
    <TableScroller label="Watchlist table" className="rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[46rem] whitespace-nowrap text-left text-sm tabular-nums">
        <thead className="text-muted text-xs">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Token
            </th>
            {columns.map((label) => (
              <th key={label} scope="col" className="px-2 py-2 text-right font-medium">
                {label}
              </th>
            ))}
            <th scope="col" className="px-4 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.address} data-testid="watchlist-row" data-state={row.state} className="border-line border-t">
              {row.state === 'found' ? <FoundCells token={row.token} window={window} /> : <OtherCells row={row} />}
              <td className="px-4 py-2 text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${row.state === 'found' ? withoutReordering(row.token.name) : row.address} from the watchlist`}
                  onClick={() => onRemove(row.address)}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

function FoundCells({ token, window }: { token: BatchToken; window: WatchlistTimeframe }) {
  const change = window === '1h' ? token.price_change_1h : token.price_change_24h;
  const volume = window === '1h' ? token.volume_1h : token.volume_24h;
  return (
    <>
      <th scope="row" className="max-w-64 px-4 py-2 text-left font-normal">
        <span className="flex items-center gap-2">
          <TokenLogo src={token.image_url} ticker={token.ticker} size="sm" />
          <span className="flex min-w-0 flex-col">
            <TokenLink address={token.address} className="truncate font-medium text-fg hover:underline">
              {withoutReordering(token.name)}
            </TokenLink>
            <span dir="auto" className="truncate text-muted text-xs">
              ${withoutReordering(token.ticker)}
            </span>
          </span>
        </span>
      </th>
      <td className="px-2 py-2 text-right">
        <PriceText eth={token.price_eth} />
      </td>
      <td className="px-2 py-2 text-right">{change === undefined ? '—' : <PercentChange value={change} />}</td>
      <td className="px-2 py-2 text-right">{formatEth(token.market_cap)}</td>
      <td className="px-2 py-2 text-right">{volume === undefined ? '—' : formatEth(volume)}</td>
      <td className="px-2 py-2 text-right">
        {token.total_holders === undefined ? '—' : formatCount(token.total_holders)}
      </td>
      <td className="px-2 py-2 text-right">
        {token.is_graduated ? (
          <span className="font-medium text-up">Graduated</span>
        ) : (
          `${formatPercent(token.funding_progress * 100)} funded`
        )}
      </td>
    </>
  );
}

function OtherCells({ row }: { row: Exclude<WatchlistRow, { state: 'found' }> }) {
  const address = (
    <th scope="row" className="px-4 py-2 text-left font-normal">
      <span title={row.address} className="font-mono text-fg">
        {shortAddress(row.address)}
      </span>
    </th>
  );
  if (row.state === 'loading') {
    return (
      <>
        {address}
        <td colSpan={FIGURE_COLUMNS} className="px-2 py-2">
          <span className="sr-only">Loading its figures</span>
          <Skeleton className="ms-auto h-5 w-3/4" />
        </td>
      </>
    );
  }
  return (
    <>
      {address}
      <td colSpan={FIGURE_COLUMNS} className="whitespace-normal px-2 py-2">
        {row.state === 'not-found' ? (
          <span className="text-muted">
            Unavailable: the launch service does not know this token on this network. Remove it, or keep it in case it
            comes back.
          </span>
        ) : (
          <span className="text-down">Could not be looked up ({row.message}). It is asked again on its own.</span>
        )}
      </td>
    </>
  );
}
