import type { APIRequestContext, Page } from '@playwright/test';
import { createWalletClient, encodeFunctionData, type Hex, http, parseEther, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { launchFactoryAbi, launchTokenAbi } from '../interface/contracts/abis';
import { addressBook } from '../interface/contracts/address-book';
import { minimumAmountOutFor } from '../interface/market/bounds';
import { LOCAL_CHAIN_ID } from '../scripts/anvil.mjs';
import { formatPreviewAmount } from '../src/lib/transaction-preview/preview-lines';
import { anvil, chainClient, e2eChain } from './chain';
import type { ListedToken } from './curve-token';
import { chooseDevelopmentAccount, connectFromHeader, DEVELOPMENT_ACCOUNTS, expect, test } from './fixtures';
import { E2E_URLS } from './stack';

/**
 * The preview of every transaction before the wallet (eth_simulateV1 with traced transfers, at the
 * latest block), in Chromium against the local chain. Account 0 of the Development wallet only opens
 * reviews here: nothing is ever sent from it (other specs send from it). Holdings are arranged from
 * Node with a fresh key of this spec's own.
 */
test.describe.configure({ timeout: 90_000 });

const book = addressBook(LOCAL_CHAIN_ID);
const ACCOUNT = DEVELOPMENT_ACCOUNTS[0]!.address;
/** A deadline no chain clock of the suite reaches (the clock specs move it days ahead). */
const FAR_DEADLINE = 2n ** 40n;

/**
 * Curve tokens no other spec trades (the trade specs take the oldest four early ones, curve-token.ts):
 * nobody moves their price while a test compares the page's figures with the contract's.
 */
async function untradedCurveToken(request: APIRequestContext, index: number): Promise<ListedToken> {
  const list = await request.get(`${E2E_URLS.launch}/api/tokens?status=funding&sortBy=oldest`);
  const { tokens } = (await list.json()) as { tokens: ListedToken[] };
  const early = tokens.filter((t) => t.funding_progress < 0.5);
  expect(early.length, 'the seed has enough tokens early on their curve').toBeGreaterThan(index);
  return early[index]!;
}

const previewOf = (page: Page, dialog: string) =>
  page.getByRole('dialog', { name: dialog }).getByRole('region', { name: 'What this transaction does' });

test('the preview of a curve buy names the ETH sent and the tokens received, as the contract has them at that block', async ({
  page,
  request,
}) => {
  const token = await untradedCurveToken(request, 4);
  await page.goto(`/token/${token.address}`);
  const panel = page.getByRole('region', { name: 'Trade' });
  await expect(panel.getByRole('button', { name: 'Connect a wallet to trade' })).toBeVisible({ timeout: 20_000 });
  await connectFromHeader(page);

  await panel.getByLabel('Amount in ETH').fill('0.01');
  await panel.getByRole('button', { name: `Buy ${token.ticker}` }).click();
  const review = page.getByRole('dialog', { name: 'Review buy' });
  const preview = previewOf(page, 'Review buy');
  await expect(preview.getByText('You send 0.01 ETH')).toBeVisible({ timeout: 20_000 });
  await expect(preview.getByText(/^to the curve \(0x/)).toBeVisible();

  // The block the preview ran on, and the contract's own answers there: its quote and a simulation.
  const block = BigInt((await preview.getByTestId('preview-block').textContent()) ?? '');
  const [tokensOut] = await chainClient.readContract({
    address: book.launchFactory,
    abi: launchFactoryAbi,
    functionName: 'quoteBuy',
    args: [token.address as Hex, parseEther('0.01')],
    blockNumber: block,
  });
  const { result: simulated } = await chainClient.simulateContract({
    account: ACCOUNT,
    address: book.launchFactory,
    abi: launchFactoryAbi,
    functionName: 'buy',
    args: [token.address as Hex, 0n, FAR_DEADLINE],
    value: parseEther('0.01'),
    blockNumber: block,
  });
  expect(simulated).toBe(tokensOut);
  const amount = (wei: bigint) => `${formatPreviewAmount(wei, 18, 'down')} ${token.ticker}`;
  // Nobody trades this token meanwhile: the panel's minimum is 99% of the same quote.
  await expect(preview.getByText(`You receive at least ${amount(minimumAmountOutFor(tokensOut, 100))}`)).toBeVisible();
  await expect(preview.getByText(`${amount(tokensOut)} if sent now`)).toBeVisible();
  await expect(review.getByRole('button', { name: `Confirm buy of ${token.ticker}` })).toBeEnabled();

  // Only reviewed: closed without sending.
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(review).toBeHidden();
});

/** A fresh key, funded from Anvil, buys `token` on its curve and gives all of it to account 0. */
async function giveCurveTokens(token: ListedToken): Promise<bigint> {
  const funder = privateKeyToAccount(generatePrivateKey());
  await anvil('anvil_setBalance', [funder.address, toHex(parseEther('1'))]);
  const wallet = createWalletClient({ account: funder, chain: e2eChain, transport: http(E2E_URLS.chain) });
  const bought = await wallet.writeContract({
    address: book.launchFactory,
    abi: launchFactoryAbi,
    functionName: 'buy',
    args: [token.address as Hex, 0n, FAR_DEADLINE],
    value: parseEther('0.001'),
  });
  await chainClient.waitForTransactionReceipt({ hash: bought });
  const held = await chainClient.readContract({
    address: token.address as Hex,
    abi: launchTokenAbi,
    functionName: 'balanceOf',
    args: [funder.address],
  });
  const given = await wallet.writeContract({
    address: token.address as Hex,
    abi: launchTokenAbi,
    functionName: 'transfer',
    args: [ACCOUNT, held],
  });
  await chainClient.waitForTransactionReceipt({ hash: given });
  return held;
}

test('a tampered swap transaction that would move a token the trader did not choose is blocked, and nothing is sent', async ({
  page,
  request,
}) => {
  const held = await untradedCurveToken(request, 5);
  await giveCurveTokens(held);
  const balance = () =>
    chainClient.readContract({
      address: held.address as Hex,
      abi: launchTokenAbi,
      functionName: 'balanceOf',
      args: [ACCOUNT],
    });
  const before = await balance();
  expect(before).toBeGreaterThan(0n);

  // The service's answer, tampered with on its way: the curve's `sell` of the held token (the curve is
  // the token's built-in spender, so no approval stands in its way) in place of the Router02 swap.
  const tampered = encodeFunctionData({
    abi: launchFactoryAbi,
    functionName: 'sell',
    args: [held.address as Hex, before, 0n, FAR_DEADLINE],
  });
  await page.route(`${E2E_URLS.swap}/api/quote?**`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { transaction?: Record<string, string> | null };
    if (body.transaction)
      body.transaction = { ...body.transaction, to: book.launchFactory, data: tampered, value: '0' };
    await route.fulfill({ response, json: body });
  });

  const list = await request.get(`${E2E_URLS.launch}/api/tokens?status=live&sortBy=mcap-high`);
  const { tokens: live } = (await list.json()) as { tokens: ListedToken[] };
  const target = live.at(-1)!;
  await page.goto(`/swap?out=${target.address}&amount=0.01`);
  const widget = page.getByRole('region', { name: 'Swap' });
  await widget.getByRole('button', { name: 'Connect a wallet' }).click({ timeout: 20_000 });
  await chooseDevelopmentAccount(page, 0);
  const startBlock = await chainClient.getBlockNumber({ cacheTime: 0 });

  await widget.getByRole('button', { name: 'Review swap' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  const preview = previewOf(page, 'Review swap');
  await expect(preview.getByRole('alert')).toContainText(
    `This transaction would take your ${held.ticker} (0x${held.address.slice(2, 6)}`,
    { timeout: 20_000 },
  );
  await expect(preview.getByRole('alert')).toContainText('which you did not choose to send.');
  await expect(preview.getByText(new RegExp(`^You send [\\d,.]+ ${held.ticker}$`))).toBeVisible();
  const confirm = review.getByRole('button', { name: 'Confirm swap' });
  await expect(confirm).toBeDisabled();
  await confirm.click({ force: true });

  // Nothing left the account: the token is all there, and no block since holds the tampered call
  // (account 0's nonce is not compared: other specs send from it while this one runs).
  expect(await balance()).toBe(before);
  const end = await chainClient.getBlockNumber({ cacheTime: 0 });
  for (let number = startBlock + 1n; number <= end; number++) {
    const block = await chainClient.getBlock({ blockNumber: number, includeTransactions: true });
    expect(block.transactions.some((tx) => tx.input === tampered)).toBe(false);
  }
});
