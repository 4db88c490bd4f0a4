import { createFileRoute } from '@tanstack/react-router';
import { featuredTokenQueryOptions } from '@/features/banners/api/get-featured-token';
import { kingOfTheHillQueryOptions } from '@/features/banners/api/get-king-of-the-hill';
import { Banners } from '@/features/banners/components/banners';
import { tokensQueryOptions, useTokens } from '@/features/discovery/api/get-tokens';
import { DiscoveryPage } from '@/features/discovery/components/discovery-page';
import { discoverySearchSchema } from '@/features/discovery/lib/search-params';
import { LiveStripSlot } from '@/features/live/components/live-strip-slot';
import { useDocumentTitle } from '@/lib/use-document-title';

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

const NONE: readonly { address: string; ticker: string }[] = [];

function DiscoveryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  useDocumentTitle('Discover tokens');
  // The same query the grid reads (no second request): the live strip names their trades from it.
  const listed = useTokens(search).data?.tokens;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">Discover tokens</h1>
      <LiveStripSlot knownTokens={listed ?? NONE} />
      <Banners />
      <DiscoveryPage
        search={search}
        // Filters keep the scroll position: the list under them changes, the page does not move.
        onSearchChange={(next) => void navigate({ search: next, resetScroll: false })}
      />
    </div>
  );
}
