import type { ReactNode } from 'react';
import { formatAge } from '@/lib/format';

interface AgeProps {
  /** ISO timestamp. */
  at: string;
  /** Passed in so that a list measures every age from the same instant, and re-renders on its tick. */
  now: number;
  /** Words after the age: " ago". */
  suffix?: ReactNode;
  className?: string;
}

/** How long ago something happened ("5m"), with the exact time in the tooltip and in `dateTime`. */
export function Age({ at, now, suffix, className }: AgeProps) {
  return (
    // Written a moment earlier by the server (src/prerender), the age may read a minute less: the
    // browser keeps it until its next tick rather than rebuilding the page around it.
    <time dateTime={at} title={new Date(at).toUTCString()} className={className} suppressHydrationWarning>
      {formatAge(at, now)}
      {suffix}
    </time>
  );
}
