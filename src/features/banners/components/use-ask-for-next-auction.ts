import { useCallback, useEffect, useState } from 'react';

/**
 * Pauses between asks for the next auction once the countdown has ended, about 3 minutes in all:
 * the browser's clock may run ahead of the service's, which rolls the auction over only at its own
 * end time. Then it stops: a service that has not rolled over by then is not asked forever.
 */
export const NEXT_AUCTION_ASK_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000, 60_000, 60_000] as const;

/**
 * Returns the countdown's `onEnd`: it asks for the featured token again, and again with a bound,
 * until an auction with another end time arrives (the hook's `endsAt` changes).
 */
export function useAskForNextAuction(endsAt: string, refresh: () => void): () => void {
  const [endedFor, setEndedFor] = useState<string | null>(null);
  const onEnd = useCallback(() => setEndedFor(endsAt), [endsAt]);

  useEffect(() => {
    if (endedFor !== endsAt) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      refresh();
      const delay = NEXT_AUCTION_ASK_DELAYS_MS[attempt++];
      if (delay !== undefined) timer = setTimeout(ask, delay);
    };
    ask();
    return () => clearTimeout(timer);
  }, [endedFor, endsAt, refresh]);

  return onEnd;
}
