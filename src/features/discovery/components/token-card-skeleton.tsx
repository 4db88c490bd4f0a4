import { Skeleton } from '@/components/ui/skeleton';

/** The token card's exact anatomy in grey, row for row, so nothing moves when the data arrives. */
export function TokenCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex items-start gap-3">
        <Skeleton className="size-12 shrink-0 rounded-full" />
        <div className="flex min-w-0 flex-1 flex-col gap-2 py-1">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-10" />
      <Skeleton className="h-[2.75rem]" />
      <Skeleton className="h-5" />
      <div className="h-6" />
    </div>
  );
}
