import type { LeaderboardSearch } from '../lib/search-params';
import { PointsBoard } from './points-board';
import { ReferralBoard } from './referral-board';

interface LeaderboardPageProps {
  search: LeaderboardSearch;
  /** Writes a new state to the URL; the page renders whatever the URL says. */
  onSearchChange: (next: LeaderboardSearch) => void;
}

/** The points leaderboard and, beside it on wide screens (below on narrow ones), the referral one. */
export function LeaderboardPage({ search, onSearchChange }: LeaderboardPageProps) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="font-semibold text-2xl text-fg">Leaderboard</h1>
        <p className="text-muted text-sm">
          Points for trading (1,000 per ETH) and for launching tokens (100 each), and the top referrers.
        </p>
      </div>
      {/* minmax(0, …): a wide table scrolls inside its column instead of widening the page. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <PointsBoard search={search} onSearchChange={onSearchChange} />
        <ReferralBoard search={search} onSearchChange={onSearchChange} />
      </div>
    </div>
  );
}
