import { Link } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { useWallet } from '@/features/wallet/wallet-state';
import { formatCount } from '@/lib/format';
import { useIsSlow } from '@/lib/use-is-slow';
import { useLeaderboard } from '../api/get-leaderboard';
import { type LeaderboardSearch, toLeaderboardQuery, withPage, withSearch } from '../lib/search-params';
import { AddressSearchBox } from './address-search-box';
import { PointsEmpty } from './points-empty';
import { PointsTable } from './points-table';
import { RateLimitNotice } from './rate-limit-notice';
import { useRateLimitedView } from './use-rate-limited-view';

interface PointsBoardProps {
  search: LeaderboardSearch;
  onSearchChange: (next: LeaderboardSearch) => void;
}

/** The points leaderboard: 10 a page, searchable by part of an address, the connected wallet marked. */
export function PointsBoard({ search, onSearchChange }: PointsBoardProps) {
  const headingId = useId();
  const account = useWallet().account?.address;
  const view = useRateLimitedView(useLeaderboard(toLeaderboardQuery(search)));
  const page = view.data;
  const slow = useIsSlow(view.fetching && (!page || view.outdated));
  const setSearch = (next: string | undefined) => onSearchChange(withSearch(search, next));
  const section = useRef<HTMLElement>(null);
  // Paging from the bar under the table keeps the scroll position: bring the board's top (the first
  // rows, and a rate-limit notice if one comes) into view when it is above the screen.
  const showTop = () => {
    if (section.current && section.current.getBoundingClientRect().top < 0) section.current.scrollIntoView();
  };

  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      // Clear of the sticky header (two rows on a narrow screen) when scrolled into view.
      className="flex min-w-0 scroll-mt-32 flex-col gap-4 sm:rounded-xl sm:border sm:border-line sm:bg-surface sm:p-4"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-fg text-lg">
          Points
        </h2>
        <p role="status" className="text-muted text-sm tabular-nums">
          {slow
            ? 'Still loading: the service is slow to answer…'
            : view.outdated && !view.liftsAt
              ? 'Loading…'
              : page
                ? countLabel(page.totalCount, Boolean(page.query.search))
                : null}
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <AddressSearchBox value={search.search} onSearch={setSearch} />
        {account ? (
          // The board holds thousands of wallets and allows ten requests a minute: a search for the
          // whole address finds one's own row in a single request, where paging would not.
          <Button variant="secondary" onClick={() => setSearch(account.toLowerCase())}>
            Find my wallet
          </Button>
        ) : null}
      </div>
      {view.liftsAt !== undefined ? (
        <RateLimitNotice
          subject="The leaderboard"
          liftsAt={view.liftsAt}
          showingPrevious={page !== undefined}
          lookingAgain={view.fetching}
        />
      ) : null}
      {view.error && !page ? (
        <ErrorState
          title="The leaderboard could not be loaded"
          error={view.error}
          onRetry={view.retry}
          retrying={view.fetching}
        />
      ) : page && page.leaderboard.length === 0 ? (
        <PointsEmpty page={page} account={account} search={search} onClearSearch={() => setSearch(undefined)} />
      ) : page || !view.liftsAt ? (
        <PointsTable labelledBy={headingId} page={page} outdated={view.outdated} account={account} />
      ) : null}
      {page ? (
        <Pagination
          current={search.page ?? 1}
          totalPages={page.totalPages}
          // No preloading on hover: each page costs one of ten requests a minute, spent on a click only.
          renderLink={(n, props) => (
            <Link to="/leaderboard" search={withPage(search, n)} preload={false} onClick={showTop} {...props} />
          )}
        />
      ) : null}
    </section>
  );
}

function countLabel(count: number, searching: boolean): string {
  if (searching) return `${formatCount(count)} match${count === 1 ? '' : 'es'}`;
  return `${formatCount(count)} wallet${count === 1 ? '' : 's'}`;
}
