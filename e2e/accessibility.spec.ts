import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { connectFromHeader, DEVELOPMENT_ACCOUNTS, expect, test } from './fixtures';
import { E2E_URLS } from './stack';
import { openHoldersTab, showCandleTable } from './token-page';

/**
 * Every route against axe-core's WCAG 2.1 A and AA rules, with the experimental
 * `label-content-name-mismatch` (WCAG 2.5.3) turned on, on a laptop and on a 360 px phone, once its
 * content has loaded: no serious or critical finding.
 */

const VIEWPORTS = [
  { name: '1366 px', width: 1366, height: 900 },
  { name: '360 px', width: 360, height: 740 },
] as const;

async function seriousFindings(page: Page) {
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3 (a control's accessible name holds its visible text): axe ships this rule as
    // experimental, off unless named. Options first: withTags adds to them, options() replaces them.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility', () => {
  // axe walks the whole page in the browser: on the token page (chart, trades, chat) that alone takes
  // many seconds on a busy 2-core machine, so the test gets more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  let tokenAddress = '';
  let traderAddress = '';
  test.beforeAll(async ({ request }) => {
    const list = await request.get(`${E2E_URLS.launch}/api/tokens?sortBy=trending&timeframe=24h`);
    tokenAddress = ((await list.json()) as { tokens: { address: string }[] }).tokens[0]!.address;
    // A seeded trader of that token: its profile has holdings, trades and results to check.
    const token = await request.get(`${E2E_URLS.launch}/api/token?address=${tokenAddress}`);
    const trades = ((await token.json()) as { price_updates: { trader: string; side: string }[] }).price_updates;
    traderAddress = (trades.find((t) => t.side === 'buy') ?? trades[0]!).trader;
  });

  const routes: {
    name: string;
    path: () => string;
    ready: (page: Page) => Promise<void>;
    /** Before the page loads: what the browser keeps for it (the watchlist's stars). */
    prepare?: (page: Page) => Promise<unknown>;
  }[] = [
    {
      name: 'discovery',
      path: () => '/',
      ready: (page) => expect(page.getByTestId('token-card').first()).toBeVisible(),
    },
    {
      name: 'a token',
      path: () => `/token/${tokenAddress}`,
      ready: (page) =>
        expect(page.getByRole('region', { name: 'Recent trades' }).getByRole('row').nth(1)).toBeVisible(),
    },
    {
      name: 'a token’s holders',
      path: () => `/token/${tokenAddress}`,
      // The Holders tab, once the app has taken over the server's page; its list is read from the chain.
      ready: async (page) => {
        await openHoldersTab(page);
        await expect(page.getByRole('list', { name: 'Top holders' })).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'a token’s candles as a table',
      // 1d: the same state with a short table (a 1h table of a busy token holds hundreds of rows for axe to walk).
      path: () => `/token/${tokenAddress}?interval=1d`,
      // The candles, read from the chain, with their table shown (a state of its own: the chart's data in rows).
      ready: showCandleTable,
    },
    {
      name: 'an unknown token',
      path: () => '/token/0x000000000000000000000000000000000000dEaD',
      ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    },
    {
      name: 'swap',
      path: () => '/swap',
      ready: (page) => expect(page.getByTestId('pair-row').first()).toBeVisible(),
    },
    {
      name: 'launch',
      path: () => '/launch',
      ready: (page) => expect(page.getByRole('list', { name: 'Launch steps' })).toBeVisible(),
    },
    {
      name: 'the featured auction',
      path: () => '/auction',
      // The contract is read through the wallet layer, which loads first: seconds on a busy machine.
      ready: (page) =>
        expect(page.getByRole('button', { name: 'Connect a wallet to bid' })).toBeVisible({ timeout: 20_000 }),
    },
    {
      name: 'the leaderboard',
      path: () => '/leaderboard',
      ready: (page) => expect(page.getByTestId('leaderboard-row').first()).toBeVisible(),
    },
    {
      name: 'referrals',
      path: () => '/referrals',
      ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    },
    {
      name: 'the watchlist',
      path: () => '/watchlist',
      // A starred token with its figures, and one the service does not know (its row says so).
      prepare: (page) =>
        page.addInitScript(([key, list]) => localStorage.setItem(key, list), [
          'launchdeck.watchlist.31337',
          JSON.stringify([tokenAddress, `0x${'1'.repeat(40)}`]),
        ] as const),
      ready: async (page) => {
        await expect(page.locator('[data-testid="watchlist-row"][data-state="found"]')).toBeVisible();
        await expect(page.locator('[data-testid="watchlist-row"][data-state="not-found"]')).toBeVisible();
      },
    },
    {
      name: 'a profile',
      path: () => `/profile/${traderAddress}`,
      // Read from the chain through the wallet layer, which loads first: seconds on a busy machine. A
      // buyer may have sold since: then its empty state.
      ready: (page) =>
        expect(
          page
            .getByRole('region', { name: 'Holdings table' })
            .getByRole('row')
            .nth(1)
            .or(page.getByText('No tokens held')),
        ).toBeVisible({ timeout: 30_000 }),
    },
    {
      name: 'a page that does not exist',
      path: () => '/no-such-page',
      ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    },
  ];

  // The unknown token's page is the service's 404, which Chromium logs.
  test.use({ allowedConsoleErrors: [[/404 \(Not Found\)/], { scope: 'test' }] });

  for (const viewport of VIEWPORTS) {
    for (const route of routes) {
      test(`${route.name} at ${viewport.name}`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await route.prepare?.(page);
        await page.goto(route.path());
        await route.ready(page);
        expect(await seriousFindings(page)).toEqual([]);
        // Responsive down to 360 px: wide content (a table) scrolls inside its box, never the page.
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      });
    }
  }
});

