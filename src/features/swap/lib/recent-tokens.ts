import { browserStorage, type KeyValueStorage, readItem, writeItem } from '@/lib/storage';

/** The tokens the trader picked last, newest first: the selector offers them above the list. */
export const RECENT_TOKENS_KEY = 'launchdeck.swap.recent';
const MAX_RECENT = 5;

export function readRecentTokens(storage: KeyValueStorage | undefined = browserStorage()): string[] {
  const stored = readItem(storage, RECENT_TOKENS_KEY);
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    // Anything else a stored value holds (an old format, a hand edit) is ignored, not trusted.
    return parsed.filter((a): a is string => typeof a === 'string' && /^0x[0-9a-f]{40}$/.test(a)).slice(0, MAX_RECENT);
  } catch {
    return [];
  }
}

/** Puts `address` first, once, and keeps the newest few. */
export function rememberRecentToken(
  address: string,
  storage: KeyValueStorage | undefined = browserStorage(),
): string[] {
  const lower = address.toLowerCase();
  const next = [lower, ...readRecentTokens(storage).filter((a) => a !== lower)].slice(0, MAX_RECENT);
  writeItem(storage, RECENT_TOKENS_KEY, JSON.stringify(next));
  return next;
}
