import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { sameAddress } from '@/lib/same-address';
import type { LeaderboardPage } from '../api/get-leaderboard';
import { type LeaderboardSearch, withPage } from '../lib/search-params';

const HOW_POINTS_COME = 'Points come from trading (1,000 per ETH bought or sold) and from launching tokens (100 each).';

interface PointsEmptyProps {
  /** An answer without rows. */
  page: LeaderboardPage;
  account: string | undefined;
  search: LeaderboardSearch;
  onClearSearch: () => void;
}

/** Why there are no rows, and the way out. */
export function PointsEmpty({ page, account, search, onClearSearch }: PointsEmptyProps) {
  const clear = (
    <Button variant="secondary" onClick={onClearSearch}>
      Clear search
    </Button>
  );
  if (page.totalPages > 0) {
    return (
      <EmptyState
        title="This page is past the end"
        description={`The leaderboard has ${page.totalPages} page${page.totalPages === 1 ? '' : 's'} for this view.`}
        action={
          <Link
            to="/leaderboard"
            search={withPage(search, page.totalPages)}
            preload={false}
            className={buttonClasses({ variant: 'secondary' })}
          >
            Go to the last page
          </Link>
        }
      />
    );
  }
  const term = page.query.search;
  if (term && sameAddress(term, account)) {
    return <EmptyState title="Your wallet has no points yet" description={HOW_POINTS_COME} action={clear} />;
  }
  if (term) {
    return (
      <EmptyState
        title={`No wallet matches ${term}`}
        description="Only wallets with points are listed. Check the digits, or search a shorter part of the address."
        action={clear}
      />
    );
  }
  return <EmptyState title="Nobody has points yet" description={HOW_POINTS_COME} />;
}