test.describe('the wallet menu’s Recent activity', () => {
  // Connecting the Development wallet comes first: well over a minute with axe on a busy machine.
  test.describe.configure({ timeout: 150_000 });
  // Account 0 sends nothing here: its list is written into this browser's storage, one row of each
  // status (the pending one's hash is on no chain: the app follows it, in vain, for the test's length).
  const account = DEVELOPMENT_ACCOUNTS[0]!.address;
  const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
  const entry = (n: number, status: string, extra: object = {}) => ({
    hash: hash(n),
    kind: 'buy',
    title: `Buy TOKEN${n}`,
    description: 'About 10.5K TOKEN for 0.01 ETH',
    status,
    sentAt: Date.now() - n * 60_000,
    ...extra,
  });
  const entries = [
    entry(1, 'pending'),
    entry(2, 'confirmed', { finalHash: hash(12), confirmedTitle: 'Bought TOKEN2' }),
    entry(3, 'failed', { finalHash: hash(3), reason: 'Mined but reverted on chain: nothing was traded.' }),
    entry(4, 'replaced', { finalHash: hash(14), reason: 'Cancelled in the wallet: nothing was traded.' }),
    entry(5, 'dropped', { finalHash: hash(15), reason: 'Dropped: another transaction used its nonce.' }),
  ];

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript(([key, list]) => localStorage.getItem(key) ?? localStorage.setItem(key, list), [
        `launchdeck:transactions:31337:${account.toLowerCase()}`,
        JSON.stringify(entries),
      ] as const);
      // A light page: the dialog and the header are what is checked here, every route is above.
      await page.goto('/referrals');
      await connectFromHeader(page, 0);
      const button = page.getByRole('button', { name: 'Activity 1 pending' });
      await expect(button).toBeVisible({ timeout: 20_000 });
      // One row for the logo, Recent activity and the wallet, even at 360 px: the wallet's row is the logo's.
      const logo = (await page.getByRole('link', { name: 'Launchdeck' }).boundingBox())!;
      const wallet = (await page.getByTestId('wallet-button').boundingBox())!;
      expect(wallet.y, 'the wallet button is on the logo’s row').toBeLessThan(logo.y + logo.height);
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Recent activity' });
      await expect(dialog.getByTestId('activity-row')).toHaveCount(entries.length);
      expect(await seriousFindings(page)).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    });
  }
});
