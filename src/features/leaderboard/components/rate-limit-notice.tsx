import { useMemo } from 'react';
import { useCountdown } from '@/lib/use-countdown';

interface RateLimitNoticeProps {
  /** "The leaderboard", "The referral leaderboard". */
  subject: string;
  liftsAt: number;
  /** The previous answer is still on screen. */
  showingPrevious: boolean;
  /** The page is asking again right now. */
  lookingAgain: boolean;
}

/**
 * A rate limit as a wait with an end, not as an error. The countdown ticks visibly but is hidden
 * from screen readers, which would otherwise read it out every second; they get the sentence once.
 */
export function RateLimitNotice({ subject, liftsAt, showingPrevious, lookingAgain }: RateLimitNoticeProps) {
  const seconds = useCountdown(liftsAt);
  // Fixed per wait, so that the live region's text does not change every second.
  const initialSeconds = useMemo(() => Math.max(0, Math.ceil((liftsAt - Date.now()) / 1000)), [liftsAt]);
  const rest = showingPrevious ? ' Until then, its last answer stays on screen.' : '';
  return (
    <div
      role="status"
      data-testid="rate-limit-notice"
      className="rounded-lg border border-warn/40 bg-warn/5 px-4 py-3 text-fg text-sm"
    >
      <p aria-hidden="true" className="tabular-nums">
        {lookingAgain || seconds === 0
          ? `${subject} is busy: looking again…`
          : `${subject} is busy: you can look again in ${seconds} s`}
        <span className="text-muted">{rest}</span>
      </p>
      <p className="sr-only">
        {`${subject} is busy: it allows a few requests a minute. This page looks again by itself in about ${initialSeconds} seconds.${rest}`}
      </p>
    </div>
  );
}
