import { Skeleton } from '@/components/ui/skeleton';
import { SlowNotice } from '@/components/ui/slow-notice';

/** The token page's shape while its data is on the way: the same boxes, so nothing jumps when it arrives. */
export function TokenPageSkeleton() {
  return (
    <div aria-busy="true" className="relative flex flex-col gap-6">
      <p role="status" className="sr-only">
        Loading token…
      </p>
      <SlowNotice active what="this token" />
      <div className="flex gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-8 w-64 max-w-full" />
          <Skeleton className="h-5 w-96 max-w-full" />
          <Skeleton className="h-5 w-80 max-w-full" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-6">
          <Skeleton className="h-80 rounded-xl" />
          <Skeleton className="h-96 rounded-xl" />
        </div>
        <div className="flex flex-col gap-6">
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-56 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
