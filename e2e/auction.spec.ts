import type { Page } from '@playwright/test';
import { formatEther } from 'viem';
import { shortAddress } from '../src/lib/format';
import { auctionNow, bidFromNode, ensureOpenAuction, type ListedToken, oldestTokens, owed } from './auction-chain';
import { connectFromHeader, DEVELOPMENT_ACCOUNTS, expect, test } from './fixtures';

/**
 * The featured auction on the shared chain, without moving its clock (auction.clock.spec.ts does,
 * after every other spec): a bid from the page, the banner's new leader, an outbid from another
 * Development account, then the withdrawal of the outbid ETH.
 */

// Accounts of their own: no other spec shares their nonces or balances.
const BIDDER = DEVELOPMENT_ACCOUNTS[1]!;
const RIVAL = DEVELOPMENT_ACCOUNTS[2]!;

test.describe.configure({ timeout: 90_000 });

/** A transaction is several round trips before its toast: slow on the busy two-core machine. */
const toastSays = (page: Page, text: string) =>
  expect(page.getByRole('region', { name: 'Notifications' })).toContainText(text, { timeout: 30_000 });

/** Picks the token in the bid form's search, as a person would. */
async function pickToken(page: Page, token: ListedToken) {
  await page.getByLabel('Token to feature').fill(token.name);
  await page
    .getByRole('list', { name: 'Matching tokens' })
    .getByRole('button')
    .filter({ hasText: `$${token.ticker}` })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Change token' })).toBeVisible();
}

test('a bid leads on the page and on the banner; outbid, the bidder withdraws', async ({ page, request }) => {
  await ensureOpenAuction(RIVAL.index);
  const [, token] = await oldestTokens(request);
  await page.goto('/auction');
  const auction = page.getByRole('region', { name: /^Auction for / });
  await expect(page.getByRole('button', { name: 'Connect a wallet to bid' })).toBeVisible({ timeout: 20_000 });
  await connectFromHeader(page, BIDDER.index);

  let bid = 0n;
  await test.step('bid the minimum from the page', async () => {
    const { minimumBid } = await auctionNow();
    await expect(auction).toContainText(`${formatEther(minimumBid)} ETH`);
    await pickToken(page, token!);
    await page.getByRole('button', { name: 'Minimum', exact: true }).click();
    await expect(page.getByLabel('Your bid in ETH')).toHaveValue(formatEther(minimumBid));
    await page.getByRole('button', { name: 'Place bid' }).click();
    // The review step: the bid's preview (ETH to the auction, nothing else), then Confirm asks the wallet.
    const review = page.getByRole('dialog', { name: 'Review bid' });
    await expect(review.getByText(/^You send [\d.]+ ETH$/)).toBeVisible({ timeout: 20_000 });
    await expect(review.getByText(/^to the auction \(0x/)).toBeVisible();
    await review.getByRole('button', { name: 'Confirm bid' }).click();
    await toastSays(page, `Bid placed: ${token!.ticker} leads`);
    await expect(auction.getByText('You', { exact: true })).toBeVisible();
    bid = minimumBid;
  });

  await test.step('the featured banner shows the new leader', async () => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Featured today' });
    // The indexer brings the bid to the service within moments: read the banner again until it has.
    await expect(async () => {
      await page.reload();
      await expect(banner).toContainText(shortAddress(BIDDER.address.toLowerCase()), { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await banner.getByRole('link', { name: 'Bid for tomorrow' }).click();
    await expect(page).toHaveURL(/\/auction$/);
  });

  await test.step('outbid from another account: the bidder may withdraw, and does', async () => {
    await bidFromNode(RIVAL.index, token!.address);
    const notice = page.getByRole('region', { name: 'You were outbid' });
    await expect(notice).toContainText(`You can withdraw ${formatEther(bid)} ETH.`, { timeout: 20_000 });
    await expect(auction).toContainText(shortAddress(RIVAL.address));
    await notice.getByRole('button', { name: 'Withdraw' }).click();
    const review = page.getByRole('dialog', { name: 'Review: withdraw' });
    await expect(review.getByText(/^You receive [\d.]+ ETH$/)).toBeVisible({ timeout: 20_000 });
    await review.getByRole('button', { name: 'Confirm: withdraw' }).click();
    await toastSays(page, `Withdrew ${formatEther(bid)} ETH`);
    await expect(notice).toBeHidden();
    expect(await owed(BIDDER.address)).toBe(0n);
  });
});
