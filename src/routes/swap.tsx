import { createFileRoute } from '@tanstack/react-router';
import { SwapPage } from '@/features/swap/components/swap-page';
import { swapSearchSchema } from '@/features/swap/lib/swap-search';
import { useDocumentTitle } from '@/lib/use-document-title';

export const Route = createFileRoute('/swap')({
  validateSearch: swapSearchSchema,
  loader: ({ context: { queryClient } }) => {
    // Started, not awaited: the widget shows at once with its placeholders. Imported here rather than
    // at the top: the route's definition is part of every page's first load, its queries are not.
    const ignore = () => undefined;
    import('@/features/swap/api/swap-token-list')
      .then(({ swapTokensQueryOptions }) => queryClient.ensureQueryData(swapTokensQueryOptions()))
      .catch(ignore);
    import('@/features/swap/api/swap-pairs')
      .then(({ swapPairsQueryOptions }) => queryClient.ensureQueryData(swapPairsQueryOptions()))
      .catch(ignore);
  },
  component: SwapRoute,
});

function SwapRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  useDocumentTitle('Swap');
  return (
    <SwapPage
      search={search}
      onSearchChange={(next, replace) => void navigate({ search: next, replace, resetScroll: false })}
    />
  );
}
