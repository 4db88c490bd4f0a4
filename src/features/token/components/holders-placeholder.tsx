import { Skeleton } from '@/components/ui/skeleton';

/** Rows before the list scrolls (HoldersSection's `max-h-72`): more would only be hidden. */
const ROW_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The holders' box before its figures, laid out as the figures will be, on a phone (where their text
 * wraps) as on a desktop: the line of transfers read, the creator's share, the check against the
 * service's count, and a row for each holder the service counts and the curve or pair (the list scrolls past nine). A tap
 * on the Holders tab then moves little below when the chain's answer comes (at 4x on a phone it
 * pushed the chat out of view: CLS 0.12).
 */
export function HoldersPlaceholder({ note, holders }: { note: string; holders?: number | undefined }) {
  // The curve's or the pair's balance is listed too (marked), beside the holders the service counts.
  const rows = Math.min(Math.max((holders ?? 4) + 1, 1), ROW_KEYS.length);
  return (
    <section aria-labelledby="holders-title" aria-busy="true" className="rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="holders-title" className="font-semibold text-fg">
          Holders
        </h2>
        <Skeleton className="h-4 w-64 max-w-full" />
      </div>
      <p role="status" className="mt-2 text-muted text-sm leading-7">
        {note}
      </p>
      <Skeleton className="mt-3 h-[8.5rem] w-full sm:h-20" />
      <div className="mt-3 flex max-h-72 flex-col overflow-hidden">
        {ROW_KEYS.slice(0, rows).map((key) => (
          <div key={key} className="shrink-0 py-1.5">
            <Skeleton className="h-8 w-full sm:h-5" />
          </div>
        ))}
      </div>
      <Skeleton className="mt-2 h-8 w-2/3 sm:h-4" />
    </section>
  );
}
