import { Link } from '@tanstack/react-router';
import { Pagination } from '@/components/ui/pagination';
import { formatCount } from '@/lib/format';
import { useTokens } from '../api/get-tokens';
import { clearFilters, countActiveFilters, type DiscoverySearch, withFilters, withPage } from '../lib/search-params';
import { DiscoveryFilters } from './discovery-filters';
import { TokenGrid } from './token-grid';

interface DiscoveryPageProps {
  search: DiscoverySearch;
  /** Writes a new state to the URL; the page renders whatever the URL says. */
  onSearchChange: (next: DiscoverySearch) => void;
}

/** The token list with its filters. All state lives in the URL, handed in by the route. */
export function DiscoveryPage({ search, onSearchChange }: DiscoveryPageProps) {
  const query = useTokens(search);
  const hasFilters = countActiveFilters(search) > 0;
  const clear = () => onSearchChange(clearFilters(search));
  const loading = query.isPlaceholderData || query.isPending;

  return (
    <section aria-labelledby="discovery-heading" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="discovery-heading" className="font-semibold text-fg text-xl">
          Tokens
        </h2>
        {/* Announced politely, so a screen reader hears the result of each filter change. */}
        <p role="status" className="text-muted text-sm tabular-nums">
          {loading ? (
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-3 rounded-full border-2 border-accent border-t-transparent motion-safe:animate-spin"
              />
              Loading…
            </span>
          ) : query.data ? (
            `${formatCount(query.data.totalCount)} token${query.data.totalCount === 1 ? '' : 's'}`
          ) : null}
        </p>
      </div>
      <DiscoveryFilters
        search={search}
        onChange={(patch) => onSearchChange(withFilters(search, patch))}
        onClear={clear}
      />
      <TokenGrid
        search={search}
        data={query.data}
        error={query.error}
        isPlaceholder={query.isPlaceholderData}
        isRefetching={query.isFetching}
        hasFilters={hasFilters}
        onRetry={() => void query.refetch()}
        onClearFilters={clear}
      />
      {query.data ? (
        <Pagination
          current={search.page ?? 1}
          totalPages={query.data.totalPages}
          renderLink={(page, props) => <Link to="/" search={withPage(search, page)} {...props} />}
        />
      ) : null}
    </section>
  );
}
