import type { APIRequestContext, Page } from '@playwright/test';
import { decodeFunctionData, encodeFunctionData, parseAbi } from 'viem';
import { uniswapV2Router02Abi } from '../interface/contracts/abis';
import { addressBook } from '../interface/contracts/address-book';
import { minimumAmountOutFor } from '../interface/market/bounds';
import { LOCAL_CHAIN_ID } from '../scripts/anvil.mjs';
import { chainClient, nonceOf, walletOf } from './chain';
import { chooseDevelopmentAccount, DEVELOPMENT_ACCOUNTS, expect, test } from './fixtures';
import { graduatedOwnToken } from './own-token';
import { E2E_URLS } from './stack';

/**
 * `/swap` on the e2e chain with the Development wallet: the swap service's quote, its Router02 call
 * checked before the wallet, the approval, the simulation, the receipt. One Anvil account of its own
 * (5), so that the trade specs running beside it never share its nonce or balances.
 */
const ACCOUNT = 5;

interface ListedToken {
  address: string;
  ticker: string;
}

/** A graduated token (it has its Uniswap pair) that the trade specs do not trade: not the largest. */
async function graduatedToken(request: APIRequestContext): Promise<ListedToken> {
  const list = await request.get(`${E2E_URLS.launch}/api/tokens?status=live&sortBy=mcap-high`);
  const { tokens } = (await list.json()) as { tokens: ListedToken[] };
  expect(tokens.length, 'the seed has graduated tokens').toBeGreaterThan(1);
  return tokens[1]!;
}

// The wallet layer and the page's chunk load first, then up to four transactions: more than 30 s on a
// busy machine. One after another: the tests that send all send from the account.
test.describe.configure({ timeout: 120_000, mode: 'default' });

const widget = (page: Page) => page.getByRole('region', { name: 'Swap' });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function openSwap(page: Page, query: string) {
  await page.goto(`/swap?${query}`);
  const connect = widget(page).getByRole('button', { name: 'Connect a wallet' });
  await expect(connect).toBeVisible({ timeout: 20_000 });
  // The widget's own button opens the wallet's dialog, as the header's does.
  await connect.click();
  await chooseDevelopmentAccount(page, ACCOUNT);
  await expect(page.getByTestId('wallet-button')).toHaveAttribute('title', DEVELOPMENT_ACCOUNTS[ACCOUNT]!.address);
}

test('ETH to a graduated token and back, the router approved first', async ({ page, request }) => {
  const token = await graduatedToken(request);
  await openSwap(page, `out=${token.address}&amount=0.01`);
  const swap = widget(page);

  await test.step('buy with 0.01 ETH: the quote, its route and minimum, then the wallet', async () => {
    await expect(swap.getByText(`ETH → ${token.ticker}`)).toBeVisible();
    await expect(swap.getByText('Minimum received')).toBeVisible();
    await swap.getByRole('button', { name: 'Review swap' }).click();
    const review = page.getByRole('dialog', { name: 'Review swap' });
    await review.getByRole('button', { name: 'Confirm swap' }).click();
    await expect(notifications(page)).toContainText(`Swap 0.01 ETH for ${token.ticker} confirmed`, { timeout: 30_000 });
    await expect(review).toBeHidden();
  });

  await test.step('and back: all of it, the exact approval first, then the swap', async () => {
    await swap.getByRole('button', { name: 'Swap the two tokens' }).click();
    await expect(swap.getByRole('button', { name: `${token.ticker} is the token you sell. Change it.` })).toBeVisible();
    const max = swap.getByRole('button', { name: 'Max' });
    await expect(max).toBeEnabled();
    await max.click();
    await swap.getByRole('button', { name: 'Review swap' }).click();
    const review = page.getByRole('dialog', { name: 'Review swap' });
    await expect(review.getByRole('checkbox', { name: /Approve an unlimited amount/ })).not.toBeChecked();
    await review.getByRole('button', { name: 'Confirm swap' }).click();
    await expect(notifications(page)).toContainText(`Approve ${token.ticker} confirmed`, { timeout: 30_000 });
    await expect(notifications(page)).toContainText(new RegExp(`Swap [\\d.]+ ${token.ticker} for ETH confirmed`), {
      timeout: 30_000,
    });
    await expect(swap.getByText('Balance: 0', { exact: true })).toBeVisible();
  });
});

