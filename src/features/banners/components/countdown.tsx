import { useEffect, useState } from 'react';
import { formatDuration } from '@/lib/format';

interface CountdownProps {
  /** ISO timestamp. */
  until: string;
  /** Called once when the time is up, to fetch what comes next. */
  onEnd?: () => void;
}

/**
 * Time left, ticking every second. role="timer" keeps screen readers from announcing each tick
 * (its live region is off by default); the end time itself is in the <time> element.
 */
export function Countdown({ until, onEnd }: CountdownProps) {
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  const left = end - now;

  useEffect(() => {
    if (!(end > Date.now())) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);

  const ended = !(left > 0);
  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended, onEnd]);

  return (
    // Written a moment earlier by the server (src/prerender), it reads a second or two more until its
    // first tick: kept, rather than rebuilding the page around it.
    <time
      role="timer"
      dateTime={until}
      title={new Date(end).toUTCString()}
      className="tabular-nums"
      suppressHydrationWarning
    >
      {ended ? 'ended' : formatDuration(left)}
    </time>
  );
}
