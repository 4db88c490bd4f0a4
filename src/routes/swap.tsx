import { createFileRoute } from '@tanstack/react-router';
import { swapPairsQueryOptions } from '@/features/swap/api/swap-pairs';
import { swapTokensQueryOptions } from '@/features/swap/api/swap-token-list';
import { SwapPage } from '@/features/swap/components/swap-page';
import { swapSearchSchema } from '@/features/swap/lib/swap-search';
import { useDocumentTitle } from '@/lib/use-document-title';

export const Route = createFileRoute('/swap')({
  validateSearch: swapSearchSchema,
  loader: ({ context: { queryClient } }) => {
    // Started, not awaited: the widget shows at once with its placeholders.
    const ignore = () => undefined;
    queryClient.ensureQueryData(swapTokensQueryOptions()).catch(ignore);
    queryClient.ensureQueryData(swapPairsQueryOptions()).catch(ignore);
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
