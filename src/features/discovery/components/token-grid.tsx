import { TOKEN_PAGE_SIZE, type TokenListResponse } from '@interface/tokens';
import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SlowNotice } from '@/components/ui/slow-notice';
import { type DiscoverySearch, withPage } from '../lib/search-params';
import { TokenCard } from './token-card';
import { TokenCardSkeleton } from './token-card-skeleton';

const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
const SKELETON_KEYS = Array.from({ length: TOKEN_PAGE_SIZE }, (_, i) => `skeleton-${i}`);
/**
 * Cards below the fold are neither styled, laid out nor painted until they come near the viewport:
 * most of the 24 on a first load, whose rendering the first paint otherwise waits for. Every card
 * (and its skeleton) has the same fixed height, so the placeholder size is exact and nothing moves.
 */
const CELL = '[content-visibility:auto] [contain-intrinsic-size:auto_258px]';

interface TokenGridProps {
  search: DiscoverySearch;
  data: TokenListResponse | undefined;
  error: unknown;
  /** Data of the previous view is on screen while this one loads. */
  isPlaceholder: boolean;
  isRefetching: boolean;
  hasFilters: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
}

export function TokenGrid(props: TokenGridProps) {
  const { search, data, error, isPlaceholder, hasFilters, onRetry, onClearFilters } = props;

  if (!data && error) {
    return (
      <ErrorState title="Tokens could not be loaded" error={error} onRetry={onRetry} retrying={props.isRefetching} />
    );
  }
  if (!data) {
    return (
      <div className="relative">
        <SlowNotice active what="tokens" />
        <ul aria-busy="true" aria-label="Loading tokens" className={GRID}>
          {SKELETON_KEYS.map((key) => (
            <li key={key} className={CELL}>
              <TokenCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (data.tokens.length === 0 && data.totalPages > 0) {
    return (
      <EmptyState
        title="This page is past the end"
        description={`There are ${data.totalPages} pages of tokens for this view.`}
        action={
          <Link to="/" search={withPage(search, data.totalPages)} className={buttonClasses({ variant: 'secondary' })}>
            Go to the last page
          </Link>
        }
      />
    );
  }
  if (data.tokens.length === 0) {
    return hasFilters ? (
      <EmptyState
        title="No tokens match these filters"
        description="Try a shorter search or fewer filters."
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState title="No tokens yet" description="Nobody has launched a token so far." />
    );
  }

  const now = Date.now();
  return (
    <div className="relative">
      <SlowNotice active={isPlaceholder} what="tokens" />
      <ul
        aria-busy={isPlaceholder}
        aria-label="Tokens"
        className={`${GRID} transition-opacity ${isPlaceholder ? 'opacity-60' : ''}`}
      >
        {data.tokens.map((token) => (
          <li key={token.address} className={CELL}>
            <TokenCard token={token} now={now} />
          </li>
        ))}
      </ul>
    </div>
  );
}
