// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createTokenReader } from './token-reader';

const ADDRESS = `0x${'ab'.repeat(20)}`;
const detail = {
  address: ADDRESS,
  created_at: '2026-11-20T10:00:00.000Z',
  owner: `0x${'cd'.repeat(20)}`,
  name: '<script>alert(1)</script>',
  ticker: 'XSS',
  description: 'd',
  image_url: 'http://api.test/logos/x.png',
  telegram: null,
  twitter: null,
  website: null,
  market_cap: 21.8,
  funding_progress: 0.42,
  price_eth: 0.0000000218,
  price_updates: [],
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('createTokenReader', () => {
  it('reads a token from the launch service through the interface schema', async () => {
    const fetch = vi.fn(async () => json(detail));
    const read = createTokenReader({ launchApiUrl: 'http://api.test/base/', fetch });
    expect(await read(ADDRESS, 1000)).toEqual({
      kind: 'found',
      token: {
        address: ADDRESS,
        name: '<script>alert(1)</script>',
        ticker: 'XSS',
        image_url: 'http://api.test/logos/x.png',
        price_eth: 0.0000000218,
        market_cap: 21.8,
        funding_progress: 0.42,
      },
    });
    expect(fetch).toHaveBeenCalledWith(`http://api.test/base/api/token?address=${ADDRESS}`, expect.anything());
  });

  it('uses an answer again for a few seconds, and asks once for readers that come together', async () => {
    let now = 0;
    const fetch = vi.fn(async () => json(detail));
    const read = createTokenReader({ launchApiUrl: 'http://api.test', fetch, now: () => now, ttlMs: 5000 });
    await Promise.all([read(ADDRESS, 1000), read(ADDRESS.toUpperCase().replace('0X', '0x'), 1000)]);
    expect(fetch).toHaveBeenCalledTimes(1);
    now = 4999;
    await read(ADDRESS, 1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    now = 5000;
    await read(ADDRESS, 1000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tells a token the service does not know from one it could not tell now, and asks again for that', async () => {
    const missing = createTokenReader({ launchApiUrl: 'http://api.test', fetch: async () => json({}, 404) });
    expect(await missing(ADDRESS, 1000)).toEqual({ kind: 'missing' });
    const fetch = vi.fn(async () => json({ error: { code: 'RATE_LIMITED', message: 'slow down' } }, 429));
    const limited = createTokenReader({ launchApiUrl: 'http://api.test', fetch });
    expect(await limited(ADDRESS, 1000)).toEqual({ kind: 'unavailable' });
    expect(await limited(ADDRESS, 1000)).toEqual({ kind: 'unavailable' });
    expect(fetch).toHaveBeenCalledTimes(2);
    const malformed = createTokenReader({ launchApiUrl: 'http://api.test', fetch: async () => json({ name: 1 }) });
    expect(await malformed(ADDRESS, 1000)).toEqual({ kind: 'unavailable' });
    const down = createTokenReader({
      launchApiUrl: 'http://api.test',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await down(ADDRESS, 1000)).toEqual({ kind: 'unavailable' });
  });
});
