import { formatCompact } from '@/lib/format';

const UP_TO_TWO_DECIMALS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Points as the program counts them (10% shares are fractional): "12.5", "1,310", "25.3K". */
export function formatPoints(points: number): string {
  if (!Number.isFinite(points)) return '—';
  return Math.abs(points) < 10_000 ? UP_TO_TWO_DECIMALS.format(points) : formatCompact(points);
}

const ACTIVITY_LABELS: Record<string, string> = {
  trade: 'Trade',
  token_creation: 'Token created',
  milestone: 'Milestone',
  signup: 'Joined',
};

/** `recent_activity.type` in words; a type this app does not know yet shows as sent. */
export const activityLabel = (type: string) => ACTIVITY_LABELS[type] ?? type;
