import { browserStorage, type KeyValueStorage, readItem, writeItem } from '@/lib/storage';

/** The referral code of a link that was opened, until a wallet connects and uses it (or it is refused). */
export const PENDING_CODE_KEY = 'launchdeck.referral.pending-code';
export const REF_PARAM = 'ref';
const MAX_CODE_LENGTH = 32;

/**
 * A code as a link may carry it, checked only loosely (the service has the last word): trimmed,
 * 1 to 32 characters, upper case (codes are case-insensitive). Anything else is no code.
 */
export function normalizeReferralCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return code.length >= 1 && code.length <= MAX_CODE_LENGTH ? code : undefined;
}

export interface RefParam {
  /** Whether the URL had a `ref` parameter at all (then it is removed, even when unusable). */
  present: boolean;
  code: string | undefined;
  /** The search string without `ref`: "" or "?…". */
  rest: string;
}

/** Reads `ref` from a raw search string ("?ref=ABC&x=1"), and what remains without it. */
export function takeRefParam(searchStr: string): RefParam {
  const params = new URLSearchParams(searchStr);
  if (!params.has(REF_PARAM)) return { present: false, code: undefined, rest: searchStr };
  const code = normalizeReferralCode(params.get(REF_PARAM));
  params.delete(REF_PARAM);
  const rest = params.toString();
  return { present: true, code, rest: rest ? `?${rest}` : '' };
}

export function readPendingCode(storage: KeyValueStorage | undefined = browserStorage()): string | undefined {
  return normalizeReferralCode(readItem(storage, PENDING_CODE_KEY));
}

export function rememberPendingCode(code: string, storage: KeyValueStorage | undefined = browserStorage()): void {
  writeItem(storage, PENDING_CODE_KEY, code);
}

/** Forgets `code` once it is used or refused; a newer code remembered meanwhile stays. */
export function forgetPendingCode(code: string, storage: KeyValueStorage | undefined = browserStorage()): void {
  if (readPendingCode(storage) === code) writeItem(storage, PENDING_CODE_KEY, null);
}
