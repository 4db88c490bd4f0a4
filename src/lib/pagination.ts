export type PageItem = number | 'gap';

/**
 * The page numbers to offer: always the first and the last, `siblings` on each side of the current
 * page, and a gap where pages are skipped. A gap never stands for a single page: that page is shown.
 * The number of items stays the same wherever the current page is, so the bar does not jump.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  // first + last + current + siblings + two gaps
  const slots = 2 * siblings + 5;
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);

  const windowSize = 2 * siblings + 3; // the pages shown on the side with no gap, beside first or last
  if (page <= windowSize - siblings) {
    return [...Array.from({ length: windowSize }, (_, i) => i + 1), 'gap', total];
  }
  if (page >= total - windowSize + siblings + 1) {
    return [1, 'gap', ...Array.from({ length: windowSize }, (_, i) => total - windowSize + 1 + i)];
  }
  const around = Array.from({ length: 2 * siblings + 1 }, (_, i) => page - siblings + i);
  return [1, 'gap', ...around, 'gap', total];
}
