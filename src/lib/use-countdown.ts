import { useEffect, useState } from 'react';

const secondsUntil = (until: number | undefined) =>
  until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Whole seconds left until `until` (a Date.now() time), counting down live; 0 once passed or unset. */
export function useCountdown(until: number | undefined): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    if (until === undefined) return;
    // Four reads a second: the shown number turns close to the real second, whatever the phase.
    const timer = setInterval(() => {
      const left = secondsUntil(until);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
