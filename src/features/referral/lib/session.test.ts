import type { Session } from '@interface/auth';
import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '@/lib/storage';
import { memoryStorage } from '@/test/memory-storage';
import {
  createSessionStore,
  parseStoredSession,
  SESSION_END_MARGIN_MS,
  SESSION_KEY,
  sessionEndsAt,
  usableSession,
} from './session';

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const session = (over: Partial<Session> = {}): Session => ({
  token: 'tok-1',
  address: ADDRESS,
  expires_at: new Date(NOW + 24 * 3_600_000).toISOString(),
  ...over,
});

describe('parseStoredSession', () => {
  it('reads what the service sent and nothing else', () => {
    expect(parseStoredSession(JSON.stringify(session()))).toEqual(session());
    expect(parseStoredSession(null)).toBeUndefined();
    expect(parseStoredSession('{not json')).toBeUndefined();
    expect(parseStoredSession(JSON.stringify({ token: 'x' }))).toBeUndefined();
    expect(parseStoredSession(JSON.stringify(session({ address: 'nope' })))).toBeUndefined();
  });
});

describe('usableSession', () => {
  it('holds for its own address, in any case, until a minute before it expires', () => {
    const s = session();
    expect(usableSession(s, ADDRESS.toUpperCase().replace('0X', '0x'), NOW)).toBe(s);
    expect(sessionEndsAt(s)).toBe(Date.parse(s.expires_at) - SESSION_END_MARGIN_MS);
    expect(usableSession(s, ADDRESS, sessionEndsAt(s) - 1)).toBe(s);
    expect(usableSession(s, ADDRESS, sessionEndsAt(s))).toBeUndefined();
    expect(usableSession(s, '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', NOW)).toBeUndefined();
    expect(usableSession(undefined, ADDRESS, NOW)).toBeUndefined();
  });
});

describe('the session store', () => {
  it('starts from storage, saves, and tells its listeners', () => {
    const storage = memoryStorage({ [SESSION_KEY]: JSON.stringify(session()) });
    const store = createSessionStore(storage);
    expect(store.getSnapshot().session).toEqual(session());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    const renewed = session({ token: 'tok-2' });
    store.save(renewed);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ session: renewed, ended: undefined });
    expect(JSON.parse(storage.data.get(SESSION_KEY)!)).toEqual(renewed);
    // Stable between changes, as useSyncExternalStore needs.
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    unsubscribe();
  });

  it('drops a session with the reason, but a late 401 for an older token leaves a newer one alone', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.save(session({ token: 'new' }));
    store.drop('rejected', 'old');
    expect(store.getSnapshot().session?.token).toBe('new');

    store.drop('rejected', 'new');
    expect(store.getSnapshot()).toEqual({ session: undefined, ended: 'rejected' });
    expect(storage.data.has(SESSION_KEY)).toBe(false);

    // Signing in again clears the notice; dropping nothing clears it too.
    store.save(session());
    expect(store.getSnapshot().ended).toBeUndefined();
    store.drop('expired');
    expect(store.getSnapshot().ended).toBe('expired');
    store.drop();
    expect(store.getSnapshot()).toEqual({ session: undefined, ended: undefined });
  });

  it('ignores storage that is junk or unavailable', () => {
    expect(createSessionStore(memoryStorage({ [SESSION_KEY]: 'junk' })).getSnapshot().session).toBeUndefined();
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createSessionStore(broken);
    store.save(session());
    // Kept in memory for this page view.
    expect(store.getSnapshot().session).toEqual(session());
  });
});
