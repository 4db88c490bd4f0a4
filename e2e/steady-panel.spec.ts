import { expect, test } from './fixtures';
import { launchOwnToken } from './own-token';

/**
 * On a phone the trade panel is the first thing under the token's header: what it shows as a quote
 * comes and goes must not move its button, which the trader is about to tap, while they type.
 */
test.describe('on a phone: 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('typing more of an amount keeps the panel’s button where it was, through the quote’s refresh', async ({
    page,
    request,
  }) => {
    const token = await launchOwnToken(request, 'Steady Panel', 'STDY');
    await page.goto(`/token/${token.address}`);
    const panel = page.getByRole('region', { name: 'Trade' });
    const button = panel.getByRole('button', { name: 'Connect a wallet to trade' });
    await expect(button).toBeVisible({ timeout: 30_000 });
    // Taken over by the app (main.tsx lifts the server view's `inert`): typed keys now reach React.
    await expect(page.locator('#root > div[inert]')).toHaveCount(0);
    const amount = panel.getByLabel('Amount in ETH');
    const quote = panel.getByLabel('Quote', { exact: true });
    const receive = panel.locator('dt:text-is("You receive") + dd');

    await amount.pressSequentially('0.01');
    await expect(quote).toHaveAttribute('aria-busy', 'false');
    const before = await receive.textContent();

    // The button's offset from the panel's top at every frame while two more digits are typed and
    // quoted: the panel's own layout (what comes in above it, the page's, is not this test's).
    await button.evaluate((el) => {
      const state = window as unknown as { tops: number[]; stopTops?: boolean };
      const panelBox = el.closest('section');
      state.tops = [];
      const sample = () => {
        state.tops.push(el.getBoundingClientRect().top - (panelBox?.getBoundingClientRect().top ?? 0));
        if (!state.stopTops) requestAnimationFrame(sample);
      };
      sample();
    });
    await amount.pressSequentially('23');
    await expect(receive).not.toHaveText(before ?? '');
    await expect(quote).toHaveAttribute('aria-busy', 'false');
    const tops = await page.evaluate(() => {
      const state = window as unknown as { tops: number[]; stopTops?: boolean };
      state.stopTops = true;
      return state.tops;
    });

    expect(tops.length, 'frames sampled').toBeGreaterThan(5);
    expect(new Set(tops), 'the button’s offset in the panel in every frame').toEqual(new Set([tops[0]]));
  });
});
