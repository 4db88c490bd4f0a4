import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens the token page's Holders tab. The server sends the page rendered with its data and the app
 * takes it over a moment later: a click before that does nothing, so it is tried until the tab is
 * the selected one.
 */
export async function openHoldersTab(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Recent trades' })).toBeVisible();
  const tab = page.getByRole('tab', { name: 'Holders' });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Shows the token page's candles as a table, once they are the chain's: until its history is read,
 * the chart shows the newest trades' candles and says so. The click is tried until the table shows,
 * as the app may not have taken over the server's page yet; a click that did land is not undone by
 * the next try.
 */
export async function showCandleTable(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Newest trades' })).toHaveCount(0, { timeout: 60_000 });
  const table = page.getByRole('region', { name: 'Candles table' });
  const show = page.getByRole('button', { name: 'Show as table' });
  await expect(async () => {
    if (await show.isVisible()) await show.click({ timeout: 2_000 });
    await expect(table).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Gives the price impact consent the trade panel asks for, whichever it is: a tick from 3%, the word
 * typed from 5% (and past 15% on the curve). Nothing to do below 3%. Then `action` is enabled.
 */
export async function consentToImpact(panel: Locator, action: string): Promise<void> {
  const ready = panel.getByRole('button', { name: action, exact: true });
  const asks = panel.getByRole('button', { name: 'Accept the price impact first' });
  await expect(ready.or(asks)).toBeVisible({ timeout: 30_000 });
  if (await asks.isVisible()) {
    const word = panel.getByLabel(/Type “confirm”/);
    if (await word.isVisible()) await word.fill('confirm');
    else await panel.getByRole('checkbox', { name: /I accept a price impact/ }).check();
  }
  await expect(ready).toBeEnabled();
}
