import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc } from './safe-link';

describe('safeHref', () => {
  it('accepts https websites and returns the normalized URL', () => {
    expect(safeHref('https://weth.io', 'website')).toBe('https://weth.io/');
    expect(safeHref('  https://example.com/a?b=c  ', 'website')).toBe('https://example.com/a?b=c');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'http://example.com',
    'ftp://example.com',
    '//example.com',
    '/relative/path',
    'example.com',
    'https://user:pass@example.com',
    'https://t.me@evil.example',
    'https://exa\u200bmple.com',
    'https://example.com/\u202Egnp.exe',
    'java\nscript:alert(1)',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %j as a website', (raw) => {
    expect(safeHref(raw, 'website')).toBeUndefined();
  });

  it('refuses overlong URLs', () => {
    expect(safeHref(`https://example.com/${'a'.repeat(3000)}`, 'website')).toBeUndefined();
  });

  it('accepts telegram links on telegram hosts only', () => {
    expect(safeHref('https://t.me/launchdeck', 'telegram')).toBe('https://t.me/launchdeck');
    expect(safeHref('https://telegram.me/launchdeck', 'telegram')).toBe('https://telegram.me/launchdeck');
    expect(safeHref('https://T.ME/launchdeck', 'telegram')).toBe('https://t.me/launchdeck');
    expect(safeHref('https://evil.example/t.me', 'telegram')).toBeUndefined();
    expect(safeHref('https://t.me.evil.example/x', 'telegram')).toBeUndefined();
    expect(safeHref('https://x.com/launchdeck', 'telegram')).toBeUndefined();
    expect(safeHref('http://t.me/launchdeck', 'telegram')).toBeUndefined();
    expect(safeHref('javascript:alert(1)', 'telegram')).toBeUndefined();
  });

  it('accepts twitter links on x.com and twitter.com only', () => {
    expect(safeHref('https://x.com/launchdeck', 'twitter')).toBe('https://x.com/launchdeck');
    expect(safeHref('https://twitter.com/launchdeck', 'twitter')).toBe('https://twitter.com/launchdeck');
    expect(safeHref('https://www.twitter.com/launchdeck', 'twitter')).toBe('https://www.twitter.com/launchdeck');
    expect(safeHref('https://x.com.evil.example/launchdeck', 'twitter')).toBeUndefined();
    expect(safeHref('https://notx.com/launchdeck', 'twitter')).toBeUndefined();
    expect(safeHref('data:text/html;base64,PHNjcmlwdD4=', 'twitter')).toBeUndefined();
  });
});

describe('safeImageSrc', () => {
  const trusted = ['http://127.0.0.1:8787', 'https://logos.launchdeck.example'];

  it('accepts http and https images from trusted origins', () => {
    expect(safeImageSrc('http://127.0.0.1:8787/logos/0xabc.png', trusted)).toBe(
      'http://127.0.0.1:8787/logos/0xabc.png',
    );
    expect(safeImageSrc('https://logos.launchdeck.example/a.png', trusted)).toBe(
      'https://logos.launchdeck.example/a.png',
    );
  });

  it('accepts a blob: URL made on a trusted origin (a file the person chose)', () => {
    expect(safeImageSrc('blob:http://127.0.0.1:8787/7d4c2a1e', trusted)).toBe('blob:http://127.0.0.1:8787/7d4c2a1e');
  });

  it.each([
    'https://tracker.invalid/pixel.gif',
    'http://insecure.invalid/logo.png',
    'http://127.0.0.1:9999/logos/0xabc.png',
    'https://logos.launchdeck.example.evil.example/a.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://example.com/1',
    'file:///etc/passwd',
    'x" onerror="alert(1)',
    'http://user@127.0.0.1:8787/logos/a.png',
    '',
    null,
  ])('refuses %j', (raw) => {
    expect(safeImageSrc(raw, trusted)).toBeUndefined();
  });
});
