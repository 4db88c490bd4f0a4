import { type Session, sessionSchema } from '@interface/auth';
import { sameAddress } from '@/lib/same-address';
import { browserStorage, type KeyValueStorage, readItem, writeItem } from '@/lib/storage';

/** The bearer token of the last sign-in, with its address and end (24 h after signing in). */
export const SESSION_KEY = 'launchdeck.referral.session';
/**
 * A session this close to its end counts as ended: a request sent just before the end could reach
 * the service just after it. Signing in again then renews it.
 */
export const SESSION_END_MARGIN_MS = 60_000;

/** Why the last session went away, for the page to say so. */
export type SessionEnd = 'expired' | 'rejected';

interface SessionSnapshot {
  /** The stored session, whatever its address; see {@link usableSession}. */
  session: Session | undefined;
  ended: SessionEnd | undefined;
}

export function parseStoredSession(raw: string | null): Session | undefined {
  if (!raw) return undefined;
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    return parsed.success && !Number.isNaN(Date.parse(parsed.data.expires_at)) ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const sessionEndsAt = (session: Session) => Date.parse(session.expires_at) - SESSION_END_MARGIN_MS;

export const isSessionOf = (session: Session, address: string) => sameAddress(session.address, address);

/** The session if it belongs to `address` and still has time left. */
export function usableSession(session: Session | undefined, address: string, now: number): Session | undefined {
  return session && isSessionOf(session, address) && now < sessionEndsAt(session) ? session : undefined;
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  save(session: Session): void;
  /**
   * Forgets the session. With `token`, only if it is still the stored one: a late 401 for an old
   * token must not sign out a newer session. Without a stored session it clears the notice of `ended`.
   */
  drop(reason?: SessionEnd, token?: string): void;
}

/**
 * The referral session, one per browser, in storage so that a reload or another tab keeps it. Its
 * snapshot is stable between changes, as `useSyncExternalStore` needs.
 */
export function createSessionStore(storage: KeyValueStorage | undefined): SessionStore {
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = { session: parseStoredSession(readItem(storage, SESSION_KEY)), ended: undefined };

  const set = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  // Another tab signed in or out.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    set({ session: parseStoredSession(readItem(storage, SESSION_KEY)), ended: snapshot.ended });
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    save(session) {
      writeItem(storage, SESSION_KEY, JSON.stringify(session));
      set({ session, ended: undefined });
    },
    drop(reason, token) {
      const current = snapshot.session;
      if (token !== undefined && current?.token !== token) return;
      if (!current) {
        // Nothing to end: only a notice about an earlier end to clear.
        if (snapshot.ended !== undefined) set({ session: undefined, ended: undefined });
        return;
      }
      writeItem(storage, SESSION_KEY, null);
      set({ session: undefined, ended: reason });
    },
  };
}

export const referralSession = createSessionStore(browserStorage());
