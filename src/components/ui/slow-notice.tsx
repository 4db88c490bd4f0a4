import { useIsSlow } from '@/lib/use-is-slow';

interface SlowNoticeProps {
  /** A load is in progress. */
  active: boolean;
  /** What is loading, for the sentence: "tokens", "this token". */
  what: string;
}

/**
 * Says so when a load takes unusually long. It floats over the top of its (relative) container
 * instead of pushing the content down, so it never shifts the layout.
 */
export function SlowNotice({ active, what }: SlowNoticeProps) {
  const slow = useIsSlow(active);
  return (
    <p role="status" className="pointer-events-none absolute inset-x-0 top-3 z-10 flex justify-center">
      {slow ? (
        <span className="rounded-full border border-warn/40 bg-surface px-3 py-1 text-sm text-warn shadow">
          Still loading {what}: the service is slow to answer.
        </span>
      ) : null}
    </p>
  );
}
