import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_URLS } from './stack';

/** The addresses of the cards on screen, in order, once the list is not loading any more. */
async function cardAddresses(page: Page): Promise<string[]> {
  await expect(page.getByRole('list', { name: 'Tokens' })).toHaveAttribute('aria-busy', 'false');
  return page
    .getByTestId('token-card')
    .locator('h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.replace('/token/', '') ?? ''));
}

/** Picks a status the way a person does: the radio buttons are visually hidden behind their labels. */
async function pickStatus(page: Page, status: 'All' | 'Funding' | 'Live') {
  await page.getByRole('group', { name: 'Status' }).getByText(status, { exact: true }).click();
  await expect(page.getByRole('radio', { name: status })).toBeChecked();
}

/** A page number of the pager; exact, since "Page 2" is also the start of "Page 27". */
const pageLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name, exact: true });

/** What the launch service itself answers for a query: the app must show exactly that. */
async function apiTokens(request: APIRequestContext, query: string) {
  const response = await request.get(`${E2E_URLS.launch}/api/tokens?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { tokens: { address: string; name: string; ticker: string }[]; totalCount: number };
}

/**
 * After `act`, the cards are the service's list for `query`, as read just before or just after the
 * page read it. WHY: other specs trade and launch all along, and the trending and market-cap orders
 * move with them; one read after the page's could already be newer than what the page was sent.
 */
async function expectListedAs(page: Page, request: APIRequestContext, query: string, act: () => Promise<void>) {
  const addresses = async () => (await apiTokens(request, query)).tokens.map((t) => t.address);
  const before = await addresses();
  await act();
  const shown = await cardAddresses(page);
  const after = await addresses();
  expect([before, after], `the cards, in order, as the service lists ${query}`).toContainEqual(shown);
}

test.describe('discovery', () => {
  test('replaces junk and defaults in a typed URL by the canonical URL', async ({ page }) => {
    await page.goto('/?sortBy=bogus&page=-3&status=live&timeframe=24h&fundingMin=abc');
    await expect(page).toHaveURL('/?status=live');
    await expect(page.getByRole('radio', { name: 'Live' })).toBeChecked();
  });

  test('filters by status and keeps the filter in the URL', async ({ page }) => {
    await page.goto('/');
    await pickStatus(page, 'Live');
    await expect(page).toHaveURL('/?status=live');
    await cardAddresses(page);
    const cards = page.getByTestId('token-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear all filters (1)' })).toBeVisible();

    await pickStatus(page, 'Funding');
    await expect(page).toHaveURL('/?status=funding');
    await cardAddresses(page);
    await expect(cards.getByRole('progressbar')).toHaveCount(await cards.count());
  });

  test('sorts the way the service does, with a trending window', async ({ page, request }) => {
    await page.goto('/');
    await expectListedAs(page, request, 'sortBy=mcap-high', async () => {
      await page.getByRole('combobox', { name: 'Sort' }).selectOption('mcap-high');
      await expect(page).toHaveURL('/?sortBy=mcap-high');
    });

    await page.getByRole('combobox', { name: 'Sort' }).selectOption('trending');
    await expectListedAs(page, request, 'sortBy=trending&timeframe=1h', async () => {
      await page.getByRole('combobox', { name: 'Window' }).selectOption('1h');
      await expect(page).toHaveURL('/?sortBy=trending&timeframe=1h');
    });
  });

  test('searches as you type and says how many tokens match', async ({ page, request }) => {
    const some = (await apiTokens(request, 'sortBy=oldest')).tokens[3]!;
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search tokens' }).fill(some.ticker);
    await expect(page).toHaveURL(`/?search=${some.ticker}`);
    const expected = await apiTokens(request, `search=${encodeURIComponent(some.ticker)}`);
    expect(await cardAddresses(page)).toEqual(expected.tokens.map((t) => t.address));
    await expect(page.getByRole('status').filter({ hasText: /tokens?$/ })).toHaveText(
      `${expected.totalCount} token${expected.totalCount === 1 ? '' : 's'}`,
    );
  });

  test('pages through the list, and back returns to the previous page', async ({ page, request }) => {
    await page.goto('/');
    const first = await cardAddresses(page);
    await expectListedAs(page, request, 'page=2', async () => {
      await pageLink(page, 'Page 2').click();
      await expect(page).toHaveURL('/?page=2');
    });
    await expect(pageLink(page, 'Page 2')).toHaveAttribute('aria-current', 'page');

    await pageLink(page, 'Next page').click();
    await expect(page).toHaveURL('/?page=3');
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL('/');
    expect(await cardAddresses(page)).toEqual(first);
  });

  test('a shared URL opens the same view', async ({ page, context }) => {
    await page.goto('/');
    await pickStatus(page, 'Funding');
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('mcap-low');
    await pageLink(page, 'Page 2').click();
    await expect(page).toHaveURL('/?status=funding&sortBy=mcap-low&page=2');
    const shown = await cardAddresses(page);

    const other = await context.newPage();
    await other.goto(page.url());
    expect(await cardAddresses(other)).toEqual(shown);
    await expect(other.getByRole('radio', { name: 'Funding' })).toBeChecked();
    await expect(other.getByRole('combobox', { name: 'Sort' })).toHaveValue('mcap-low');
    await expect(pageLink(other, 'Page 2')).toHaveAttribute('aria-current', 'page');
  });

  test('filters work from the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL('/?status=funding');
    await page.getByRole('button', { name: 'More filters' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('spinbutton', { name: 'Min %' }).focus();
    await page.keyboard.type('50');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/?status=funding&fundingMin=0.5');
    await page.getByRole('button', { name: 'Clear all filters (2)' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
  });
});

test.describe('banners', () => {
  test('show the featured token with its auction and the king of the hill, each linking to its token', async ({
    page,
  }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured today' });
    await expect(featured.getByRole('timer')).toHaveText(/^(\d+[dhms] ?)+$/);
    await expect(featured.getByText('Current bid')).toBeVisible();
    await expect(featured.locator('dt:text-is("Minimum bid") + dd')).toHaveText(/^\d[\d.]*K? ETH$/);

    const king = page.getByRole('region', { name: 'King of the hill' });
    await expect(king.getByRole('progressbar', { name: 'Bonding curve progress' })).toBeVisible();
    const kingLink = king.getByRole('link').first();
    const href = await kingLink.getAttribute('href');
    expect(href).toMatch(/^\/token\/0x[0-9a-f]{40}$/);
    const name = await kingLink.textContent();
    await kingLink.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
  });
});

test.describe('hostile tokens', () => {
  test('show as harmless text, without unsafe links, and with look-alike warnings', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto('/?search=alert');
    const cards = page.getByTestId('token-card');
    await expect(cards.getByRole('link', { name: '<script>alert(1)</script>' })).toBeVisible();
    await expect(cards.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeVisible();
    await expect(page.locator('main script, main img[src="x"], a[href^="javascript:"], a[href^="data:"]')).toHaveCount(
      0,
    );

    await page.goto('/?search=Free%20Airdrop');
    await expect(cards).toHaveCount(1);
    await expect(cards.locator('a[target="_blank"]')).toHaveCount(0);

    await page.goto('/?search=USD');
    await expect(cards.first()).toBeVisible();
    await expect(cards.getByTestId('lookalike-warning').filter({ hasText: 'Not the real USDC' })).toBeVisible();
    await expect(cards.getByTestId('lookalike-warning').filter({ hasText: 'Not the real USDT' })).toBeVisible();

    await page.goto('/?search=Safe');
    await expect(cards.getByRole('link', { name: 'Safe gnp.exe' })).toBeVisible();

    await page.goto('/?search=Extremely');
    const long = cards.first();
    const box = await long.boundingBox();
    const grid = await page.getByRole('list', { name: 'Tokens' }).boundingBox();
    expect(box && grid && box.width <= grid.width).toBe(true);

    expect(dialogs).toEqual([]);
  });
});

test.describe('a service that is down', () => {
  // An array option is wrapped once more: Playwright reads a bare array as [value, options].
  test.use({
    allowedConsoleErrors: [[/Failed to load resource/, /ERR_CONNECTION_REFUSED/, /ERR_FAILED/], { scope: 'test' }],
  });

  test('shows what happened and recovers with retry', async ({ page }) => {
    // Reached from another page, so that the browser is the one asking: `/` loaded as a whole comes
    // rendered on the server, with its tokens in it (src/web-server).
    await page.goto('/leaderboard');
    await page.route('**/api/tokens?**', (route) => route.abort('connectionrefused'));
    await page.getByRole('link', { name: 'Launchdeck' }).click();
    await expect(page).toHaveURL(/\/$/);

    const alert = page.getByRole('alert').filter({ hasText: 'Tokens could not be loaded' });
    // The client retries network errors a few times before it gives up.
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText('Cannot reach the service');

    await page.unroute('**/api/tokens?**');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('token-card').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});
