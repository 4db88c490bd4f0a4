import { describe, expect, it } from 'vitest';
import {
  checkDescription,
  checkLink,
  checkName,
  checkTextFields,
  checkTicker,
  EMPTY_FIELDS,
  linkOrNull,
  normalizeTicker,
} from './launch-fields';

describe('the launch form’s fields', () => {
  it('a name has 1 to 32 characters, an emoji counting as one', () => {
    expect(checkName('')).toBe('Give the token a name.');
    expect(checkName('   ')).toBe('Give the token a name.');
    expect(checkName('a')).toBeUndefined();
    expect(checkName('x'.repeat(32))).toBeUndefined();
    expect(checkName('x'.repeat(33))).toBe('At most 32 characters (this is 33).');
    expect(checkName('🚀'.repeat(32))).toBeUndefined();
  });

  it('a ticker has 1 to 10 of A–Z and 0–9, upper-cased as typed', () => {
    expect(normalizeTicker('mcat9')).toBe('MCAT9');
    expect(checkTicker('')).toBe('Give the token a ticker.');
    expect(checkTicker('MCAT9')).toBeUndefined();
    expect(checkTicker('ABCDEFGHIJ')).toBeUndefined();
    expect(checkTicker('ABCDEFGHIJK')).toBe('At most 10 characters (this is 11).');
    expect(checkTicker('M-CAT')).toBe('Only the letters A–Z and the digits 0–9.');
    expect(checkTicker(normalizeTicker('mcät'))).toBe('Only the letters A–Z and the digits 0–9.');
    expect(checkTicker('M CAT')).toBe('Only the letters A–Z and the digits 0–9.');
  });

  it('a description has at most 500 characters, and may be empty', () => {
    expect(checkDescription('')).toBeUndefined();
    expect(checkDescription('d'.repeat(500))).toBeUndefined();
    expect(checkDescription('d'.repeat(501))).toBe('At most 500 characters (this is 501).');
  });

  it('links are https only; Telegram on t.me, X on x.com or twitter.com; empty is fine', () => {
    expect(checkLink('website', '')).toBeUndefined();
    expect(checkLink('website', 'https://moon.cat/about')).toBeUndefined();
    expect(checkLink('website', 'http://moon.cat')).toMatch(/^Only https links/);
    expect(checkLink('website', 'javascript:alert(1)')).toMatch(/^Only https links/);
    expect(checkLink('website', 'moon.cat')).toMatch(/^Not a web address/);
    expect(checkLink('website', 'https://user:pw@moon.cat')).toMatch(/cannot be shown as a link/);
    expect(checkLink('telegram', 'https://t.me/mooncat')).toBeUndefined();
    expect(checkLink('telegram', 'https://telegram.org/mooncat')).toBe('Must be on t.me, like https://t.me/yourgroup.');
    expect(checkLink('telegram', 'http://t.me/mooncat')).toMatch(/^Only https links/);
    expect(checkLink('twitter', 'https://x.com/mooncat')).toBeUndefined();
    expect(checkLink('twitter', 'https://twitter.com/mooncat')).toBeUndefined();
    expect(checkLink('twitter', 'https://x.co/mooncat')).toBe(
      'Must be on x.com or twitter.com, like https://x.com/yourname.',
    );
    expect(linkOrNull('  ')).toBeNull();
    expect(linkOrNull(' https://x.com/a ')).toBe('https://x.com/a');
  });

  it('lists every field in error, and none when all are right', () => {
    expect(Object.keys(checkTextFields(EMPTY_FIELDS))).toEqual(['name', 'ticker']);
    const right = { ...EMPTY_FIELDS, name: 'Moon Cat', ticker: 'MCAT', twitter: 'https://x.com/mooncat' };
    expect(checkTextFields(right)).toEqual({});
    expect(Object.keys(checkTextFields({ ...right, telegram: 'https://x.com/a' }))).toEqual(['telegram']);
  });
});
