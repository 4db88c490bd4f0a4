import type { ReferralPeriod } from '@interface/referral';
import { useId } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { SelectField } from '@/components/ui/select-field';
import { useWallet } from '@/features/wallet/wallet-state';
import { useReferralLeaderboard } from '../api/get-referral-leaderboard';
import { type LeaderboardSearch, REFERRAL_LIMITS, toReferralQuery, withReferral } from '../lib/search-params';
import { RateLimitNotice } from './rate-limit-notice';
import { ReferralTable } from './referral-table';
import { UpdatedAgo } from './updated-ago';
import { useRateLimitedView } from './use-rate-limited-view';

const PERIOD_OPTIONS = [
  { value: '24h', label: '24h' },
  { value: '7d', label: '7d' },
  { value: '30d', label: '30d' },
  { value: 'all', label: 'All' },
] as const satisfies readonly { value: ReferralPeriod; label: string }[];

const LIMIT_OPTIONS = REFERRAL_LIMITS.map((n) => ({ value: String(n), label: String(n) }));

interface ReferralBoardProps {
  search: LeaderboardSearch;
  onSearchChange: (next: LeaderboardSearch) => void;
}

/** The top referrers of a period, as the service ranks them. */
export function ReferralBoard({ search, onSearchChange }: ReferralBoardProps) {
  const headingId = useId();
  const account = useWallet().account?.address;
  const query = toReferralQuery(search);
  const view = useRateLimitedView(useReferralLeaderboard(query));
  const data = view.data;
  const change = (patch: Pick<LeaderboardSearch, 'period' | 'limit'>) => onSearchChange(withReferral(search, patch));

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 sm:rounded-xl sm:border sm:border-line sm:bg-surface sm:p-4"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-fg text-lg">
          Top referrers
        </h2>
        {data ? <UpdatedAgo at={data.updated_at} /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SegmentedControl
          legend="Period"
          options={PERIOD_OPTIONS}
          value={query.period}
          onChange={(period) => change({ period })}
        />
        <SelectField
          label="Top"
          options={LIMIT_OPTIONS}
          value={String(query.limit)}
          onChange={(value) => change({ limit: REFERRAL_LIMITS.find((n) => String(n) === value) })}
        />
      </div>
      {view.liftsAt !== undefined ? (
        <RateLimitNotice
          subject="The referral leaderboard"
          liftsAt={view.liftsAt}
          showingPrevious={data !== undefined}
          lookingAgain={view.fetching}
        />
      ) : null}
      {view.error && !data ? (
        <ErrorState
          title="The referral leaderboard could not be loaded"
          error={view.error}
          onRetry={view.retry}
          retrying={view.fetching}
        />
      ) : data && data.leaderboard.length === 0 ? (
        <EmptyState
          title="No referrers yet"
          description="Nobody has a referral code yet. Share yours from the Referrals page to appear here."
        />
      ) : data || !view.liftsAt ? (
        <ReferralTable
          labelledBy={headingId}
          data={data}
          skeletonRows={query.limit}
          outdated={view.outdated}
          account={account}
        />
      ) : null}
    </section>
  );
}
