import type { ReferralPeriod, ReferralStats } from '@interface/referral';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/error-state';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatPoints } from '@/lib/format';
import { PERIOD_OPTIONS } from '../lib/periods';

interface ReferralStatsPanelProps {
  stats: UseQueryResult<ReferralStats>;
  period: ReferralPeriod;
  onPeriodChange: (period: ReferralPeriod) => void;
}

const TILES = [
  { key: 'total_referrals', label: 'Referrals', hint: 'joined', kind: 'count' },
  { key: 'active_referrals', label: 'Active referrals', hint: 'traded', kind: 'count' },
  { key: 'total_points_earned', label: 'Points earned', hint: 'in total', kind: 'points' },
  { key: 'points_from_trading', label: 'From trading', hint: 'buys and sells', kind: 'points' },
  { key: 'points_from_token_creation', label: 'From token creation', hint: 'tokens created', kind: 'points' },
  { key: 'points_from_milestones', label: 'From milestones', hint: 'volume reached', kind: 'points' },
] as const satisfies readonly {
  key: keyof ReferralStats['stats'];
  label: string;
  hint: string;
  kind: 'count' | 'points';
}[];

export function ReferralStatsPanel({ stats, period, onPeriodChange }: ReferralStatsPanelProps) {
  const periodText = PERIOD_OPTIONS.find((o) => o.value === period)?.long ?? period;
  // Another period's numbers stay on screen, dimmed, until this one's arrive.
  const stale = stats.isPlaceholderData;
  return (
    <section aria-labelledby="referral-stats-title" className="rounded-xl border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="referral-stats-title" className="font-semibold text-fg">
          Your referrals
        </h2>
        <SegmentedControl legend="Period" options={PERIOD_OPTIONS} value={period} onChange={onPeriodChange} />
      </div>
      {stats.data ? (
        <dl
          aria-busy={stale || undefined}
          aria-label={`Referral statistics for ${periodText}`}
          className={`mt-4 grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-3 ${stale ? 'opacity-60' : ''}`}
        >
          {TILES.map((tile) => {
            const value = stats.data.stats[tile.key];
            return (
              <div key={tile.key} className="rounded-lg border border-line bg-raised px-3 py-2.5">
                <dt className="text-muted text-xs">{tile.label}</dt>
                <dd
                  data-testid={`stat-${tile.key}`}
                  className="mt-0.5 font-semibold text-fg text-xl tabular-nums"
                  title={String(value)}
                >
                  {tile.kind === 'count' ? formatCount(value) : formatPoints(value)}
                </dd>
                <dd className="text-muted text-xs">{tile.hint}</dd>
              </div>
            );
          })}
        </dl>
      ) : stats.isError ? (
        <ErrorState
          className="mt-4"
          title="Your referral statistics could not be loaded"
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <div
          role="status"
          aria-label="Loading referral statistics"
          className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3"
        >
          {TILES.map((tile) => (
            <Skeleton key={tile.key} className="h-[5.25rem]" />
          ))}
        </div>
      )}
      {stats.data && stats.isError && (
        <p role="alert" className="mt-3 text-muted text-sm">
          Could not refresh: {stats.error instanceof Error ? stats.error.message : 'try again shortly'}.
        </p>
      )}
    </section>
  );
}
