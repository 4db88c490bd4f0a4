import AxeBuilder from '@axe-core/playwright';
import { formatEth, formatPrice, shortAddress } from '../src/lib/format';
import { curveTradesFromLogs } from '../src/lib/market-trades';
import { anvil } from './chain';
import { expect, test } from './fixtures';
import { buyOnCurve, launchOwnToken } from './own-token';
import { showCandleTable } from './token-page';

/**
 * The live market: a trade sent straight to the chain from Node (a fresh key of the test's own,
 * funded with anvil_setBalance) shows, without a reload, in the home page's live strip, in the token
 * page's trades table and in its last candle, within 2 seconds of its receipt.
 */

test.describe.configure({ timeout: 180_000 });

test('a trade sent to the chain shows in the live strip, the trades table and the last candle within 2 s', async ({
  page,
  request,
}) => {
  // A token of the test's own, so that no other spec's quotes move with this trade.
  const own = await launchOwnToken(request, 'Live Check', 'LIVE');
  const token = own.address;
  const trader = own.creator;

  // Two pages of one browser, side by side: the home page and the token's page.
  const home = page;
  const tokenPage = await page.context().newPage();
  await home.goto('/');
  await tokenPage.goto(`/token/${token}`);

  // Both follow the chain before the trade is sent: the strip says it waits for the next item, the
  // trades table is marked live (the wallet layer loaded, then the source heard its first block).
  const strip = home.getByRole('region', { name: 'Live' });
  await expect(strip.getByText('Waiting for the next launch or trade…')).toBeVisible({ timeout: 60_000 });
  // Two tabs of one headless browser are both on screen: a hidden one would pause (and this test wait).
  expect(await home.evaluate(() => document.visibilityState)).toBe('visible');
  await expect(tokenPage.locator('section[data-live="live"]')).toBeVisible({ timeout: 60_000 });
  await showCandleTable(tokenPage);

  const buy = await buyOnCurve(token, '0.02', trader);
  const [trade] = curveTradesFromLogs(buy.logs);
  expect(trade).toBeDefined();

  // The trade itself; its ticker may follow a moment later (a batch lookup when the home page's list
  // does not hold the token), and is checked after.
  const inStrip = strip
    .getByTestId('live-item')
    .filter({ hasText: `${shortAddress(trader.account.address.toLowerCase())} bought ${formatEth(0.02)} of` });
  const inTable = tokenPage.getByRole('region', { name: 'Recent trades' }).getByTitle(buy.transactionHash);
  const lastCandle = tokenPage.getByRole('region', { name: 'Candles table' }).locator('tbody tr').last();
  // The requirement itself, measured from the receipt: the three are awaited together, each with a
  // 2-second budget from the same moment.
  await Promise.all([
    expect(inStrip).toBeVisible({ timeout: 2_000 }),
    expect(inTable).toBeVisible({ timeout: 2_000 }),
    expect(lastCandle.locator('td').nth(3)).toHaveText(formatPrice(trade!.priceEth), { timeout: 2_000 }),
  ]);
  // Links: the strip's token, by its ticker, to its page; the trader to their profile.
  await expect(inStrip.getByRole('link', { name: '$LIVE' })).toHaveAttribute('href', `/token/${token}`);
  await expect(inStrip.getByRole('link', { name: shortAddress(trader.account.address.toLowerCase()) })).toHaveAttribute(
    'href',
    `/profile/${trader.account.address.toLowerCase()}`,
  );
  // Shown once, not again at the next blocks.
  await anvil('evm_mine');
  await expect(strip.getByTestId('live-item').filter({ hasText: '$LIVE' }).filter({ hasText: 'bought' })).toHaveCount(
    1,
  );

  // With its items, on a 360 px phone: the strip scrolls inside its box, never the page, and axe
  // finds nothing serious in it (its colours, its links' names).
  await home.setViewportSize({ width: 360, height: 740 });
  const sideways = await home.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page: home })
    .include('section[aria-labelledby="live-strip-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
