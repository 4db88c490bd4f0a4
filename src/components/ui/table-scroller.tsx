import type { ReactNode, Ref, UIEventHandler } from 'react';

/**
 * A table that may be wider than a narrow screen scrolls inside this box, never the page. It is a
 * tab stop so that keyboard users can scroll it too (its rows hold nothing else to focus). Relative:
 * an absolutely placed descendant (a screen-reader-only label) would otherwise widen the page.
 */
interface TableScrollerProps {
  label: string;
  children: ReactNode;
  /** Extra classes, e.g. a maximum height for a box that also scrolls down. */
  className?: string;
  /** The box itself, for a table that follows its own scrolling (a virtualized one). */
  ref?: Ref<HTMLElement>;
  onScroll?: UIEventHandler<HTMLElement>;
}

export function TableScroller({ label, children, className = '', ref, onScroll }: TableScrollerProps) {
  return (
    <section
      ref={ref}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      onScroll={onScroll}
      className={`relative overflow-x-auto rounded-md ${className}`}
    >
      {children}
    </section>
  );
}