test('a tampered transaction from the swap service is refused before the wallet', async ({ page, request }) => {
  const token = await graduatedToken(request);
  // The stubbed service: the real quote, its transaction addressed elsewhere than Router02.
  await page.route(`${E2E_URLS.swap}/api/quote?**`, async (route) => {
    const response = await route.fetch();
    const quote = await response.json();
    if (quote.transaction) quote.transaction.to = '0x000000000000000000000000000000000000dead';
    await route.fulfill({ response, json: quote });
  });
  await openSwap(page, `out=${token.address}&amount=0.01`);
  await widget(page).getByRole('button', { name: 'Review swap' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  // Refused in the review itself, before Confirm: the check names the address, and the preview of the
  // tampered call shows its ETH going elsewhere than the app's contracts.
  await expect(review.getByText('Refused before your wallet.')).toBeVisible({ timeout: 20_000 });
  await expect(
    review.getByText(/addressed to 0x000000000000000000000000000000000000dead, not the Uniswap router/),
  ).toBeVisible();
  await expect(review.getByRole('region', { name: 'What this transaction does' }).getByRole('alert')).toContainText(
    /would send ETH to 0x0{36}dead, which is not the Uniswap router, the curve or the auction\./i,
  );
  await expect(review.getByRole('button', { name: 'Confirm swap' })).toBeDisabled();
  await expect(notifications(page)).not.toContainText('Swap 0.01 ETH');
});

test('a price impact of 15% or more is blocked', async ({ page, request }) => {
  const token = await graduatedToken(request);
  await openSwap(page, `out=${token.address}&amount=500`);
  const swap = widget(page);
  await expect(swap.getByRole('button', { name: 'Price impact too high' })).toBeDisabled();
  await expect(swap.getByText(/A price impact of [\d.]+% is too much/)).toBeVisible();
});

test('USDT, whose approve returns nothing and refuses to change a non-zero allowance: set to zero, approved, swapped', async ({
  page,
}) => {
  const book = addressBook(LOCAL_CHAIN_ID);
  const usdt = book.stablecoins.usdt;
  await openSwap(page, `out=${usdt}&amount=0.01`);
  const swap = widget(page);

  await test.step('ETH to USDT first', async () => {
    await swap.getByRole('button', { name: 'Review swap' }).click();
    await page.getByRole('dialog', { name: 'Review swap' }).getByRole('button', { name: 'Confirm swap' }).click();
    await expect(notifications(page)).toContainText('Swap 0.01 ETH for USDT confirmed', { timeout: 30_000 });
  });

  await test.step('an allowance of 1 left from before, which USDT will not change to another non-zero value', async () => {
    const wallet = walletOf(ACCOUNT);
    const hash = await wallet.writeContract({
      address: usdt,
      abi: parseAbi(['function approve(address spender, uint256 amount)']),
      functionName: 'approve',
      args: [book.uniswapV2Router02, 1n],
    });
    expect((await chainClient.waitForTransactionReceipt({ hash, pollingInterval: 100 })).status).toBe('success');
  });

  await test.step('all of it back to ETH: the approval reset to zero, then approved, then the swap', async () => {
    await swap.getByRole('button', { name: 'Swap the two tokens' }).click();
    const max = swap.getByRole('button', { name: 'Max' });
    await expect(max).toBeEnabled();
    await max.click();
    await swap.getByRole('button', { name: 'Review swap' }).click();
    await page.getByRole('dialog', { name: 'Review swap' }).getByRole('button', { name: 'Confirm swap' }).click();
    await expect(notifications(page)).toContainText('Reset USDT approval confirmed', { timeout: 30_000 });
    await expect(notifications(page)).toContainText('Approve USDT confirmed', { timeout: 30_000 });
    await expect(notifications(page)).toContainText(/Swap [\d.]+ USDT for ETH confirmed/, { timeout: 30_000 });
    await expect(swap.getByText('Balance: 0', { exact: true })).toBeVisible();
  });
});

test('a quote whose output is 30% below what the pool gives, its calldata to match, is refused before the wallet', async ({
  page,
  request,
}) => {
  const token = await graduatedOwnToken(request, 'Tampered Quote', 'TMPQ');
  // The compromised service: the real quote, 30% less out, an impact of 0.1%, and a Router02 call whose
  // minimum matches, so that every check of the service's own word passes.
  await page.route(`${E2E_URLS.swap}/api/quote?**`, async (route) => {
    const response = await route.fetch();
    const quote = await response.json();
    const amountOut = (BigInt(quote.amountOut) * 70n) / 100n;
    const minimum = minimumAmountOutFor(amountOut, quote.metadata.slippageBps);
    quote.amountOut = amountOut.toString();
    quote.minimumAmountOut = minimum.toString();
    quote.priceImpact = 0.001;
    if (quote.transaction) {
      const call = decodeFunctionData({ abi: uniswapV2Router02Abi, data: quote.transaction.data });
      if (call.functionName !== 'swapExactETHForTokens') throw new Error(`quoted ${call.functionName}`);
      const [, path, to, deadline] = call.args;
      quote.transaction.data = encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactETHForTokens',
        args: [minimum, path, to, deadline],
      });
    }
    await route.fulfill({ response, json: quote });
  });
  await openSwap(page, `out=${token.address}&amount=0.01`);
  const nonce = await nonceOf(ACCOUNT);
  await widget(page).getByRole('button', { name: 'Review swap' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  await expect(review.getByText('Refused before your wallet.')).toBeVisible({ timeout: 30_000 });
  await expect(
    review.getByText(
      /The swap service quotes .+ but the pools at block \d+ give .+ slippage below what the pools give/,
    ),
  ).toBeVisible();
  await expect(review.getByRole('button', { name: 'Confirm swap' })).toBeDisabled();
  expect(await nonceOf(ACCOUNT), 'nothing was sent').toBe(nonce);
});
