import type { Page } from '@playwright/test';
import { decodeFunctionData } from 'viem';
import { launchFactoryAbi } from '../interface/contracts/abis';
import { anvil, chainClient, minedTransaction, nonceOf } from './chain';
import { earlyCurveToken, type ListedToken } from './curve-token';
import { connectFromHeader, expect, test } from './fixtures';
import { E2E_URLS } from './stack';

/**
 * Deadlines count from the later of the chain's latest block and the computer's clock
 * (src/lib/chain-time.ts; the swap service does the same). Two chains that fail either rule alone:
 * one a day ahead of the computer (a deadline from the clock has passed before it is mined), and an
 * idle one whose last block is an hour old (a deadline from the block has passed: the next block
 * takes the clock's time). The first moves the shared chain's clock, so this spec runs in a project
 * of its own after every other (playwright.config.ts).
 */

// Any account: every spec that used it has run. Its trades follow one another.
const TRADER = 4;
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const toastSays = (page: Page, text: string) =>
  expect(page.getByRole('region', { name: 'Notifications' })).toContainText(text, { timeout: 30_000 });

/** `connected`: the page connected the trader before; the wallet stays connected across pages. */
async function buyFromThePanel(page: Page, token: Pick<ListedToken, 'address' | 'ticker'>, connected = false) {
  await page.goto(`/token/${token.address}`);
  const panel = page.getByRole('region', { name: 'Trade' });
  if (!connected) {
    await expect(panel.getByRole('button', { name: 'Connect a wallet to trade' })).toBeVisible({ timeout: 20_000 });
    await connectFromHeader(page, TRADER);
  }
  // The panel is the app's own (its chunk loaded, the page taken over, the account known) before a
  // preset is pressed: a click on the server's page before that does nothing (a loaded CI run saw it).
  await expect(panel.getByRole('button', { name: 'Enter an amount' })).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: '0.01 ETH' }).click();
  await panel.getByRole('button', { name: `Buy ${token.ticker}` }).click();
  // The review step: its preview of the exact transaction, then Confirm asks the wallet.
  await page
    .getByRole('dialog', { name: 'Review buy' })
    .getByRole('button', { name: `Confirm buy of ${token.ticker}` })
    .click();
  await toastSays(page, `Bought ${token.ticker}`);
}

/** The deadline the mined call carries (its last argument), and the time of its block. */
async function minedDeadline(nonce: number) {
  const tx = await minedTransaction(TRADER, nonce);
  const call = decodeFunctionData({ abi: launchFactoryAbi, data: tx.input });
  const block = await chainClient.getBlock({ blockNumber: tx.blockNumber! });
  return { deadline: (call.args as readonly unknown[]).at(-1) as bigint, minedAt: block.timestamp };
}

test('the chain’s clock a day ahead of the computer: a curve buy and a pair trade still go through', async ({
  page,
  request,
}) => {
  await anvil('evm_increaseTime', [86_400]);
  await anvil('evm_mine');
  const ahead = await chainClient.getBlock({ blockTag: 'latest' });
  expect(Number(ahead.timestamp)).toBeGreaterThan(Date.now() / 1000 + 86_000);

  const curveToken = await earlyCurveToken(request, 'deadlines');
  const nonce = await nonceOf(TRADER);
  await buyFromThePanel(page, curveToken);
  const { deadline, minedAt } = await minedDeadline(nonce);
  // Twenty minutes from the chain's time, not from the computer's (a day behind it).
  expect(deadline - minedAt).toBeGreaterThan(15n * 60n);
  expect(deadline - minedAt).toBeLessThanOrEqual(20n * 60n);

  // A graduated token: the swap service's deadline, and the app's check of it, count from the chain too.
  const list = await request.get(`${E2E_URLS.launch}/api/tokens?status=live&sortBy=mcap-high`);
  const [graduated] = ((await list.json()) as { tokens: ListedToken[] }).tokens;
  await buyFromThePanel(page, graduated!, true);
});

test('an idle chain whose last block is an hour old: a curve buy still goes through', async ({ page, request }) => {
  // As when a chain sat idle for an hour: its next block, and this computer's clock, an hour past
  // its last block.
  const last = await chainClient.getBlock({ blockTag: 'latest' });
  const anHourLater = Number(last.timestamp) + 3_600;
  await page.clock.install({ time: anHourLater * 1000 });
  await anvil('evm_setNextBlockTimestamp', [anHourLater]);

  const token = await earlyCurveToken(request, 'deadlines');
  const nonce = await nonceOf(TRADER);
  await buyFromThePanel(page, token);
  const { deadline, minedAt } = await minedDeadline(nonce);
  expect(minedAt - last.timestamp).toBeGreaterThanOrEqual(3_600n);
  // Twenty minutes from the clock: from the last block, it would have passed 40 minutes before.
  expect(deadline).toBeGreaterThan(minedAt);
  expect(deadline - last.timestamp).toBeGreaterThan(3_600n);
});
