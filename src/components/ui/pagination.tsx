import { Fragment, type ReactNode } from 'react';
import { pageItems } from '@/lib/pagination';

/** What a page link carries; the caller spreads it onto its router `<Link>`. */
interface PageLinkProps {
  className: string;
  'aria-label': string;
  'aria-current': 'page' | undefined;
  children: ReactNode;
}

interface PaginationProps {
  current: number;
  totalPages: number;
  /**
   * A real link to `page` with these props: the caller knows its route and URL state (and whether
   * hovering may preload it), the bar only the numbers.
   */
  renderLink: (page: number, props: PageLinkProps) => ReactNode;
  label?: string;
}

// Sized so that the widest bar (‹ 1 2 3 4 5 … 255 ›) fits on one line at 360 px; 32 × 36 px
// targets stay well above the 24 px minimum (WCAG 2.5.8).
const ITEM =
  'inline-flex h-9 min-w-8 items-center justify-center gap-1 rounded-lg px-1.5 text-sm tabular-nums sm:h-10 sm:min-w-10 sm:px-2';

/**
 * Pages as real links, so that a page can be opened in a new tab, shared, and preloaded on hover.
 * Prev / next stay in place at either end (disabled there) so the bar does not jump.
 */
export function Pagination({ current: requested, totalPages, renderLink, label = 'Pages' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(requested, totalPages);

  const step = (page: number, content: ReactNode, name: string) =>
    page < 1 || page > totalPages ? (
      // Muted, not faded: the text keeps its 4.5:1 contrast (axe checks it even where it is inert).
      <span aria-hidden="true" className={`${ITEM} text-muted`}>
        {content}
      </span>
    ) : (
      renderLink(page, {
        className: `${ITEM} text-fg hover:bg-raised`,
        'aria-label': name,
        'aria-current': undefined,
        children: content,
      })
    );

  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
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
          <Fragment key={item}>
            {renderLink(item, {
              className: `${ITEM} ${item === current ? 'bg-accent font-semibold text-accent-fg' : 'text-fg hover:bg-raised'}`,
              'aria-label': `Page ${item}`,
              'aria-current': item === current ? 'page' : undefined,
              children: item,
            })}
          </Fragment>
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
