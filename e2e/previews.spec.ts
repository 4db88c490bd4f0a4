import type { APIRequestContext } from '@playwright/test';
import { formatEth, formatPercent, shortAddress } from '../src/lib/format';
import { DEVELOPMENT_ACCOUNTS, expect, test } from './fixtures';
import { E2E_URLS } from './stack';

/**
 * Link previews: X, Telegram and Discord fetch a shared link without running any script, and show
 * what its head says. The web server (src/web-server/previews) writes each page's own title,
 * description, Open Graph and Twitter tags, and draws a 1200×630 PNG per token.
 */

interface Token {
  address: string;
  name: string;
  ticker: string;
  price_eth: number;
  market_cap: number;
  funding_progress: number;
}

/** The seed's hostile tokens named with markup (`<script>…`, `<img onerror=…>`): nobody trades them. */
async function hostileTokens(request: APIRequestContext): Promise<Token[]> {
  const res = await request.get(`${E2E_URLS.launch}/api/tokens?search=alert`);
  const { tokens } = (await res.json()) as { tokens: Token[] };
  expect(tokens.length).toBeGreaterThan(0);
  return tokens;
}

/** HTML's escapes, written here on their own to check the server's. */
const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** The page's head as sent (no script runs on it). */
async function headOf(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  return html.slice(0, html.indexOf('</head>'));
}

/** A tag's content, as written (still escaped). */
const tag = (head: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replaceAll(':', '\\:')}" content="([^"]*)" />`).exec(head)?.[1];

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test.describe('link previews', () => {
  test('a token page fetched without JavaScript names the token and its figures, escaped; its image is a 1200×630 PNG', async ({
    request,
  }) => {
    for (const token of await hostileTokens(request)) {
      const head = await headOf(request, `/token/${token.address}`);
      const title = `${token.name} ($${token.ticker}) · Launchdeck`;
      expect(head).toContain(`<title>${escaped(title)}</title>`);
      expect(head.match(/<title>/g)).toHaveLength(1);
      // The markup of the name is text: no element of it made it into the page's head.
      expect(head).not.toContain('<script>alert');
      expect(head).not.toContain('<img src=x');
      expect(tag(head, 'og:title')).toBe(escaped(title));
      const curve =
        token.funding_progress >= 1
          ? 'graduated to its Uniswap pair'
          : `bonding curve ${formatPercent(token.funding_progress * 100)}`;
      expect(tag(head, 'og:description')).toBe(
        escaped(
          `$${token.ticker} at ${formatEth(token.price_eth)} · market cap ${formatEth(token.market_cap)} · ${curve}. Trade it on Launchdeck.`,
        ),
      );
      expect(tag(head, 'og:url')).toBe(`${E2E_URLS.app}/token/${token.address}`);
      expect(tag(head, 'og:type')).toBe('website');
      expect(tag(head, 'og:site_name')).toBe('Launchdeck');
      expect(tag(head, 'twitter:card')).toBe('summary_large_image');

      const imageUrl = tag(head, 'og:image')?.replaceAll('&amp;', '&') ?? '';
      expect(imageUrl).toMatch(new RegExp(`^${E2E_URLS.app}/og/token/${token.address}\\.png\\?v=`));
      const image = await request.get(imageUrl);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(image.headers()['cache-control']).toBe('public, max-age=60');
      const png = await image.body();
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      // Asked again with its validator: not sent again.
      const etag = image.headers().etag ?? '';
      expect(etag).not.toBe('');
      expect((await request.get(imageUrl, { headers: { 'If-None-Match': etag } })).status()).toBe(304);
    }
  });

  test.describe('as a browser parses it, without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("a hostile token's title and preview tags read its name literally", async ({ page, request }) => {
      for (const token of await hostileTokens(request)) {
        await page.goto(`/token/${token.address}`);
        const title = `${token.name} ($${token.ticker}) · Launchdeck`;
        await expect(page).toHaveTitle(title);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
        const alt = await page.locator('meta[property="og:image:alt"]').getAttribute('content');
        expect(alt?.startsWith(`${token.name} ($${token.ticker}): price `)).toBe(true);
        await expect(page.locator('head script:not([src]):not([type="application/json"]), head img')).toHaveCount(0);
      }
    });
  });

  test('a referral link invites under its code; a profile names its address', async ({ request }) => {
    const invite = await headOf(request, '/?ref=abc234');
    expect(tag(invite, 'og:title')).toBe(escaped("You're invited to Launchdeck (code ABC234)"));
    expect(tag(invite, 'og:url')).toBe(`${E2E_URLS.app}/?ref=ABC234`);
    expect(tag(invite, 'og:image')).toBe(`${E2E_URLS.app}/og/launchdeck.png`);
    const site = await request.get(`${E2E_URLS.app}/og/launchdeck.png`);
    expect(pngSize(await site.body())).toEqual({ width: 1200, height: 630 });

    const { address } = DEVELOPMENT_ACCOUNTS[0]!;
    const profile = await headOf(request, `/profile/${address}`);
    expect(profile).toContain(`<title>Profile ${shortAddress(address.toLowerCase())} · Launchdeck</title>`);
    expect(tag(profile, 'og:url')).toBe(`${E2E_URLS.app}/profile/${address}`);
  });
});
