import type { APIRequestContext } from '@playwright/test';
import { earlyCurveToken } from './curve-token';
import { connectFromHeader, DEVELOPMENT_ACCOUNTS, expect, test } from './fixtures';
import { E2E_URLS } from './stack';

/**
 * A transaction outlives the page that sent it: with Anvil's automine off, a buy stays pending; the
 * page is reloaded; the app finds the pending transaction in its store, follows it again, and when
 * the block is mined shows the outcome in the same toast, and the trade on the page.
 */

// An account of its own: no other spec shares its nonce or its balance.
const ACCOUNT = DEVELOPMENT_ACCOUNTS[9]!;

async function rpc(request: APIRequestContext, method: string, params: unknown[] = []) {
  const response = await request.post(E2E_URLS.chain, { data: { jsonrpc: '2.0', id: 1, method, params } });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

test.describe.configure({ timeout: 90_000 });

test('a reload while a trade is pending recovers it and shows how it ended', async ({ page, request }) => {
  const token = await earlyCurveToken(request, 'transactions');
  await page.goto(`/token/${token.address}`);
  const panel = page.getByRole('region', { name: 'Trade' });
  await expect(panel.getByRole('button', { name: 'Connect a wallet to trade' })).toBeVisible({ timeout: 20_000 });
  await connectFromHeader(page, ACCOUNT.index);
  const notifications = page.getByRole('region', { name: 'Notifications' });

  await panel.getByRole('button', { name: '0.01 ETH' }).click();
  await expect(panel.getByText('You receive')).toBeVisible();

  // The chain is shared by the other specs of the run: automine comes back whatever happens here.
  await rpc(request, 'evm_setAutomine', [false]);
  try {
    await panel.getByRole('button', { name: `Buy ${token.ticker}` }).click();
    await expect(notifications).toContainText(`Buy ${token.ticker}`);
    await expect(notifications).toContainText('Waiting for the chain');

    const sent = await page.evaluate((account) => {
      const raw = localStorage.getItem(`launchdeck:transactions:31337:${account.toLowerCase()}`);
      return raw ? (JSON.parse(raw) as { hash: string; status: string }[])[0] : undefined;
    }, ACCOUNT.address);
    expect(sent, 'the transaction is in the store').toMatchObject({ status: 'pending' });

    await test.step('reload: the pending buy is found again and followed', async () => {
      await page.reload();
      await expect(page.getByTestId('wallet-button')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
      await expect(notifications).toContainText(`Buy ${token.ticker}`, { timeout: 20_000 });
      await expect(notifications).toContainText('Waiting for the chain');
    });

    await test.step('mined: the same toast says so, and the trade is on the page', async () => {
      await rpc(request, 'evm_mine');
      await expect(notifications).toContainText(`Bought ${token.ticker}`);
      await expect(notifications.getByRole('listitem')).toHaveCount(1);
      const trades = page.getByRole('region', { name: 'Recent trades' });
      await expect(trades.getByTitle(sent!.hash)).toHaveCount(1);
      const stored = await page.evaluate((account) => {
        const raw = localStorage.getItem(`launchdeck:transactions:31337:${account.toLowerCase()}`);
        return raw ? (JSON.parse(raw) as { status: string }[])[0]?.status : undefined;
      }, ACCOUNT.address);
      expect(stored).toBe('confirmed');
    });
  } finally {
    // Automine on mines only what comes next: a block now takes whatever another spec sent meanwhile.
    await rpc(request, 'evm_setAutomine', [true]);
    await rpc(request, 'evm_mine');
  }
});
