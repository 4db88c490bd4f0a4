import { shortAddress } from '../src/lib/format';
import { auctionNow, bidFromNode, ensureOpenAuction, moveChainPastAuctionEnd, oldestTokens } from './auction-chain';
import { connectFromHeader, DEVELOPMENT_ACCOUNTS, expect, test } from './fixtures';

/**
 * The end of the featured auction: a bid, then the shared chain's clock moved past the end (Anvil's
 * evm_increaseTime and evm_mine), the settlement from the page, and the winner featured. Runs in the
 * `clock` project, after every other spec (playwright.config.ts): a chain a day ahead of our clock
 * would fail their deadlines.
 */

const BIDDER = DEVELOPMENT_ACCOUNTS[1]!;
const SETTLER = DEVELOPMENT_ACCOUNTS[2]!;

test.describe.configure({ timeout: 90_000 });

test('after the end, anyone settles from the page and the winner is featured', async ({ page, request }) => {
  await ensureOpenAuction(SETTLER.index);
  const [, , token] = await oldestTokens(request);
  const notifications = page.getByRole('region', { name: 'Notifications' });
  // The winning bid, from another account: the page's bid is auction.spec.ts's.
  await bidFromNode(BIDDER.index, token!.address);
  const { day } = await auctionNow();
  const date = new Date(Number(day) * 86_400_000).toISOString().slice(0, 10);

  await page.goto('/auction');
  await connectFromHeader(page, SETTLER.index);
  await expect(page.getByRole('region', { name: `Auction for ${date}` })).toContainText(shortAddress(BIDDER.address));

  await test.step('the chain’s clock moves past the end: the page offers to settle', async () => {
    await moveChainPastAuctionEnd();
    await expect(page.getByRole('heading', { name: `The auction for ${date} has ended` })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Place bid' })).toBeHidden();
  });

  await test.step('settled by someone else than the winner: the next auction opens, the day joins the history', async () => {
    await page.getByRole('button', { name: 'Settle', exact: true }).click();
    // The review step: settling moves nothing of the caller's but the gas, then Confirm asks the wallet.
    const review = page.getByRole('dialog', { name: 'Review: settle' });
    await expect(review.getByText('Nothing enters or leaves your account but the gas.')).toBeVisible({
      timeout: 20_000,
    });
    await review.getByRole('button', { name: 'Confirm: settle' }).click();
    await expect(notifications).toContainText('Auction settled', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Place bid' })).toBeVisible({ timeout: 20_000 });
    const latest = page.getByRole('region', { name: 'Past days' }).getByRole('listitem').first();
    await expect(latest).toContainText(date);
    await expect(latest).toContainText(token!.ticker);
  });

  await test.step('the winner is featured today, on the banner', async () => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Featured today' });
    // The indexer brings the settlement's block (and the chain's new day) to the service within moments.
    await expect(async () => {
      await page.reload();
      await expect(banner.getByRole('link', { name: token!.name })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });
});
