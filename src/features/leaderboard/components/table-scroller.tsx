import type { ReactNode } from 'react';

/**
 * A table that may be wider than a narrow screen scrolls inside this box, never the page. It is a
 * tab stop so that keyboard users can scroll it too (its rows hold nothing else to focus).
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className="-mx-1 overflow-x-auto rounded-md px-1">
      {children}
    </section>
  );
}
