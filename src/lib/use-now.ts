import { useEffect, useState } from 'react';

/** The current time, re-read every `intervalMs`: for "5s ago" labels that must keep counting. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}
