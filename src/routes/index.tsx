import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { featuredTokenQueryOptions } from '@/features/banners/api/get-featured-token';
import { kingOfTheHillQueryOptions } from '@/features/banners/api/get-king-of-the-hill';
import { Banners } from '@/features/banners/components/banners';
import { tokensQueryOptions } from '@/features/discovery/api/get-tokens';
import { DiscoveryPage } from '@/features/discovery/components/discovery-page';
import { discoverySearchSchema, isCanonical } from '@/features/discovery/lib/search-params';

export const Route = createFileRoute('/')({
  validateSearch: discoverySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    // Started, not awaited: the page (filters, banners, skeletons) shows at once and the previous
    // page of tokens stays on screen while the next loads. The components read the same queries,
    // so hovering a link to "/" preloads their data. Errors surface there, with a retry.
    const ignore = () => undefined;
    queryClient.ensureQueryData(tokensQueryOptions(deps)).catch(ignore);
    queryClient.ensureQueryData(featuredTokenQueryOptions()).catch(ignore);
    queryClient.ensureQueryData(kingOfTheHillQueryOptions()).catch(ignore);
  },
  component: DiscoveryRoute,
});

function DiscoveryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // The URL of what is on screen: during a navigation `location` is already the next one.
  const rawSearch = useRouterState({ select: (state) => state.resolvedLocation?.search });

  // A URL with junk or defaults in it (typed, or shared from an older version) is replaced by its
  // canonical form, so the address bar always shows the view and sharing it shares exactly that.
  useEffect(() => {
    if (rawSearch && !isCanonical(rawSearch, search)) void navigate({ search, replace: true, resetScroll: false });
  }, [rawSearch, search, navigate]);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">Discover tokens</h1>
      <Banners />
      <DiscoveryPage
        search={search}
        // Filters keep the scroll position: the list under them changes, the page does not move.
        onSearchChange={(next) => void navigate({ search: next, resetScroll: false })}
      />
    </div>
  );
}
