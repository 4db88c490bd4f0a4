import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import {
  forgetPendingCode,
  normalizeReferralCode,
  PENDING_CODE_KEY,
  readPendingCode,
  rememberPendingCode,
  takeRefParam,
} from './pending-code';

describe('normalizeReferralCode', () => {
  it('trims and upper-cases 1 to 32 characters, and leaves the rest to the service', () => {
    expect(normalizeReferralCode('  k7m2qx9p ')).toBe('K7M2QX9P');
    expect(normalizeReferralCode('x')).toBe('X');
    expect(normalizeReferralCode('a'.repeat(32))).toBe('A'.repeat(32));
    expect(normalizeReferralCode('a'.repeat(33))).toBeUndefined();
    expect(normalizeReferralCode('   ')).toBeUndefined();
    expect(normalizeReferralCode(undefined)).toBeUndefined();
    expect(normalizeReferralCode(12345678)).toBeUndefined();
  });
});

describe('takeRefParam', () => {
  it('takes ref out of the search and keeps everything else as it was', () => {
    expect(takeRefParam('?ref=abc23&sortBy=trending')).toEqual({
      present: true,
      code: 'ABC23',
      rest: '?sortBy=trending',
    });
    expect(takeRefParam('?ref=%20k7m2%20')).toEqual({ present: true, code: 'K7M2', rest: '' });
    // Digits only stay a string (a parsed search would have made it a number).
    expect(takeRefParam('?ref=23456789').code).toBe('23456789');
  });

  it('removes an unusable ref as well, and leaves a search without one alone', () => {
    expect(takeRefParam('?ref=&page=2')).toEqual({ present: true, code: undefined, rest: '?page=2' });
    expect(takeRefParam(`?ref=${'x'.repeat(40)}`)).toEqual({ present: true, code: undefined, rest: '' });
    expect(takeRefParam('?page=2')).toEqual({ present: false, code: undefined, rest: '?page=2' });
    expect(takeRefParam('')).toEqual({ present: false, code: undefined, rest: '' });
  });
});

describe('the pending code', () => {
  it('is kept until forgotten, and forgetting an older code keeps a newer one', () => {
    const storage = memoryStorage();
    expect(readPendingCode(storage)).toBeUndefined();
    rememberPendingCode('ABC', storage);
    expect(readPendingCode(storage)).toBe('ABC');
    rememberPendingCode('NEWER', storage);
    forgetPendingCode('ABC', storage);
    expect(readPendingCode(storage)).toBe('NEWER');
    forgetPendingCode('NEWER', storage);
    expect(storage.data.has(PENDING_CODE_KEY)).toBe(false);
  });

  it('reads a tampered value loosely, as a link would be', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_CODE_KEY, ' abc ');
    expect(readPendingCode(storage)).toBe('ABC');
    storage.setItem(PENDING_CODE_KEY, '');
    expect(readPendingCode(storage)).toBeUndefined();
  });
});
