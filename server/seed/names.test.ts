import { describe, expect, it } from 'vitest';
import { chatLine, hostileChatLines, hostileTokens, TICKER_PATTERN, type TokenIdentity, tokenIdentity } from './names';
import { createRandom } from './random';

const identities = (seed: string, n: number): TokenIdentity[] => {
  const rnd = createRandom(seed);
  return Array.from({ length: n }, () => tokenIdentity(rnd));
};

describe('tokenIdentity', () => {
  const many = identities('names', 1000);

  it('is deterministic per seed', () => {
    expect(identities('names', 20)).toEqual(many.slice(0, 20));
    expect(identities('other', 20)).not.toEqual(many.slice(0, 20));
  });

  it('gives 3–6 char uppercase tickers and non-empty text', () => {
    for (const t of many) {
      expect(t.ticker).toMatch(TICKER_PATTERN);
      expect(t.name.length).toBeGreaterThan(2);
      expect(t.description).toMatch(/[.!]|\p{Extended_Pictographic}/u);
    }
  });

  it('varies names and tickers', () => {
    expect(new Set(many.map((t) => t.name)).size).toBeGreaterThan(800);
    expect(new Set(many.map((t) => t.ticker)).size).toBeGreaterThan(500);
    expect(many.some((t) => /\d/.test(t.ticker))).toBe(true);
  });

  it('links socials on their real hosts with realistic frequency', () => {
    const share = (key: 'telegram' | 'twitter' | 'website') => many.filter((t) => t[key] !== null).length / many.length;
    expect(share('telegram')).toBeCloseTo(0.55, 1);
    expect(share('twitter')).toBeCloseTo(0.65, 1);
    expect(share('website')).toBeCloseTo(0.35, 1);
    for (const t of many) {
      if (t.telegram) expect(t.telegram).toMatch(/^https:\/\/t\.me\/[a-z0-9_]{5,32}$/);
      if (t.twitter) expect(t.twitter).toMatch(/^https:\/\/x\.com\/[A-Za-z0-9_]{1,15}$/);
      if (t.website) expect(() => new URL(t.website as string)).not.toThrow();
      if (t.website) expect(t.website).toMatch(/^https:\/\/[a-z0-9.]+\.[a-z]+$/);
    }
  });
});

describe('chatLine', () => {
  it('is deterministic and mentions the ticker with a $ sometimes', () => {
    const lines = (seed: number) => {
      const rnd = createRandom(seed);
      return Array.from({ length: 300 }, () => chatLine(rnd, 'OTTER'));
    };
    const first = lines(1);
    expect(lines(1)).toEqual(first);
    expect(new Set(first).size).toBeGreaterThan(60);
    expect(first.some((l) => l.includes('$OTTER'))).toBe(true);
    expect(first.every((l) => l.length > 0 && l.length < 120)).toBe(true);
  });
});

describe('hostile inputs', () => {
  const tokens = hostileTokens();
  const all = (t: TokenIdentity) => [t.name, t.ticker, t.description, t.telegram, t.twitter, t.website].join('\n');

  it('covers markup, unsafe links and wrong hosts', () => {
    const text = tokens.map(all).join('\n');
    expect(tokens.length).toBeGreaterThanOrEqual(6);
    expect(tokens.length).toBeLessThanOrEqual(10);
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('<img src=x onerror=alert(1)>');
    expect(tokens.some((t) => t.website?.startsWith('javascript:'))).toBe(true);
    expect(tokens.some((t) => t.website?.startsWith('data:text/html,'))).toBe(true);
    expect(tokens.some((t) => t.telegram === 'https://evil.example/t.me')).toBe(true);
  });

  it('includes look-alike tickers and impersonations', () => {
    const tickers = tokens.map((t) => t.ticker);
    expect(tickers).toContain('U\u0405DC');
    expect(tickers.some((t) => t.includes('\u200D'))).toBe(true);
    expect(tickers.some((t) => t.includes('\u202E'))).toBe(true);
    expect(tokens.find((t) => t.ticker === 'USDT')?.name).toBe('Tether USD');
    expect(tokens.find((t) => t.ticker === 'WETH')?.name).toBe('Wrapped Ether');
  });

  it('includes oversized text', () => {
    expect(tokens.find((t) => t.kind === 'long-description')?.description).toHaveLength(5000);
    expect(tokens.find((t) => t.kind === 'long-name')?.name).toHaveLength(200);
  });

  it('has hostile chat lines', () => {
    const lines = hostileChatLines();
    expect(lines).toContain('<script>alert(1)</script>');
    expect(lines.some((l) => l.includes('javascript:'))).toBe(true);
    expect(lines.some((l) => l.includes('\u202E'))).toBe(true);
    expect(lines.some((l) => l.startsWith('!['))).toBe(true);
    expect(lines.some((l) => l.length === 500)).toBe(true);
  });
});
