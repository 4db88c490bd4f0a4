import type { Page } from '@playwright/test';
import type { Hash } from 'viem';
import { shortAddress } from '../src/lib/format';
import { anvil, chainClient, walletOf } from './chain';
import { earlyCurveToken, type ListedToken } from './curve-token';
import { connectFromHeader, DEVELOPMENT_ACCOUNTS, expect, test } from './fixtures';

/**
 * A transaction outlives the page that sent it, and is followed wherever it goes. With Anvil's
 * automine off a buy stays pending: the page is reloaded, and the app finds it again (the wallet
 * menu's Recent activity lists it), follows it, and shows how it ended in the same toast. A speed-up
 * made elsewhere (as another tab or the wallet would: the same nonce, a higher fee, sent from Node)
 * is followed to its receipt.
 */

// An account of its own: no other spec shares its nonce or its balance. The tests run one after the
// other (both buy the same token and turn automine off), in a project of their own after the other
// specs (playwright.config.ts): automine is the whole chain's.
const ACCOUNT = DEVELOPMENT_ACCOUNTS[9]!;
// Page, wallet, trade and chain: well over a minute on a busy two-core machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

interface StoredTransaction {
  hash: Hash;
  finalHash?: Hash;
  status: string;
}

/** The app's record of the account's transactions, newest first (lib/transactions/store.ts). */
const stored = (page: Page) =>
  page.evaluate((account) => {
    const raw = localStorage.getItem(`launchdeck:transactions:31337:${account.toLowerCase()}`);
    return raw ? (JSON.parse(raw) as StoredTransaction[]) : [];
  }, ACCOUNT.address);

/** The token page, connected, a 0.01 ETH buy quoted and sent with automine off: pending until a block. */
async function sendPendingBuy(page: Page, token: ListedToken): Promise<StoredTransaction> {
  await page.goto(`/token/${token.address}`);
  const panel = page.getByRole('region', { name: 'Trade' });
  await expect(panel.getByRole('button', { name: 'Connect a wallet to trade' })).toBeVisible({ timeout: 20_000 });
  await connectFromHeader(page, ACCOUNT.index);
  await panel.getByRole('button', { name: '0.01 ETH' }).click();
  await expect(panel.getByText('You receive')).toBeVisible();
  const before = (await stored(page)).length;

  await anvil('evm_setAutomine', [false]);
  await panel.getByRole('button', { name: `Buy ${token.ticker}` }).click();
  // The review step: its preview of the exact transaction, then Confirm asks the wallet.
  await page
    .getByRole('dialog', { name: 'Review buy' })
    .getByRole('button', { name: `Confirm buy of ${token.ticker}` })
    .click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  // Simulated, filled, signed by the Development wallet, then sent: seconds on a busy machine.
  await expect(notifications).toContainText(`Buy ${token.ticker}`, { timeout: 20_000 });
  await expect(notifications).toContainText('Waiting for the chain');
  await expect.poll(async () => (await stored(page)).length, 'the transaction is in the store').toBe(before + 1);
  const [sent] = await stored(page);
  expect(sent).toMatchObject({ status: 'pending' });
  return sent!;
}

/** The wallet menu's Recent activity, opened: its newest row. */
async function openActivity(page: Page) {
  await page.getByRole('button', { name: /^Activity/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Recent activity' });
  await expect(dialog).toBeVisible();
  return { dialog, newest: dialog.getByTestId('activity-row').first() };
}

/** Automine back on mines only what comes next: a block now takes whatever another spec sent meanwhile. */
async function restoreAutomine() {
  await anvil('evm_setAutomine', [true]);
  await anvil('evm_mine');
}

test('a reload while a trade is pending recovers it, lists it in Recent activity, and shows how it ended', async ({
  page,
  request,
}) => {
  const token = await earlyCurveToken(request, 'transactions');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  // The chain is shared by the other specs of the run: automine comes back whatever happens here.
  try {
    const sent = await sendPendingBuy(page, token);

    await test.step('reload: the pending buy is found again, followed, and listed as pending', async () => {
      await page.reload();
      await expect(page.getByTestId('wallet-button')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
      await expect(notifications).toContainText(`Buy ${token.ticker}`, { timeout: 20_000 });
      await expect(notifications).toContainText('Waiting for the chain');
      await expect(page.getByRole('button', { name: 'Activity 1 pending' })).toBeVisible({ timeout: 15_000 });
      const { dialog, newest } = await openActivity(page);
      await expect(newest).toHaveAttribute('data-status', 'pending');
      await expect(newest).toContainText(`Buy ${token.ticker}`);
      await expect(newest).toContainText('Pending');
      await expect(newest.getByTitle(sent.hash)).toHaveText(shortAddress(sent.hash));

      await test.step('mined: the list and the same toast say so, and the trade is on the page', async () => {
        await anvil('evm_mine');
        await expect(newest).toHaveAttribute('data-status', 'confirmed', { timeout: 15_000 });
        await expect(newest).toContainText(`Bought ${token.ticker}`);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(notifications).toContainText(`Bought ${token.ticker}`);
        await expect(notifications.getByRole('listitem')).toHaveCount(1);
        const trades = page.getByRole('region', { name: 'Recent trades' });
        await expect(trades.getByTitle(sent.hash)).toHaveCount(1, { timeout: 15_000 });
        expect((await stored(page))[0]).toMatchObject({ hash: sent.hash, status: 'confirmed', finalHash: sent.hash });
      });
    });
  } finally {
    await restoreAutomine();
  }
});

test('a speed-up sent elsewhere with the same nonce is followed to its receipt', async ({ page, request }) => {
  const token = await earlyCurveToken(request, 'transactions');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  try {
    const sent = await sendPendingBuy(page, token);

    const spedUp = await test.step('another tab speeds it up: the same call and nonce, twice the fee', async () => {
      const original = await chainClient.getTransaction({ hash: sent.hash });
      expect(original.blockNumber, 'still pending').toBeNull();
      const wallet = walletOf(ACCOUNT.index);
      const tip = original.maxPriorityFeePerGas ?? 0n;
      const maxFee = original.maxFeePerGas ?? original.gasPrice ?? 0n;
      const bump = (fee: bigint) => (fee * 2n > fee + 1_000_000_000n ? fee * 2n : fee + 1_000_000_000n);
      return wallet.sendTransaction({
        to: original.to!,
        data: original.input,
        value: original.value,
        nonce: original.nonce,
        gas: original.gas,
        maxFeePerGas: bump(maxFee),
        maxPriorityFeePerGas: bump(tip),
      });
    });
    expect(spedUp).not.toBe(sent.hash);

    await test.step('mined: the app follows the replacement, confirmed under its hash', async () => {
      await anvil('evm_mine');
      const receipt = await chainClient.getTransactionReceipt({ hash: spedUp });
      expect(receipt.status).toBe('success');
      await expect(notifications).toContainText(`Bought ${token.ticker}`, { timeout: 15_000 });
      await expect(notifications).toContainText(`Sped up: mined as ${shortAddress(spedUp)}`);
      expect((await stored(page))[0]).toMatchObject({ hash: sent.hash, status: 'confirmed', finalHash: spedUp });

      const { newest } = await openActivity(page);
      await expect(newest).toHaveAttribute('data-status', 'confirmed');
      await expect(newest).toContainText(`Bought ${token.ticker}`);
      await expect(newest.getByTitle(spedUp)).toHaveText(shortAddress(spedUp));
      await expect(newest.getByTitle(spedUp).locator('..')).toContainText('Sped up, mined as');
    });
  } finally {
    await restoreAutomine();
  }
});
