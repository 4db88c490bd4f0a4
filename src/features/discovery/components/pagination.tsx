import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { pageItems } from '../lib/pagination';
import { type DiscoverySearch, withPage } from '../lib/search-params';

interface PaginationProps {
  search: DiscoverySearch;
  totalPages: number;
}

// Sized so that the widest bar (‹ 1 … 4 5 6 … 42 ›) fits on one line at 360 px.
const ITEM =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-2 text-sm tabular-nums sm:h-10 sm:min-w-10';

/**
 * Pages as real links, so that a page can be opened in a new tab, shared, and preloaded on hover.
 * Prev / next stay in place at either end (disabled there) so the bar does not jump.
 */
export function Pagination({ search, totalPages }: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(search.page ?? 1, totalPages);

  const step = (page: number, content: ReactNode, label: string) =>
    page < 1 || page > totalPages ? (
      <span aria-hidden="true" className={`${ITEM} text-muted opacity-50`}>
        {content}
      </span>
    ) : (
      <Link to="/" search={withPage(search, page)} aria-label={label} className={`${ITEM} text-fg hover:bg-raised`}>
        {content}
      </Link>
    );

  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
      {step(
        current - 1,
        <>
          ‹<span className="hidden sm:inline">Prev</span>
        </>,
        'Previous page',
      )}
      {pageItems(current, totalPages).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its position
          <span key={`gap-${index}`} aria-hidden="true" className="w-6 text-center text-muted">
            …
          </span>
        ) : (
          <Link
            key={item}
            to="/"
            search={withPage(search, item)}
            aria-label={`Page ${item}`}
            aria-current={item === current ? 'page' : undefined}
            className={`${ITEM} ${item === current ? 'bg-accent font-semibold text-accent-fg' : 'text-fg hover:bg-raised'}`}
          >
            {item}
          </Link>
        ),
      )}
      {step(
        current + 1,
        <>
          <span className="hidden sm:inline">Next</span>›
        </>,
        'Next page',
      )}
    </nav>
  );
}
