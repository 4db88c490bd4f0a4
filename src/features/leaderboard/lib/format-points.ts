/** The service rounds points to two decimals; they are written out in full, since rows compare them. */
const POINTS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatPoints(points: number): string {
  return Number.isFinite(points) ? POINTS.format(points) : '—';
}
