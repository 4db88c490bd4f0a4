import { createFileRoute } from '@tanstack/react-router';
import { leaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { referralLeaderboardQueryOptions } from '@/features/leaderboard/api/get-referral-leaderboard';
import { LeaderboardPage } from '@/features/leaderboard/components/leaderboard-page';
import { leaderboardSearchSchema, toLeaderboardQuery, toReferralQuery } from '@/features/leaderboard/lib/search-params';
import { useDocumentTitle } from '@/lib/use-document-title';

export const Route = createFileRoute('/leaderboard')({
  validateSearch: leaderboardSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    // Started, not awaited: the page shows at once with its skeletons, and the previous page stays
    // on screen while the next loads. Both answer from the cache when they can (a minute's
    // freshness), which is what keeps paging back and forth inside the 10-a-minute limit.
    const ignore = () => undefined;
    queryClient.ensureQueryData(leaderboardQueryOptions(toLeaderboardQuery(deps))).catch(ignore);
    queryClient.ensureQueryData(referralLeaderboardQueryOptions(toReferralQuery(deps))).catch(ignore);
  },
  component: LeaderboardRoute,
});

function LeaderboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  useDocumentTitle('Leaderboard');

  return (
    <LeaderboardPage search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />
  );
}
