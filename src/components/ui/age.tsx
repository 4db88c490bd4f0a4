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
    <time dateTime={at} title={new Date(at).toUTCString()} className={className}>
      {formatAge(at, now)}
      {suffix}
    </time>
  );
}
