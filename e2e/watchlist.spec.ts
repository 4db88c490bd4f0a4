import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The watchlist, kept in the browser: three tokens starred on discovery's cards, still starred after a
 * reload, then listed on /watchlist with the batch lookup's figures; one removed there, and gone for good.
 */

/** Presses a star until it says it is on: a click that lands before the server-rendered page is hydrated does nothing. */
async function starOn(star: Locator) {
  await expect(async () => {
    if ((await star.getAttribute('aria-pressed')) !== 'true') await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** The app has taken over from the prerendered shell (a picture of the page, inert). */
const appIsUp = (page: Page) => expect(page.locator('#root > div[inert]')).toHaveCount(0, { timeout: 30_000 });

const cardOf = (page: Page, address: string) =>
  page.getByTestId('token-card').filter({ has: page.locator(`a[href="/token/${address}"]`) });
const rowOf = (page: Page, address: string) =>
  page.getByTestId('watchlist-row').filter({ has: page.locator(`a[href="/token/${address}"]`) });

// The page's first load builds nothing here, but a busy machine (two specs, the indexer) takes its time.
test.describe.configure({ timeout: 120_000 });

test('three tokens starred on their cards survive a reload and show on the watchlist with their figures', async ({
  page,
}) => {
  await page.goto('/');
  await appIsUp(page);
  await expect(page.getByRole('list', { name: 'Tokens' })).toHaveAttribute('aria-busy', 'false');
  const cards = page.getByTestId('token-card');
  const starred: string[] = [];
  for (let i = 0; i < 3; i++) {
    const href = await cards.nth(i).locator('h3 a').getAttribute('href');
    starred.push(href!.replace('/token/', ''));
  }
  for (const address of starred) await starOn(cardOf(page, address).getByTestId('watch-star'));

  await page.reload();
  await expect(page.getByRole('list', { name: 'Tokens' })).toHaveAttribute('aria-busy', 'false');
  // The first cards of the newest tokens, unless someone launched meanwhile: check those still on screen.
  for (const address of starred) {
    const card = cardOf(page, address);
    if ((await card.count()) > 0) await expect(card.getByTestId('watch-star')).toHaveAttribute('aria-pressed', 'true');
  }

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Watchlist' }).click();
  await expect(page).toHaveURL('/watchlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
  await expect(page.getByText('3 starred tokens, kept in this browser.')).toBeVisible();
  const rows = page.getByTestId('watchlist-row');
  await expect(rows).toHaveCount(3);
  for (const address of starred) {
    const row = rowOf(page, address);
    await expect(row).toHaveAttribute('data-state', 'found');
    // Price and market cap in ETH, holders as a count, the curve's state.
    await expect(row.getByRole('cell').nth(0)).toContainText('ETH');
    await expect(row.getByRole('cell').nth(2)).toContainText('ETH');
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d[\d,.]*K?$/);
    await expect(row.getByRole('cell').nth(5)).toHaveText(/funded|Graduated/);
  }

  await test.step('sorted by market cap, as discovery sorts', async () => {
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('mcap-high');
    await expect(page).toHaveURL('/watchlist?sortBy=mcap-high');
    await expect(rows).toHaveCount(3);
  });

  await test.step('one removed is gone, after a reload too', async () => {
    const [removed, ...kept] = starred as [string, ...string[]];
    await rowOf(page, removed)
      .getByRole('button', { name: /^Remove .* from the watchlist$/ })
      .click();
    await expect(rows).toHaveCount(2);
    await page.reload();
    await expect(rows).toHaveCount(2);
    for (const address of kept) await expect(rowOf(page, address)).toHaveAttribute('data-state', 'found');
    await expect(rowOf(page, removed)).toHaveCount(0);
  });
});

test('a token starred on its page is on the watchlist; an empty watchlist says how to star one', async ({ page }) => {
  await page.goto('/watchlist');
  await expect(page.getByText('No starred tokens yet')).toBeVisible();
  await page.getByRole('link', { name: 'Find tokens to star' }).click();
  await expect(page).toHaveURL('/');
  const link = page.getByTestId('token-card').first().locator('h3 a');
  const address = (await link.getAttribute('href'))!.replace('/token/', '');
  await link.click();
  await expect(page).toHaveURL(`/token/${address}`);
  await starOn(page.getByRole('main').getByTestId('watch-star'));
  await page.goto('/watchlist');
  await expect(rowOf(page, address)).toHaveAttribute('data-state', 'found');
});
