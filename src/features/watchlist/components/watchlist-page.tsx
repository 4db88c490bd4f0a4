import { Link } from '@tanstack/react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { SlowNotice } from '@/components/ui/slow-notice';
import { DEFAULT_SORT, TIMEFRAME_OPTIONS, TOKEN_SORT_OPTIONS } from '@/lib/token-sorts';
import { useWatchlist } from '@/lib/use-watchlist';
import { useWatchlistTokens } from '../api/get-watchlist-tokens';
import { WATCHLIST_PAGE_SIZE, type WatchlistSearch, withPage, withSort } from '../lib/search-params';
import {
  DEFAULT_WATCHLIST_TIMEFRAME,
  WATCHLIST_TIMEFRAMES,
  type WatchlistTimeframe,
  watchlistRows,
} from '../lib/watchlist-rows';
import { LookupProblems } from './lookup-problems';
import { WatchlistTable } from './watchlist-table';

const WINDOW_OPTIONS = TIMEFRAME_OPTIONS.filter((o) =>
  (WATCHLIST_TIMEFRAMES as readonly string[]).includes(o.value),
) as { value: WatchlistTimeframe; label: string }[];

interface WatchlistPageProps {
  search: WatchlistSearch;
  onSearchChange: (next: WatchlistSearch) => void;
}

/** The tokens starred in this browser, with live figures from the batch lookup, in discovery's orders. */
export function WatchlistPage({ search, onSearchChange }: WatchlistPageProps) {
  const watchlist = useWatchlist();
  const lookup = useWatchlistTokens(watchlist.addresses);
  const sortBy = search.sortBy ?? DEFAULT_SORT;
  const timeframe: WatchlistTimeframe = search.timeframe ?? DEFAULT_WATCHLIST_TIMEFRAME;
  const count = watchlist.addresses.length;

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="font-semibold text-2xl text-fg tracking-tight">Watchlist</h1>
        <p className="text-muted text-sm">
          {count === 0
            ? 'Kept in this browser.'
            : `${count} starred ${count === 1 ? 'token' : 'tokens'}, kept in this browser.`}
        </p>
      </div>
      {count > 0 ? (
        <div className="flex flex-wrap gap-2">
          <SelectField
            label="Sort"
            options={TOKEN_SORT_OPTIONS}
            value={sortBy}
            onChange={(value) => onSearchChange(withSort(search, { sortBy: value }))}
          />
          {sortBy === 'trending' ? (
            <SelectField
              label="Window"
              options={WINDOW_OPTIONS}
              value={timeframe}
              onChange={(value) => onSearchChange(withSort(search, { sortBy, timeframe: value }))}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );

  if (count === 0) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <EmptyState
          title="No starred tokens yet"
          description="Press the star on a token’s card in Discover, or beside its name on its page, and it shows here with its live price, market cap, volume and holders."
          action={
            <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
              Find tokens to star
            </Link>
          }
        />
      </div>
    );
  }

  if (!lookup.data && lookup.error) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <ErrorState
          title="The watchlist’s figures could not be loaded"
          error={lookup.error}
          onRetry={() => void lookup.refetch()}
          retrying={lookup.isFetching}
        />
      </div>
    );
  }

  const rows = watchlistRows(watchlist.addresses, lookup.data, sortBy, timeframe);
  const totalPages = Math.ceil(rows.length / WATCHLIST_PAGE_SIZE);
  const page = Math.min(search.page ?? 1, totalPages);
  const shown = rows.slice((page - 1) * WATCHLIST_PAGE_SIZE, page * WATCHLIST_PAGE_SIZE);
  return (
    <div className="flex flex-col gap-4">
      {header}
      <LookupProblems
        lookup={lookup.data}
        refreshError={lookup.isRefetchError ? lookup.error : null}
        updatedAt={lookup.dataUpdatedAt}
      />
      <div className="relative" aria-busy={lookup.isPending || lookup.isPlaceholderData}>
        <SlowNotice active={lookup.isPending || lookup.isPlaceholderData} what="the watchlist" />
        <WatchlistTable rows={shown} window={timeframe} onRemove={watchlist.remove} />
      </div>
      <Pagination
        current={page}
        totalPages={totalPages}
        label="Watchlist pages"
        renderLink={(target, props) => <Link to="/watchlist" search={withPage(search, target)} {...props} />}
      />
    </div>
  );
}
