// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLES, pageMeta, previewSubject, previewText, referralCode } from './page-meta';
import type { PreviewToken } from './token-reader';

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';
const token: PreviewToken = {
  address: ADDRESS,
  name: 'Moon Cat',
  ticker: 'MCAT',
  image_url: 'http://api.test/logos/x.png',
  price_eth: 0.0000000218,
  market_cap: 21.8,
  funding_progress: 0.421,
};
const at = (path: string) => new URL(path, 'https://launchdeck.example');

describe('previewSubject', () => {
  it('tells token pages, profiles and the rest apart', () => {
    expect(previewSubject(`/token/${ADDRESS}`)).toEqual({ kind: 'token', address: ADDRESS });
    expect(previewSubject(`/token/${ADDRESS}/`)).toEqual({ kind: 'token', address: ADDRESS });
    expect(previewSubject(`/profile/${ADDRESS}`)).toEqual({ kind: 'profile', address: ADDRESS });
    expect(previewSubject('/token/0x123')).toEqual({ kind: 'site' });
    expect(previewSubject('/profile/nobody')).toEqual({ kind: 'site' });
    expect(previewSubject('/')).toEqual({ kind: 'site' });
  });
});

describe('referralCode', () => {
  it('reads a code as the app does (trimmed, upper case), only in the alphabet codes are made of', () => {
    expect(referralCode(new URLSearchParams('ref=abc234'))).toBe('ABC234');
    expect(referralCode(new URLSearchParams('ref=%20XYZ%20'))).toBe('XYZ');
    expect(referralCode(new URLSearchParams('ref=<script>'))).toBeUndefined();
    expect(referralCode(new URLSearchParams('ref=O0I1'))).toBeUndefined();
    expect(referralCode(new URLSearchParams(`ref=${'A'.repeat(33)}`))).toBeUndefined();
    expect(referralCode(new URLSearchParams('x=1'))).toBeUndefined();
  });
});

describe('previewText', () => {
  it('drops the characters that reorder text and cuts long names', () => {
    expect(previewText('Safe \u202Egnp.exe')).toBe('Safe gnp.exe');
    expect(previewText('x'.repeat(100))).toBe(`${'x'.repeat(59)}…`);
    // Cut by characters, never inside a surrogate pair.
    expect(previewText('🚀'.repeat(10), 5)).toBe('🚀🚀🚀🚀…');
  });
});

