import { Button } from '@/components/ui/button';

interface PagerProps {
  /** What is paged, for the landmark: "Activity pages". */
  label: string;
  page: number;
  pages: number;
  onChange: (page: number) => void;
  previous: string;
  next: string;
}

/** Previous / next through a list held whole in memory, a page on screen (the DOM budget). */
export function Pager({ label, page, pages, onChange, previous, next }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {previous}
      </Button>
      <span className="text-muted text-sm tabular-nums">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {next}
      </Button>
    </nav>
  );
}

/** The page in range and its slice of `list`. */
export function pageOf<T>(list: readonly T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { pages, current, items: list.slice((current - 1) * size, current * size) };
}
