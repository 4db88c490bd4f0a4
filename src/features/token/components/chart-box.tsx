import { lazy, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** One height for every state of the chart (loading, empty, fallback, candles): nothing below moves. */
export const CHART_BOX = 'h-64 sm:h-80';

/** The chart's box while it waits, with what it waits for in words (announced politely). */
export function ChartLoading({ note }: { note: string }) {
  return (
    <div role="status" className={`relative mt-3 ${CHART_BOX}`}>
      <Skeleton className="h-full w-full" />
      <p className="absolute inset-0 flex items-center justify-center px-6 text-center text-muted text-sm">{note}</p>
    </div>
  );
}

/** When a canvas' chunk cannot be fetched (offline, or a new deployment replaced it). */
export function ChartUnavailable() {
  return (
    <p className="flex h-full items-center justify-center px-6 text-center text-muted text-sm">
      The chart could not load. Reload the page to try again.
    </p>
  );
}

/** The figure around a canvas; the caption says in words what the canvas draws. */
export function ChartFigure({
  caption,
  captionId,
  children,
}: {
  caption: string;
  captionId: string;
  children: ReactNode;
}) {
  return (
    // aria-labelledby spells out what browsers infer from <figcaption>, for tools that do not.
    <figure aria-labelledby={captionId} className={`relative mt-3 overflow-hidden rounded-lg ${CHART_BOX}`}>
      <figcaption id={captionId} className="sr-only">
        {caption}
      </figcaption>
      {children}
    </figure>
  );
}

/** lightweight-charts stays out of the first load: its chunks are fetched when a chart first shows. */
export const LineCanvas = lazy(() => import('./price-chart-canvas').catch(() => ({ default: ChartUnavailable })));
