import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_URLS } from './stack';

/**
 * The prerendered shells (src/prerender): index.html paints the page's layout and skeletons before
 * any JavaScript file has arrived, and the app takes over without moving anything.
 */

/** A real token of the seed, for its page. */
async function someTokenAddress(page: Page): Promise<string> {
  const res = await page.request.get(`${E2E_URLS.launch}/api/tokens`);
  const { tokens } = (await res.json()) as { tokens: { address: string }[] };
  const address = tokens[0]?.address;
  if (!address) throw new Error('the seed has no token');
  return address;
}

/** Only index.html itself: every script file is refused, so whatever shows was in the HTML. */
async function blockScriptFiles(page: Page) {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
}

test.describe('first paint', () => {
  // The refused script files are logged as failed loads: the point of these tests, not a fault.
  test.use({ allowedConsoleErrors: [[/net::ERR_FAILED/], { scope: 'test' }] });

  test('index.html holds the discovery and token shells, the boot script and the stylesheet inline', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<template id="shell-discovery"');
    expect(html).toContain('<template id="shell-token"');
    expect(html).toMatch(/<script>\(function bootShell\(/);
    expect(html).toMatch(/<style>[^<]*@font-face/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    // The first page's reads, as the app asks them, so the shell can start them.
    expect(html).toContain(`data-preload="${E2E_URLS.launch}/api/tokens?page=1&amp;sortBy=newest`);
  });

  test('/ paints its header, filter bar and skeleton grid before any script file arrives', async ({ page }) => {
    await blockScriptFiles(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Launchdeck' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort' })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]').first()).toBeVisible();
    // A picture of the page until the app takes over: nothing in it can be clicked or focused.
    await expect(page.locator('#root > div[inert]')).toHaveCount(1);
  });

  test('a token page paints its skeleton before any script file arrives', async ({ page }) => {
    const address = await someTokenAddress(page);
    await blockScriptFiles(page);
    await page.goto(`/token/${address}`);
    await expect(page.getByRole('link', { name: 'Launchdeck' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading token' })).toBeAttached();
    await expect(page.locator('main [aria-busy="true"]').first()).toBeVisible();
  });

  test('the app takes over the shell without a layout shift, using the read the HTML started', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const tokenListReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/tokens') tokenListReads.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByTestId('token-card').first()).toBeVisible();
    await expect(page.locator('#root > div[inert]')).toHaveCount(0);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);
    expect(shifts).toBeLessThanOrEqual(0.05);
    // One request: the app adopted the preloaded answer instead of asking again.
    expect(tokenListReads).toHaveLength(1);
  });
});
