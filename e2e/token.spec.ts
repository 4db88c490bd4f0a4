import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_URLS } from './stack';

interface ApiToken {
  address: string;
  name: string;
  ticker: string;
  price_updates: { tx_hash: string; side: 'buy' | 'sell' }[];
}

/** A token as the launch service answers it: what the page must show. */
async function tokenDetail(request: APIRequestContext, address: string | undefined): Promise<ApiToken> {
  const detail = await request.get(`${E2E_URLS.launch}/api/token?address=${address}`);
  expect(detail.ok()).toBe(true);
  return (await detail.json()) as ApiToken;
}

/** The most traded token of the seed. */
async function busiestToken(request: APIRequestContext): Promise<ApiToken> {
  const list = await request.get(`${E2E_URLS.launch}/api/tokens?sortBy=trending&timeframe=24h`);
  const { tokens } = (await list.json()) as { tokens: { address: string }[] };
  return tokenDetail(request, tokens[0]?.address);
}

test.describe('token page', () => {
  test('opens from discovery and shows the market, the curve, the chart and the trades', async ({ page, request }) => {
    test.setTimeout(60_000);
    const token = await busiestToken(request);
    await page.goto('/?sortBy=trending');
    await page.getByTestId('token-card').first().locator('h3 a').click();

    await expect(page).toHaveURL(`/token/${token.address}`);
    await expect(page.getByRole('heading', { level: 1, name: token.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`\\$${token.ticker}`));
    const market = page.getByRole('region', { name: 'Market' });
    await expect(market.getByText('Holders')).toBeVisible();
    // The holders figure comes from the batch lookup: a number, not the loading placeholder or a dash.
    await expect(market.locator('dt:text-is("Holders") + dd')).toHaveText(/^\d[\d,.]*K?$/);
    await expect(page.getByRole('progressbar', { name: 'Bonding curve progress' })).toBeVisible();

    const trades = page.getByRole('region', { name: 'Recent trades' });
    // Virtualized: the table says how many rows it has; only those in its box are in the DOM. The
    // service's list is read again until the two agree: the market's top tokens are the ones the
    // trading specs buy and sell, so a trade may land between the page's read and the test's.
    await expect
      .poll(
        async () => {
          const now = await tokenDetail(request, token.address);
          const newest = now.price_updates[0]?.side === 'buy' ? 'Buy' : 'Sell';
          const rows = await trades.getByRole('table').getAttribute('aria-rowcount');
          const side = await trades.getByRole('row').nth(1).getByRole('cell').first().textContent();
          return rows === String(now.price_updates.length + 1) && side === newest;
        },
        {
          message: 'the trades table: one row per trade the service lists, the newest first',
          // The page's own refresh (every 5 s) may be the one that catches up.
          timeout: 15_000,
        },
      )
      .toBe(true);

    // The candles are read from the chain through the wallet layer, which loads once the page has
    // settled, then the chart's chunk: seconds on a busy machine.
    const chart = page.getByRole('region', { name: 'Price' }).locator('figure');
    await expect(chart.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect(chart.locator('figcaption')).toContainText(token.ticker);

    // Tickers are not unique: the page says how many others use this one (the seed has copycats).
    const search = await request.get(`${E2E_URLS.launch}/api/tokens?search=${encodeURIComponent(token.ticker)}`);
    const { tokens } = (await search.json()) as { tokens: { address: string; ticker: string }[] };
    const twins = tokens.filter(
      (t) => t.address !== token.address && t.ticker.toLowerCase() === token.ticker.toLowerCase(),
    );
    if (twins.length > 0) {
      await expect(page.getByTestId('same-ticker-warning')).toContainText(`${twins.length} other token`);
    } else {
      await expect(page.getByTestId('same-ticker-warning')).toHaveCount(0);
    }

    // The page stays inside its DOM budget with 50 trades and the chat on screen: what it renders, in
    // its body (the head's link-preview tags, src/web-server/previews, are no rendered DOM).
    const nodes = await page.evaluate(() => document.body.querySelectorAll('*').length);
    expect(nodes).toBeLessThanOrEqual(800);
  });

  test.describe('missing tokens', () => {
    // The service's 404 for the unknown address is the answer under test; Chromium logs it.
    test.use({ allowedConsoleErrors: [[/404 \(Not Found\).*\/api\/token\?/], { scope: 'test' }] });

    test('have their own page, for an unknown and for a malformed address', async ({ page }) => {
      await page.goto(`/token/0x${'0'.repeat(39)}1`);
      await expect(page.getByRole('heading', { level: 1, name: 'No token at this address' })).toBeVisible();

      await page.goto('/token/not-an-address');
      await expect(page.getByRole('heading', { level: 1, name: 'That is not a token address' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Discover' }).click();
      await expect(page.getByTestId('token-card').first()).toBeVisible();
    });
  });

  test('shows a hostile token as text, without unsafe links', async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const list = await request.get(`${E2E_URLS.launch}/api/tokens?search=alert`);
    const { tokens } = (await list.json()) as { tokens: { address: string; name: string }[] };
    for (const token of tokens) {
      await page.goto(`/token/${token.address}`);
      await expect(page.getByRole('heading', { level: 1, name: token.name })).toBeVisible();
      await expect(
        page.locator('main script, main img[src="x"], a[href^="javascript:"], a[href^="data:"]'),
      ).toHaveCount(0);
    }
    expect(tokens.length).toBeGreaterThan(0);
    expect(dialogs).toEqual([]);
  });

  test('fits a 360 px wide screen', async ({ page, request }) => {
    const token = await busiestToken(request);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/token/${token.address}`);
    await expect(page.getByRole('heading', { level: 1, name: token.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent trades' }).getByRole('row').nth(1)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('says so while a slow service keeps the token waiting, then shows it', async ({ page, request }) => {
  const token = await busiestToken(request);
  // Opened from discovery, so that the browser asks for it: a token page loaded as a whole comes
  // rendered on the server, with the token in it (src/web-server).
  await page.goto('/?sortBy=trending');
  await page.route('**/api/token?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    await route.continue();
  });
  await page.getByTestId('token-card').first().locator('h3 a').click();
  await expect(page).toHaveURL(`/token/${token.address}`);
  await expect(page.getByText('Still loading this token: the service is slow to answer.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: token.name })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Still loading/)).toHaveCount(0);
});

test.describe('token page with a failing service', () => {
  test.use({
    allowedConsoleErrors: [[/Failed to load resource/, /ERR_CONNECTION_REFUSED/, /ERR_FAILED/], { scope: 'test' }],
  });

  test('keeps the data on screen when refreshes fail, and says so', async ({ page, request }) => {
    // The failing refresh comes after the client's retries with backoff, and the recovery at the next
    // poll; beside the page's own chain reads (candles, live market) a loaded machine delays both.
    test.setTimeout(120_000);
    const token = await busiestToken(request);
    await page.goto(`/token/${token.address}`);
    await expect(page.getByRole('heading', { level: 1, name: token.name })).toBeVisible();

    await page.route('**/api/token?**', (route) => route.abort('connectionrefused'));
    // The next refresh (every 5 s) fails after the client's own retries; the page keeps its data.
    await expect(page.getByText(/Showing data from .*: the service is not answering/)).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('heading', { level: 1, name: token.name })).toBeVisible();

    await page.unroute('**/api/token?**');
    await expect(page.getByText(/Showing data from/)).toHaveCount(0, { timeout: 30_000 });
  });
});
