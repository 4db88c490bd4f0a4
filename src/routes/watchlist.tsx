import { createFileRoute } from '@tanstack/react-router';
import { WatchlistPage } from '@/features/watchlist/components/watchlist-page';
import { watchlistSearchSchema } from '@/features/watchlist/lib/search-params';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The starred tokens. Its component is split off by the router plugin: `/` never loads it. No loader:
 * the list lives in the browser's storage, which the page reads as it renders.
 */
export const Route = createFileRoute('/watchlist')({
  validateSearch: watchlistSearchSchema,
  component: WatchlistRoute,
});

function WatchlistRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  useDocumentTitle('Watchlist');
  return (
    <WatchlistPage search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />
  );
}
