import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_URLS } from './stack';

/**
 * The first view: the web server (src/web-server) sends `/` and token pages rendered with their data,
 * so the browser paints the cards and the token's figures before any JavaScript file has arrived; the
 * app then hydrates those nodes, from the answers the page carries, without moving anything or asking
 * again. Other pages get index.html as built, with the prerendered shells (src/prerender).
 */

interface TokenList {
  tokens: { address: string; name: string }[];
}

/** The first page of tokens as the service lists it for `/`. */
async function firstPage(page: Page): Promise<TokenList['tokens']> {
  const res = await page.request.get(`${E2E_URLS.launch}/api/tokens?page=1&sortBy=newest`);
  return ((await res.json()) as TokenList).tokens;
}

/** Only the HTML itself: every script file is refused, so whatever shows was in the HTML. */
async function blockScriptFiles(page: Page) {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
}

test.describe('first paint', () => {
  // The refused script files are logged as failed loads: the point of these tests, not a fault.
  test.use({ allowedConsoleErrors: [[/net::ERR_FAILED/], { scope: 'test' }] });

  test('/ is sent rendered with its data and the answers it was rendered from; other pages as built', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    expect(html.match(/data-testid="token-card"/g)?.length).toBeGreaterThan(0);
    const firstReads = /<script type="application\/json" id="first-reads">(.*?)<\/script>/s.exec(html)?.[1] ?? '[]';
    const keys = (JSON.parse(firstReads) as [string, number, string][]).map(([key, status]) => `${key} ${status}`);
    expect(keys).toContain(`GET ${E2E_URLS.launch}/api/tokens?page=1&sortBy=newest 200`);
    expect(html).not.toContain('<template id="shell-');
    expect(html).toMatch(/<style>[^<]*@font-face/);

    // A page the server does not render: its shells, and the boot script, which the CSP allows by its hash.
    const built = await page.request.get('/leaderboard');
    const builtHtml = await built.text();
    expect(builtHtml).toContain('<template id="shell-discovery"');
    const boot = /<script>(\(function bootShell\([\s\S]*?)<\/script>/.exec(builtHtml)?.[1] ?? '';
    expect(boot).not.toBe('');
    const hash = createHash('sha256').update(boot).digest('base64');
    expect(built.headers()['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  test('/ paints its header, filter bar and token cards before any script file arrives', async ({ page }) => {
    const [before] = await firstPage(page);
    await blockScriptFiles(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Launchdeck' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort' })).toBeVisible();
    // The newest token as listed just before or just after the page was rendered: another spec may launch one.
    const [after] = await firstPage(page);
    const firstCard = (await page.getByTestId('token-card').first().locator('h3').textContent()) ?? '';
    const named = [before?.name, after?.name].filter((name) => name && firstCard.includes(name));
    expect(named, `the first card, ${firstCard}, names the newest token`).not.toHaveLength(0);
    // A picture of the page until the app takes over: nothing in it can be clicked or focused.
    await expect(page.locator('#root > div[inert]')).toHaveCount(1);
  });

  test("a token page paints the token's heading before any script file arrives", async ({ page }) => {
    const [first] = await firstPage(page);
    await blockScriptFiles(page);
    await page.goto(`/token/${first?.address}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(first?.name ?? 'no token');
  });

  test('the app takes over the sent view without a layout shift, asking nothing again, and it works', async ({
    page,
  }) => {
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
    await expect(page.locator('#root > div[inert]')).toHaveCount(0);
    const card = page.getByTestId('token-card').first();
    await expect(card).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);
    expect(shifts).toBeLessThanOrEqual(0.05);
    // The first page came with the HTML: the app asked for none of it.
    expect(tokenListReads).toEqual([]);
    // Hydrated, not a picture: a card opens its token's page in the app.
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/token\/0x[0-9a-f]{40}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a tap on the page before the app has taken it over is not lost: it takes effect once the app has', async ({
    page,
  }) => {
    const [first] = await firstPage(page);
    // The app's entry script is held back until the tap is in: the page stays the server's picture.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/token/${first?.address}`, { waitUntil: 'commit' });
    const holders = page.getByRole('tab', { name: 'Holders' });
    await expect(holders).toBeVisible();
    await expect(page.locator('#root > div[inert]')).toHaveCount(1);
    // A person's tap, where the tab shows (scrolled to, as a person would: it may sit below the fold):
    // Playwright's click would wait for the page to take input.
    await holders.scrollIntoViewIfNeeded();
    const box = await holders.boundingBox();
    if (!box) throw new Error('the Holders tab has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(holders).toHaveAttribute('aria-selected', 'false');

    release();
    await expect(holders).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#root > div[inert]')).toHaveCount(0);
  });
});
