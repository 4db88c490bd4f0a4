import type { Locator, Page } from '@playwright/test';
import { connectFromHeader, expect, test } from './fixtures';
import { launchOwnToken } from './own-token';

/**
 * On a phone the trade panel is the first thing under the token's header: what it shows as a quote
 * (its status line, the network cost of a connected wallet) comes and goes with each key, and must
 * not move the panel's button, which the trader is about to tap.
 */

/** The button's offset from the panel's top at every frame while `act` runs. */
async function offsetsWhile(page: Page, button: Locator, act: () => Promise<void>): Promise<number[]> {
  await button.evaluate((el) => {
    const state = window as unknown as { offsets: number[]; stopOffsets?: boolean };
    const panel = el.closest('section');
    state.offsets = [];
    state.stopOffsets = false;
    const sample = () => {
      // A button rendered anew (another element) counts as moved.
      const top = el.isConnected ? el.getBoundingClientRect().top : Number.NaN;
      state.offsets.push(top - (panel?.getBoundingClientRect().top ?? 0));
      if (!state.stopOffsets) requestAnimationFrame(sample);
    };
    sample();
  });
  await act();
  return page.evaluate(() => {
    const state = window as unknown as { offsets: number[]; stopOffsets?: boolean };
    state.stopOffsets = true;
    return state.offsets;
  });
}

/** Types 0.01, waits for its quote (and `settled`), then types two more digits and samples the button throughout. */
async function typeMoreAndSample(page: Page, button: Locator, settled: () => Promise<void>) {
  const panel = page.getByRole('region', { name: 'Trade' });
  const amount = panel.getByLabel('Amount in ETH');
  const quote = panel.getByLabel('Quote', { exact: true });
  const receive = panel.locator('dt:text-is("You receive") + dd');
  await amount.pressSequentially('0.01');
  await expect(quote).toHaveAttribute('aria-busy', 'false');
  await settled();
  const before = await receive.textContent();
  const offsets = await offsetsWhile(page, button, async () => {
    await amount.pressSequentially('23');
    await expect(receive).not.toHaveText(before ?? '');
    await expect(quote).toHaveAttribute('aria-busy', 'false');
    await settled();
  });
  expect(offsets.length, 'frames sampled').toBeGreaterThan(5);
  expect(new Set(offsets), 'the button’s offset in the panel in every frame').toEqual(new Set([offsets[0]]));
}

/** The token page of a token of the test's own, once the app has taken it over (keys then reach React). */
async function openOwnToken(page: Page, request: Parameters<typeof launchOwnToken>[0], ticker: string) {
  const token = await launchOwnToken(request, `Steady ${ticker}`, ticker);
  await page.goto(`/token/${token.address}`);
  const panel = page.getByRole('region', { name: 'Trade' });
  await expect(panel.getByRole('button', { name: 'Connect a wallet to trade' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#root > div[inert]')).toHaveCount(0);
  return { panel, ticker };
}

test.describe('on a phone: 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('typing more of an amount keeps the panel’s button where it was, through the quote’s refresh', async ({
    page,
    request,
  }) => {
    const { panel } = await openOwnToken(page, request, 'STDY');
    const button = panel.getByRole('button', { name: 'Connect a wallet to trade' });
    await typeMoreAndSample(page, button, async () => {});
  });

  test('with a wallet, the network cost’s row stays through each new estimate, and so does the button', async ({
    page,
    request,
  }) => {
    const { panel, ticker } = await openOwnToken(page, request, 'STDW');
    await connectFromHeader(page);
    // Named by the quote it would send: "Buy STDW", or "Getting a quote…" while the quote catches up.
    const button = panel.getByRole('button', { name: new RegExp(`^(Buy ${ticker}|Getting a quote…)$`) });
    await typeMoreAndSample(page, button, () => expect(panel.getByText('Network cost (at most)')).toBeVisible());
  });
});
