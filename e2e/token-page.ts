import type { Page } from '@playwright/test';
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
