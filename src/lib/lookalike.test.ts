import { describe, expect, it } from 'vitest';
import { describeLookalikes, findLookalikes, type LookalikeReason, withoutReordering } from './lookalike';

const reasons = (name: string, ticker: string) =>
  findLookalikes({ name, ticker }).map((f) => `${f.field}:${f.reason}` as `${'name' | 'ticker'}:${LookalikeReason}`);

describe('findLookalikes', () => {
  it('finds nothing in honest memecoins', () => {
    expect(findLookalikes({ name: 'Based Otter', ticker: 'OTTER' })).toEqual([]);
    expect(findLookalikes({ name: 'Pepe Inu 🐸🚀', ticker: 'PEPE69' })).toEqual([]);
    expect(findLookalikes({ name: 'Собака', ticker: 'СОБАКА' })).toEqual([]);
    expect(findLookalikes({ name: 'Ether Cat', ticker: 'ETHCAT' })).toEqual([]);
  });

  it('allows zero-width joiners inside emoji sequences', () => {
    expect(findLookalikes({ name: 'Astronaut 👨‍🚀 Club', ticker: 'ASTRO' })).toEqual([]);
  });

  it('flags a ticker mixing Latin with a Cyrillic look-alike and sees the token it imitates', () => {
    const findings = findLookalikes({ name: 'USD Coin', ticker: 'U\u0405DC' });
    expect(findings).toContainEqual({ field: 'ticker', reason: 'mixed-scripts', detail: 'Latin and Cyrillic' });
    expect(findings).toContainEqual({ field: 'ticker', reason: 'impersonation', detail: 'USDC' });
    expect(findings).toContainEqual({ field: 'name', reason: 'impersonation', detail: 'usd coin' });
  });

  it('sees an all-Cyrillic ticker drawn like ETH', () => {
    expect(reasons('Coin', '\u0415\u0422\u041d')).toEqual(['ticker:impersonation']);
  });

  it('flags Greek letters among Latin ones', () => {
    expect(reasons('Pep\u03bf', 'PEPO')).toEqual(['name:mixed-scripts']);
  });

  it('flags zero-width characters', () => {
    expect(reasons('Ethereum', 'E\u200DTH')).toEqual([
      'ticker:invisible-characters',
      'ticker:impersonation',
      'name:impersonation',
    ]);
    expect(reasons('Fr\u200Bog', 'FROG')).toEqual(['name:invisible-characters']);
    expect(reasons('Frog', 'FR\uFEFFOG')).toEqual(['ticker:invisible-characters']);
  });

  it('flags bidi controls and reads the reversed ticker', () => {
    expect(reasons('Safe \u202Egnp.exe', '\u202EDSU')).toEqual([
      'ticker:bidi-control',
      'ticker:impersonation',
      'name:bidi-control',
    ]);
    expect(reasons('Frog\u2067', 'FROG')).toEqual(['name:bidi-control']);
  });

  it('flags names and tickers of well-known tokens, whatever the case or spacing', () => {
    expect(reasons('Tether USD', 'USDT')).toEqual(['ticker:impersonation', 'name:impersonation']);
    expect(reasons('wrapped  ether', 'weth')).toEqual(['ticker:impersonation', 'name:impersonation']);
    expect(reasons('Moon', '$WBTC')).toEqual(['ticker:impersonation']);
    expect(reasons('Moon', '\uff35\uff33\uff24\uff34')).toEqual(['ticker:impersonation']);
    expect(reasons('Dai', 'MOON')).toEqual(['name:impersonation']);
  });
});

describe('withoutReordering', () => {
  it('shows text in its real order', () => {
    expect(withoutReordering('Safe \u202Egnp.exe')).toBe('Safe gnp.exe');
    expect(withoutReordering('\u2067abc\u2069 \u202Adef\u202C')).toBe('abc def');
  });

  it('leaves right-to-left scripts and the direction marks alone', () => {
    expect(withoutReordering('שלום \u200Fעולם')).toBe('שלום \u200Fעולם');
  });
});

describe('describeLookalikes', () => {
  it('explains every reason once', () => {
    const text = describeLookalikes(findLookalikes({ name: 'USD Coin', ticker: 'U\u0405DC' }));
    expect(text).toBe(
      'The ticker mixes Latin and Cyrillic letters that look alike. The ticker imitates USDC, a well-known token; this is not it. The name imitates a well-known token; this is not it.',
    );
  });

  it('is empty without findings', () => {
    expect(describeLookalikes([])).toBe('');
  });
});
