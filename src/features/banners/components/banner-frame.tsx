import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

interface BannerFrameProps {
  title: string;
  headingId: string;
  /**
   * A fixed height, the same in every state (loading, empty, error, data), so that nothing shifts
   * when the data arrives. Tailwind classes, since it may change with the breakpoint.
   */
  height: string;
  children: ReactNode;
  tone?: 'accent' | 'warn';
  /** A link beside the title, above the banner's stretched token link. */
  action?: ReactNode;
}

export function BannerFrame({ title, headingId, height, children, tone = 'accent', action }: BannerFrameProps) {
  const ring = tone === 'accent' ? 'border-accent/40' : 'border-warn/40';
  const label = tone === 'accent' ? 'text-accent' : 'text-warn';
  return (
    <section
      aria-labelledby={headingId}
      className={`relative flex ${height} min-w-0 flex-col gap-3 overflow-hidden rounded-xl border ${ring} bg-surface p-4`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className={`font-semibold text-xs uppercase tracking-wider ${label}`}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The shape of a banner's content while it loads. */
export function BannerSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-1 flex-col gap-3">
      <div className="flex items-center gap-3">
        <Skeleton className="size-16 shrink-0 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-5 w-full" />
    </div>
  );
}

interface BannerMessageProps {
  children: ReactNode;
  onRetry?: () => void;
}

/** A calm line for "none today" and for failures: the banners are extras, never a page error. */
export function BannerMessage({ children, onRetry }: BannerMessageProps) {
  return (
    <div className="flex flex-1 flex-wrap items-center gap-3 text-muted text-sm">
      <p>{children}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
