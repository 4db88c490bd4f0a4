import { useEffect, useState } from 'react';

/** After this long, a wait is worth a word: most answers of the services take well under a second. */
const SLOW_AFTER_MS = 3000;

/** True once `active` (a load in progress) has lasted `afterMs`; false again as soon as it ends. */
export function useIsSlow(active: boolean, afterMs = SLOW_AFTER_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!active) return;
    const t = setTimeout(() => setSlow(true), afterMs);
    return () => clearTimeout(t);
  }, [active, afterMs]);
  return active && slow;
}
