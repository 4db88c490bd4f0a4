import type { APIRequestContext, Page } from '@playwright/test';
import { connectFromHeader, expect, test } from './fixtures';
import { E2E_URLS } from './stack';

/**
 * GET /api/leaderboard allows 10 requests a minute per IP. Each test comes from a client address of
 * its own (e2e/fixtures.ts), the page's requests and the direct ones alike: each has the whole
 * budget, which no other test spends, and the last one spends it on purpose.
 */

/** Anvil's first account: the Development wallet's. */
const DEV_ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

interface ApiBoard {
  leaderboard: { address: string; points: number }[];
  totalCount: number;
  totalPages: number;
}

/** What the launch service itself answers: the page must show exactly that. Costs one request. */
async function apiBoard(request: APIRequestContext, query: string): Promise<ApiBoard> {
  const response = await request.get(`${E2E_URLS.launch}/api/leaderboard?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiBoard;
}

const pointsTable = (page: Page) => page.getByRole('table', { name: 'Points' });

/** The full addresses of the rows on screen (in their titles), once the table is not loading. */
async function rowAddresses(page: Page): Promise<string[]> {
  await expect(pointsTable(page)).toHaveAttribute('aria-busy', 'false');
  return pointsTable(page)
    .getByTestId('leaderboard-row')
    .locator('[title^="0x"]')
    .evaluateAll((spans) => spans.map((span) => span.getAttribute('title') ?? ''));
}

const firstPlace = (page: Page) => pointsTable(page).getByTestId('leaderboard-row').first().locator('td').first();
const points = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('pages through the points leaderboard as the service ranks it', async ({ page, request }) => {
  await page.goto('/leaderboard');
  await expect(pointsTable(page).getByTestId('leaderboard-row')).toHaveCount(10);
  await expect(firstPlace(page)).toHaveText('1');

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL('/leaderboard?page=2');
  const expected = await apiBoard(request, 'page=2');
  expect(await rowAddresses(page)).toEqual(expected.leaderboard.map((e) => e.address));
  await expect(firstPlace(page)).toHaveText('11');
  const firstRow = pointsTable(page).getByTestId('leaderboard-row').first();
  await expect(firstRow.locator('td').last()).toHaveText(points.format(expected.leaderboard[0]!.points));

  // Back is answered from the cache: no request spent.
  await page.goBack();
  await expect(firstPlace(page)).toHaveText('1');
});

test('searches by part of an address and shows match positions, not ranks', async ({ page, request }) => {
  await page.goto('/leaderboard');
  const third = (await rowAddresses(page))[2]!;
  const part = third.slice(8, 14);

  await page.getByRole('searchbox', { name: 'Search wallets' }).fill(part);
  await expect(page).toHaveURL(`/leaderboard?search=${part}`);
  const expected = await apiBoard(request, `search=${part}`);
  const shown = await rowAddresses(page);
  expect(shown).toEqual(expected.leaderboard.map((e) => e.address));
  expect(shown).toContain(third);
  await expect(firstPlace(page)).toHaveText('#1');
  await expect(pointsTable(page).getByRole('columnheader', { name: 'Match' })).toBeVisible();

  // On a 360 px screen the tables scroll inside their boxes; the page never scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(pointsTable(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('finds the connected wallet with one search', async ({ page }) => {
  await page.goto('/leaderboard');
  await expect(pointsTable(page).getByTestId('leaderboard-row')).toHaveCount(10);
  await connectFromHeader(page);

  await page.getByRole('button', { name: 'Find my wallet' }).click();
  await expect(page).toHaveURL(`/leaderboard?search=${DEV_ACCOUNT}`);
  // The seed gives the Development wallet no points; a run that traded with it first would.
  const mine = pointsTable(page).getByRole('row').filter({ hasText: 'You' });
  await expect(mine.or(page.getByText('Your wallet has no points yet'))).toBeVisible();
});

test("other clients' spent budgets leave this test's whole", async ({ page, playwright }) => {
  const board = `${E2E_URLS.launch}/api/leaderboard`;
  // Other requests as the services see them: from the machine itself, naming no client (as the web
  // server's renders do), and from another test's client address.
  for (const headers of [{}, { 'X-Forwarded-For': '2001:db8::dead' }] as Record<string, string>[]) {
    // `proxy` named, as none: else the context would take this test's proxy, and its address.
    const other = await playwright.request.newContext({ extraHTTPHeaders: headers, proxy: undefined });
    for (let i = 0; i < 10; i++) await other.get(board);
    expect((await other.get(board)).status()).toBe(429);
    await other.dispose();
  }

  await page.goto('/leaderboard');
  await expect(pointsTable(page).getByTestId('leaderboard-row')).toHaveCount(10);
});

test.describe('when the budget is spent', () => {
  // The service's 429 is the answer under test; Chromium logs it.
  test.use({ allowedConsoleErrors: [[/429 \(Too Many Requests\)/], { scope: 'test' }] });

  test('the page says when the limit lifts instead of failing', async ({ page, request }) => {
    // This test's budget, untouched so far: ten answers, then a 429 until the window that the
    // first of them opened ends, about a minute from now.
    for (let remaining = 9; remaining >= 0; remaining--) {
      const response = await request.get(`${E2E_URLS.launch}/api/leaderboard`);
      expect(response.status()).toBe(200);
      expect(response.headers()['ratelimit-remaining']).toBe(String(remaining));
    }
    const refused = await request.get(`${E2E_URLS.launch}/api/leaderboard`);
    expect(refused.status()).toBe(429);
    const retryAfter = Number(refused.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(30);

    await page.goto('/leaderboard');
    const busy = page.getByText(/^The leaderboard is busy: you can look again in (\d+) s/);
    await expect(busy).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const seconds = async () => Number(/in (\d+) s/.exec((await busy.textContent()) ?? '')?.[1]);
    const before = await seconds();
    expect(before).toBeLessThanOrEqual(retryAfter);
    await expect.poll(seconds, { timeout: 4000 }).toBeLessThan(before);
    // The referral board has a budget of its own and still answers.
    await expect(page.getByRole('table', { name: 'Top referrers' })).toHaveAttribute('aria-busy', 'false');
  });
});
