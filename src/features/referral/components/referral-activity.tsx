import type { ReferralStats } from '@interface/referral';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Age } from '@/components/ui/age';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPoints, shortAddress } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { activityLabel } from '../lib/activity-label';

const TIME_TICK_MS = 30_000;
const CELL = 'px-3 py-2 text-left';
const HEAD = `${CELL} font-medium text-muted text-xs`;

/** A failed load shows once, in the statistics panel with its retry; these panels then stay out. */
interface PanelProps {
  stats: UseQueryResult<ReferralStats>;
  /** "in the last 7 days": what the empty state says nothing happened in. */
  periodText: string;
}

/** The newest events of the chosen period: who (as the service gives it, abbreviated), what, how many points, when. */
export function RecentActivity({ stats, periodText }: PanelProps) {
  const now = useNow(TIME_TICK_MS);
  const rows = stats.data?.recent_activity;
  return (
    <Panel id="referral-activity-title" title="Recent activity">
      <PanelBody
        stats={stats}
        what="recent activity"
        empty={rows?.length === 0}
        emptyText={`Nothing happened ${periodText}. Activity shows here when your referrals join, trade and create tokens.`}
      >
        <table className="w-full text-sm">
          <thead>
            <tr className="border-line border-b">
              <th scope="col" className={HEAD}>
                Type
              </th>
              <th scope="col" className={HEAD}>
                Referral
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                Points
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                When
              </th>
            </tr>
          </thead>
          <tbody>
            {rows?.map((event, index) => (
              // The service gives no id; the order (newest first) is stable for one answer.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are replaced together, never reordered.
              <tr key={index} className="border-line border-b last:border-b-0">
                <td className={`${CELL} text-fg`}>{activityLabel(event.type)}</td>
                <td className={`${CELL} font-mono text-muted`}>{event.referral_address}</td>
                <td className={`${CELL} text-right text-fg tabular-nums`}>+{formatPoints(event.points_earned)}</td>
                <td className={`${CELL} text-right text-muted tabular-nums`}>
                  <Age at={event.timestamp} now={now} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PanelBody>
    </Panel>
  );
}

/** The referrals that earned the most points in the chosen period. */
export function TopReferrals({ stats, periodText }: PanelProps) {
  const now = useNow(TIME_TICK_MS);
  const rows = stats.data?.top_referrals;
  return (
    <Panel id="referral-top-title" title="Top referrals">
      <PanelBody
        stats={stats}
        what="top referrals"
        empty={rows?.length === 0}
        emptyText={`No referral earned you points ${periodText}.`}
      >
        <table className="w-full text-sm">
          <thead>
            <tr className="border-line border-b">
              <th scope="col" className={HEAD}>
                #
              </th>
              <th scope="col" className={HEAD}>
                Referral
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                Points
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                Joined
              </th>
            </tr>
          </thead>
          <tbody>
            {rows?.map((referral, index) => (
              <tr key={referral.address} className="border-line border-b last:border-b-0">
                <td className={`${CELL} text-muted tabular-nums`}>{index + 1}</td>
                <td className={`${CELL} font-mono text-fg`} title={referral.address}>
                  {shortAddress(referral.address)}
                </td>
                <td className={`${CELL} text-right text-fg tabular-nums`}>{formatPoints(referral.points_generated)}</td>
                <td className={`${CELL} text-right text-muted tabular-nums`}>
                  <Age at={referral.joined_at} now={now} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PanelBody>
    </Panel>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col rounded-xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={id} className="font-semibold text-fg">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

interface PanelBodyProps {
  stats: UseQueryResult<ReferralStats>;
  what: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

function PanelBody({ stats, what, empty, emptyText, children }: PanelBodyProps) {
  if (stats.data) {
    if (empty) return <EmptyState title="Nothing yet" description={emptyText} className="py-8" />;
    return (
      <div className={`overflow-x-auto transition-opacity ${stats.isPlaceholderData ? 'opacity-60' : ''}`}>
        {children}
      </div>
    );
  }
  return (
    <div role="status" aria-label={`Loading ${what}`} className="flex flex-col gap-2">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}