describe('pageMeta', () => {
  it('names a token, its ticker, price, market cap and curve progress, with the image of its state', () => {
    const meta = pageMeta({
      url: at(`/token/${ADDRESS}?tab=trades`),
      subject: { kind: 'token', address: ADDRESS },
      token: { kind: 'found', token },
    });
    expect(meta.title).toBe('Moon Cat ($MCAT) · Launchdeck');
    expect(meta.description).toBe(
      '$MCAT at 0.0₇218 ETH · market cap 21.8 ETH · bonding curve 42.1%. Trade it on Launchdeck.',
    );
    expect(meta.url).toBe(`https://launchdeck.example/token/${ADDRESS}`);
    expect(meta.image).toMatch(new RegExp(`^https://launchdeck\\.example/og/token/${ADDRESS}\\.png\\?v=[\\w-]{12}$`));
    expect(meta.imageAlt).toContain('Moon Cat ($MCAT): price 0.0₇218 ETH');
    // Another price, another image address: crawlers keep an image by its URL.
    const moved = pageMeta({
      url: at(`/token/${ADDRESS}`),
      subject: { kind: 'token', address: ADDRESS },
      token: { kind: 'found', token: { ...token, price_eth: 0.00000003 } },
    });
    expect(moved.image).not.toBe(meta.image);
  });

  it('says a token graduated once its curve is full', () => {
    const meta = pageMeta({
      url: at(`/token/${ADDRESS}`),
      subject: { kind: 'token', address: ADDRESS },
      token: { kind: 'found', token: { ...token, funding_progress: 1 } },
    });
    expect(meta.description).toContain('graduated to its Uniswap pair');
  });

  it('names the address of a token the service does not know, or did not tell in time', () => {
    const subject = { kind: 'token', address: ADDRESS } as const;
    const missing = pageMeta({ url: at(`/token/${ADDRESS}`), subject, token: { kind: 'missing' } });
    expect(missing.title).toBe('Token not found · Launchdeck');
    expect(missing.description).toBe('No token at 0x1234…5678 on Launchdeck.');
    expect(missing.image).toBe('https://launchdeck.example/og/launchdeck.png');
    const unavailable = pageMeta({ url: at(`/token/${ADDRESS}`), subject, token: { kind: 'unavailable' } });
    expect(unavailable.title).toBe('Token 0x1234…5678 · Launchdeck');
    expect(unavailable.image).toBe(`https://launchdeck.example/og/token/${ADDRESS}.png`);
  });

  it("names a profile's address in its short form", () => {
    const upper = ADDRESS.replace('abcdef', 'ABCDEF');
    const meta = pageMeta({ url: at(`/profile/${ADDRESS}`), subject: { kind: 'profile', address: upper } });
    expect(meta.title).toBe('Profile 0x1234…5678 · Launchdeck');
    expect(meta.description).toContain('0x1234…5678');
    expect(meta.url).toBe(`https://launchdeck.example/profile/${ADDRESS}`);
  });

  it("titles the other pages as the app does, and one it does not know with the site's name", () => {
    expect(pageMeta({ url: at('/'), subject: { kind: 'site' } }).title).toBe('Discover tokens · Launchdeck');
    expect(pageMeta({ url: at('/leaderboard/'), subject: { kind: 'site' } }).title).toBe('Leaderboard · Launchdeck');
    expect(pageMeta({ url: at('/nowhere'), subject: { kind: 'site' } }).title).toBe('Launchdeck');
  });

  it('invites under the code of a referral link, on any page, and keeps the code in the shared address', () => {
    const site = pageMeta({ url: at('/leaderboard?ref=abc234&x=1'), subject: { kind: 'site' } });
    expect(site.title).toBe("You're invited to Launchdeck (code ABC234)");
    expect(site.description).toMatch(/^Join Launchdeck with invite code ABC234/);
    expect(site.url).toBe('https://launchdeck.example/leaderboard?ref=ABC234');
    const tokenPage = pageMeta({
      url: at(`/token/${ADDRESS}?ref=ABC234`),
      subject: { kind: 'token', address: ADDRESS },
      token: { kind: 'found', token },
    });
    expect(tokenPage.title).toBe('Moon Cat ($MCAT) · Launchdeck');
    expect(tokenPage.description).toContain('Join Launchdeck with invite code ABC234');
    expect(tokenPage.url).toBe(`https://launchdeck.example/token/${ADDRESS}?ref=ABC234`);
    // A code that cannot be one invites no one.
    const bogus = pageMeta({ url: at('/?ref=%3Cb%3E'), subject: { kind: 'site' } });
    expect(bogus.title).toBe('Discover tokens · Launchdeck');
    expect(bogus.url).toBe('https://launchdeck.example/');
  });
});

describe('PAGE_TITLES', () => {
  it('titles each page without a parameter as its route does', () => {
    const routes = join(dirname(fileURLToPath(import.meta.url)), '../../routes');
    const titled: Record<string, string> = {};
    for (const file of readdirSync(routes).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(join(routes, file), 'utf8');
      const path = /createFileRoute\('([^']+)'\)/.exec(source)?.[1];
      const title = /useDocumentTitle\('([^']+)'\)/.exec(source)?.[1];
      if (path && title && !path.includes('$')) titled[path] = title;
    }
    expect(PAGE_TITLES).toEqual(titled);
  });
});
