import type { Session } from '@interface/auth';
import { useEffect, useSyncExternalStore } from 'react';
import { isSessionOf, referralSession, type SessionEnd, sessionEndsAt, usableSession } from '../lib/session';

/** Timers cannot wait longer than this (about 24.8 days); sessions live 24 hours. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface ReferralSessionState {
  /** The connected wallet's session, while it has time left. */
  session: Session | undefined;
  /** Why the previous one ended, when it did on this page. */
  ended: SessionEnd | undefined;
}

/**
 * The referral session of the connected wallet. A session of another address is dropped as soon as
 * that wallet shows (not before: during a reload no wallet is known yet), and a session is dropped
 * when its time is up, so the page asks to sign in again without waiting for a 401.
 */
export function useReferralSession(address: string | undefined): ReferralSessionState {
  const { session: stored, ended } = useSyncExternalStore(referralSession.subscribe, referralSession.getSnapshot);

  useEffect(() => {
    if (address && stored && !isSessionOf(stored, address)) referralSession.drop();
  }, [address, stored]);

  useEffect(() => {
    if (!stored) return;
    const end = () => {
      if (Date.now() >= sessionEndsAt(stored)) referralSession.drop('expired', stored.token);
    };
    const wait = sessionEndsAt(stored) - Date.now();
    if (wait <= 0) return end();
    const timer = setTimeout(end, Math.min(wait, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [stored]);

  return { session: address ? usableSession(stored, address, Date.now()) : undefined, ended };
}
