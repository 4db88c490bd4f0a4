// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWebApp } from '../web-app';

/** The launch service as the web server sees it: one token, with a hostile name, and its logo. */
const API = 'http://api.test:8787';
const TOKEN = `0x${'ab'.repeat(20)}`;
const UNKNOWN = `0x${'cd'.repeat(20)}`;
const LOGO_URL = `${API}/logos/${TOKEN}.png`;
const LOGO_PNG = new Resvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#3ddc97"/></svg>',
)
  .render()
  .asPng();
const detail = {
  address: TOKEN,
  created_at: '2026-11-20T10:00:00.000Z',
  owner: `0x${'ef'.repeat(20)}`,
  name: '<script>alert(1)</script>',
  ticker: '"><img src=x>',
  description: 'd',
  image_url: LOGO_URL,
  telegram: null,
  twitter: null,
  website: null,
  market_cap: 21.8,
  funding_progress: 0.421,
  price_eth: 0.0000000218,
  price_updates: [],
};

const launchService = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input));
  if (url.href === LOGO_URL)
    return new Response(new Uint8Array(LOGO_PNG), { headers: { 'Content-Type': 'image/png' } });
  if (url.pathname === '/api/token' && url.searchParams.get('address') === TOKEN) return Response.json(detail);
  return Response.json({ error: { code: 'NOT_FOUND', message: 'no such token' } }, { status: 404 });
});

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'launchdeck-previews-'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="Launchdeck: generic." />' +
      '<title>Launchdeck</title></head><body><!--first-view--><div id="root"></div><!--/first-view--></body></html>',
  );
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const app = (publicOrigin?: string) =>
  createWebApp({ distDir, previews: { launchApiUrl: API, publicOrigin, fetch: launchService as typeof fetch } });

/** A tag's content, read back as a crawler's HTML parser would (entities decoded). */
function content(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const raw = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)?.[1];
  return raw
    ?.replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** A PNG's width and height, from its IHDR chunk (bytes 16-23). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('link previews', () => {
  it('sends a token page with its own title and preview tags, every value escaped', async () => {
    const res = await app().request(`http://launchdeck.test/token/${TOKEN}`);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    // One title, one description: the token's, not the built generic ones.
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).not.toContain('generic');
    expect(head).toContain(
      '<title>&lt;script&gt;alert(1)&lt;/script&gt; ($&quot;&gt;&lt;img src=x&gt;) · Launchdeck</title>',
    );
    expect(head).not.toMatch(/<script|<img/);
    expect(content(head, 'property', 'og:title')).toBe('<script>alert(1)</script> ($"><img src=x>) · Launchdeck');
    expect(content(head, 'property', 'og:description')).toBe(
      '$"><img src=x> at 0.0₇218 ETH · market cap 21.8 ETH · bonding curve 42.1%. Trade it on Launchdeck.',
    );
    expect(content(head, 'property', 'og:url')).toBe(`http://launchdeck.test/token/${TOKEN}`);
    expect(content(head, 'property', 'og:image')).toMatch(
      new RegExp(`^http://launchdeck\\.test/og/token/${TOKEN}\\.png\\?v=`),
    );
    expect(content(head, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(content(head, 'property', 'og:site_name')).toBe('Launchdeck');
  });

  it('writes absolute addresses under the configured public origin, whatever Host the request named', async () => {
    const html = await (await app('https://launchdeck.example').request(`http://internal:4173/?ref=abc234`)).text();
    expect(content(html, 'property', 'og:url')).toBe('https://launchdeck.example/?ref=ABC234');
    expect(content(html, 'property', 'og:image')).toBe('https://launchdeck.example/og/launchdeck.png');
    expect(content(html, 'property', 'og:title')).toBe("You're invited to Launchdeck (code ABC234)");
    // A path that looks like another host stays a path.
    const odd = await (await app('https://launchdeck.example').request('http://internal:4173//evil.test/x')).text();
    expect(content(odd, 'property', 'og:url')).toBe('https://launchdeck.example//evil.test/x');
  });

  it("names a profile's address, and a token the service does not know", async () => {
    const profile = await (await app().request(`http://launchdeck.test/profile/${TOKEN}`)).text();
    expect(content(profile, 'property', 'og:title')).toBe('Profile 0xabab…abab · Launchdeck');
    const unknown = await (await app().request(`http://launchdeck.test/token/${UNKNOWN}`)).text();
    expect(content(unknown, 'property', 'og:title')).toBe('Token not found · Launchdeck');
  });

  it("answers a token's image as a 1200×630 PNG with its logo, cached by its state, with a validator", async () => {
    const web = app();
    const res = await web.request(`http://launchdeck.test/og/token/${TOKEN}.png?v=anything`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(launchService).toHaveBeenCalledWith(LOGO_URL, expect.objectContaining({ redirect: 'error' }));
    // The logo is drawn: its green is in the picture (the fallback initial is grey on grey).
    const pixels = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1200" height="630"><image href="data:image/png;base64,${png.toString('base64')}" width="1200" height="630"/></svg>`,
    ).render().pixels;
    const at = (x: number, y: number) => [...pixels.subarray((y * 1200 + x) * 4, (y * 1200 + x) * 4 + 3)];
    expect(at(64 + 84, 64 + 84)).toEqual([0x3d, 0xdc, 0x97]);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await web.request(`http://launchdeck.test/og/token/${TOKEN}.png`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it("answers the site's image, and no image for a token the service does not know", async () => {
    const web = app();
    const site = await web.request('http://launchdeck.test/og/launchdeck.png');
    expect(site.status).toBe(200);
    expect(pngSize(Buffer.from(await site.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    const missing = await web.request(`http://launchdeck.test/og/token/${UNKNOWN}.png`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect((await web.request('http://launchdeck.test/og/token/0x12.png')).status).toBe(404);
  });

  it('answers 503 with Retry-After while the launch service does not answer, and pages name the address', async () => {
    const down = createWebApp({
      distDir,
      previews: {
        launchApiUrl: API,
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      },
    });
    const image = await down.request(`http://launchdeck.test/og/token/${TOKEN}.png`);
    expect(image.status).toBe(503);
    expect(image.headers.get('retry-after')).toBe('5');
    const page = await (await down.request(`http://launchdeck.test/token/${TOKEN}`)).text();
    expect(content(page, 'property', 'og:title')).toBe('Token 0xabab…abab · Launchdeck');
  });
});
