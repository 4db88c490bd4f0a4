import { Skeleton } from '@/components/ui/skeleton';

const ROWS = ['a', 'b', 'c', 'd', 'e'];

/** The holders' box before its figures: the same frame, a note in words, and a few skeleton rows. */
export function HoldersPlaceholder({ note }: { note: string }) {
  return (
    <section aria-labelledby="holders-title" aria-busy="true" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="holders-title" className="font-semibold text-fg">
        Holders
      </h2>
      <p role="status" className="mt-1 text-muted text-sm">
        {note}
      </p>
      <div className="mt-3 flex flex-col gap-2">
        {ROWS.map((key) => (
          <Skeleton key={key} className="h-6 w-full" />
        ))}
      </div>
    </section>
  );
}
