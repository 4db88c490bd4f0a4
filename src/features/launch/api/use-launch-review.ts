/**
 * The launch's review step, between its simulation and the wallet: the run of steps waits here
 * (`ask`) while the trader reads the preview of exactly the launch call; Confirm lets the wallet be
 * asked, closing the review stops the run as a refusal in the wallet would (quietly).
 */
import { useRef, useState } from 'react';
import { UserRejectedRequestError } from 'viem';
import type { LaunchCall } from '../lib/launch-flow';

interface Pending {
  call: LaunchCall;
  resolve: () => void;
  reject: (reason: unknown) => void;
}

export function useLaunchReview() {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const settle = (how: 'confirm' | 'cancel') => {
    const current = pendingRef.current;
    if (!current) return;
    pendingRef.current = null;
    setPending(null);
    if (how === 'confirm') current.resolve();
    else current.reject(new UserRejectedRequestError(new Error('The launch was not confirmed in its review.')));
  };
  return {
    call: pending?.call ?? null,
    /** Resolves once the trader confirms this call; rejects as a wallet refusal when they close the review. */
    ask: (call: LaunchCall) =>
      new Promise<void>((resolve, reject) => {
        const next = { call, resolve, reject };
        pendingRef.current = next;
        setPending(next);
      }),
    confirm: () => settle('confirm'),
    cancel: () => settle('cancel'),
  };
}

export type LaunchReview = ReturnType<typeof useLaunchReview>;
