import type { Page } from '@playwright/test';
import {
  decodeFunctionData,
  encodeFunctionData,
  maxUint256,
  parseEther,
  parseEventLogs,
  toFunctionSelector,
} from 'viem';
import { launchFactoryAbi, launchTokenAbi, uniswapV2Router02Abi } from '../interface/contracts/abis';
import { addressBook } from '../interface/contracts/address-book';
import { minimumAmountOutFor } from '../interface/market/bounds';
import { LOCAL_CHAIN_ID } from '../scripts/anvil.mjs';
import { chainClient, hourFromNow, minedOk, minedTransaction, nonceOf, walletOf } from './chain';
import { earlyCurveToken, type ListedToken } from './curve-token';
import { connectFromHeader, expect, test } from './fixtures';
import { buyOnCurve, buyOnPair, graduatedOwnToken, launchOwnToken } from './own-token';
import { E2E_URLS } from './stack';
import { consentToImpact } from './token-page';

/**
 * Trading on the curve from the token page, with the Development wallet (Anvil's first account) on
 * the e2e chain: the contract's quote, the simulation, the wallet, the receipt, and the indexer
 * bringing the trade back to the page.
 */

// Two trades each, with the wallet layer and the panel's chunk loading first: more than the default
// 30 s when the machine is busy with the other worker.
// One after another (the run is otherwise fully parallel): these tests all send from account 0, and two
// browsers sending from one account at once take the same nonce, so one of them fails.
test.describe.configure({ timeout: 90_000, mode: 'default' });

/**
 * A trade is several round trips before its toast (for a pair: the service's quote with its gas
 * estimate, the check, the simulation, the wallet, then the receipt); on the busy two-core CI machine
 * that has taken over the default 7 s.
 */
const toastSays = (page: Page, text: string) =>
  expect(page.getByRole('region', { name: 'Notifications' })).toContainText(text, { timeout: 30_000 });

const firstTradeSide = (page: Page) =>
  page.getByRole('region', { name: 'Recent trades' }).getByRole('row').nth(1).getByRole('cell').first();

test('buys on the curve, then sells half, each shown on the page once the chain has it', async ({ page, request }) => {
  const token = await earlyCurveToken(request, 'trade');
  await page.goto(`/token/${token.address}`);
  const panel = page.getByRole('region', { name: 'Trade' });
  // The panel is a chunk of its own, fetched with the page's data: the first load of a run may take a while.
  await expect(panel.getByRole('button', { name: 'Connect a wallet to trade' })).toBeVisible({ timeout: 20_000 });
  await connectFromHeader(page);

  await test.step('buy 0.01 ETH of it: quote, minimum, fee, then the wallet', async () => {
    await panel.getByRole('button', { name: '0.01 ETH' }).click();
    await expect(panel.getByText('You receive')).toBeVisible();
    await expect(panel.getByText('Minimum (1% slippage)')).toBeVisible();
    await panel.getByRole('button', { name: `Buy ${token.ticker}` }).click();
    // The review step: its preview of the exact transaction, then Confirm asks the wallet.
    await page
      .getByRole('dialog', { name: 'Review buy' })
      .getByRole('button', { name: `Confirm buy of ${token.ticker}` })
      .click();
    await toastSays(page, `Bought ${token.ticker}`);
    await expect(firstTradeSide(page)).toHaveText('Buy');
    await expect(panel.getByText(/Balance: .* ETH · [1-9][\d.,]*[KMB]? /)).toBeVisible();
  });

  await test.step('buy exactly 1M of it: the cost and the most sent, then buyExact', async () => {
    await panel.getByRole('group', { name: 'Buy by' }).getByText(token.ticker, { exact: true }).click();
    await panel.getByLabel(`Amount in ${token.ticker}`).fill('1000000');
    await expect(panel.getByText('You pay')).toBeVisible();
    await expect(panel.getByText('Maximum paid (1% slippage)')).toBeVisible();
    await panel.getByRole('button', { name: `Buy ${token.ticker}` }).click();
    // The review step: its preview of the exact transaction, then Confirm asks the wallet.
    await page
      .getByRole('dialog', { name: 'Review buy' })
      .getByRole('button', { name: `Confirm buy of ${token.ticker}` })
      .click();
    // This buy's row: exactly 1M tokens, by this account (the simulator's traders may trade the same
    // token meanwhile, so it need not be the newest row).
    const rows = page.getByRole('region', { name: 'Recent trades' }).getByRole('row');
    const ours = rows
      .filter({ has: page.getByRole('cell', { name: '1M', exact: true }) })
      .filter({ hasText: /0xf39f…2266/i });
    await expect(ours.first()).toBeVisible({ timeout: 30_000 });
  });

  await test.step('sell 50% of what it holds', async () => {
    await panel.getByRole('group', { name: 'Buy or sell' }).getByText('Sell', { exact: true }).click();
    await panel.getByRole('button', { name: '50%' }).click();
    await expect(panel.getByText('You receive')).toBeVisible();
    await panel.getByRole('button', { name: `Sell ${token.ticker}` }).click();
    // The review step: its preview of the exact transaction, then Confirm asks the wallet.
    await page
      .getByRole('dialog', { name: 'Review sale' })
      .getByRole('button', { name: `Confirm sale of ${token.ticker}` })
      .click();
    await toastSays(page, `Sold ${token.ticker}`);
    await expect(firstTradeSide(page)).toHaveText('Sell');
  });
});

test('the 0.01 ETH preset, then 1 ETH, then Buy: the buy goes out with the 1 ETH quote’s minimum', async ({
  page,
  request,
}) => {
  const token = await earlyCurveToken(request, 'trade');
  await page.goto(`/token/${token.address}`);
  const panel = page.getByRole('region', { name: 'Trade' });
  await expect(panel.getByRole('button', { name: 'Connect a wallet to trade' })).toBeVisible({ timeout: 20_000 });
  await connectFromHeader(page);
  const nonce = await nonceOf(0);

  await panel.getByRole('button', { name: '0.01 ETH' }).click();
  await expect(panel.getByRole('button', { name: `Buy ${token.ticker}` })).toBeEnabled();
  await panel.getByRole('button', { name: '1 ETH', exact: true }).click();
  // 1 ETH fills far above the curve's price: the panel asks for the word typed out first.
  await consentToImpact(panel, `Buy ${token.ticker}`);
  // At once, as a hurried trader would: the button is only enabled by the 1 ETH quote.
  await panel.getByRole('button', { name: `Buy ${token.ticker}` }).click();
  // The review step: its preview of the exact transaction, then Confirm asks the wallet.
  await page
    .getByRole('dialog', { name: 'Review buy' })
    .getByRole('button', { name: `Confirm buy of ${token.ticker}` })
    .click();
  await toastSays(page, `Bought ${token.ticker}`);

  // What the wallet sent, read back from the chain: a buy of 1 ETH bounded by 99% of what it filled
  // (nobody else trades this token meanwhile), not by 99% of what 0.01 ETH buys (about a hundredth).
  const tx = await minedTransaction(0, nonce);
  const call = decodeFunctionData({ abi: launchFactoryAbi, data: tx.input });
  expect(call.functionName).toBe('buy');
  expect(tx.value).toBe(parseEther('1'));
  const [, minTokensOut] = call.args as readonly [string, bigint, bigint];
  const receipt = await chainClient.getTransactionReceipt({ hash: tx.hash });
  const [trade] = parseEventLogs({ abi: launchFactoryAbi, eventName: 'Trade', logs: receipt.logs });
  const filled = trade!.args.tokenAmount;
  expect(minTokensOut).toBe((filled * 9_900n) / 10_000n);
});

test('a graduated token trades through the same panel: the swap service’s quote, checked, then Router02', async ({
  page,
  request,
}) => {
  const list = await request.get(`${E2E_URLS.launch}/api/tokens?status=live&sortBy=mcap-high`);
  const { tokens } = (await list.json()) as { tokens: ListedToken[] };
  const token = tokens[0]!;
  await page.goto(`/token/${token.address}`);
  await connectFromHeader(page);
  const panel = page.getByRole('region', { name: 'Trade' });
  await expect(panel.getByText('Graduated: trades on its Uniswap V2 pair.')).toBeVisible();
  await panel.getByRole('button', { name: '0.01 ETH' }).click();
  await expect(panel.getByText(/LP fee/)).toBeVisible();
  await panel.getByRole('button', { name: `Buy ${token.ticker}` }).click();
  // The review step: its preview of the exact transaction, then Confirm asks the wallet.
  await page
    .getByRole('dialog', { name: 'Review buy' })
    .getByRole('button', { name: `Confirm buy of ${token.ticker}` })
    .click();
  await toastSays(page, `Bought ${token.ticker}`);
  await expect(firstTradeSide(page)).toHaveText('Buy');

  await test.step('and back: the router is approved for exactly what is sold, then the sell goes through', async () => {
    await panel.getByRole('group', { name: 'Buy or sell' }).getByText('Sell', { exact: true }).click();
    await panel.getByRole('button', { name: '100%' }).click();
    await panel.getByRole('button', { name: `Sell ${token.ticker}` }).click();
    // The review step: its preview of the exact transaction, then Confirm asks the wallet.
    await page
      .getByRole('dialog', { name: 'Review sale' })
      .getByRole('button', { name: `Confirm sale of ${token.ticker}` })
      .click();
    await toastSays(page, `Sold ${token.ticker}`);
    await expect(firstTradeSide(page)).toHaveText('Sell');
  });
});

test('an amount the wallet does not hold is named, and nothing is sent', async ({ page, request }) => {
  const token = await earlyCurveToken(request, 'trade');
  await page.goto(`/token/${token.address}`);
  await connectFromHeader(page);
  const panel = page.getByRole('region', { name: 'Trade' });
  await panel.getByRole('group', { name: 'Buy or sell' }).getByText('Sell', { exact: true }).click();
  await panel.getByLabel(`Amount in ${token.ticker}`).fill('1000000000');
  await expect(panel.getByRole('button', { name: `Not enough ${token.ticker}` })).toBeDisabled();
  await panel.getByLabel(`Amount in ${token.ticker}`).fill('1.2.3');
  await expect(panel.getByText('The amount must be a number, like 1.5.')).toBeVisible();
});

test.describe('a price that moves against the trader while the review is open', () => {
  const book = addressBook(LOCAL_CHAIN_ID);
  const moved = 'The price moved against you by 1% or more since you opened this review.';

  /** Opens the review of the buy on screen, its Confirm enabled once its preview ran. */
  async function openReview(page: Page, ticker: string) {
    await page
      .getByRole('region', { name: 'Trade' })
      .getByRole('button', { name: `Buy ${ticker}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Review buy' });
    const confirm = dialog.getByRole('button', { name: `Confirm buy of ${ticker}` });
    await expect(confirm).toBeEnabled({ timeout: 30_000 });
    return { dialog, confirm };
  }

  /** The review points the move out and holds Confirm until the new price is accepted; then it sends. */
  async function acceptTheMove(page: Page, ticker: string, review: Awaited<ReturnType<typeof openReview>>) {
    const { dialog, confirm } = review;
    await expect(dialog.getByText(moved)).toBeVisible({ timeout: 30_000 });
    await expect(confirm).toBeDisabled();
    const changed = dialog.getByLabel('What changed');
    await expect(changed).toContainText('You receive at least');
    await expect(changed).toContainText(`Price per ${ticker}`);
    await dialog.getByRole('button', { name: 'Accept the new price' }).click();
    await expect(dialog.getByText(moved)).toBeHidden();
    await expect(confirm).toBeEnabled({ timeout: 30_000 });
    await confirm.click();
    await toastSays(page, `Bought ${ticker}`);
  }

  test('on the curve: another account’s 3 ETH buy lands during the review of a 1 ETH buy', async ({
    page,
    request,
  }) => {
    const token = await launchOwnToken(request, 'Moved On Curve', 'MOVC');
    await page.goto(`/token/${token.address}`);
    const panel = page.getByRole('region', { name: 'Trade' });
    await expect(panel.getByRole('button', { name: 'Connect a wallet to trade' })).toBeVisible({ timeout: 20_000 });
    await connectFromHeader(page);
    const nonce = await nonceOf(0);
    await panel.getByRole('button', { name: '1 ETH', exact: true }).click();
    await consentToImpact(panel, `Buy ${token.ticker}`);
    const review = await openReview(page, token.ticker);

    await buyOnCurve(token.address, '3');
    await acceptTheMove(page, token.ticker, review);

    // What the wallet sent: bounded by the quote at the block it went out on (the moved price), at 1%.
    const tx = await minedTransaction(0, nonce);
    const call = decodeFunctionData({ abi: launchFactoryAbi, data: tx.input });
    expect(call.functionName).toBe('buy');
    const [, minTokensOut] = call.args as readonly [string, bigint, bigint];
    const [quoted] = await chainClient.readContract({
      address: book.launchFactory,
      abi: launchFactoryAbi,
      functionName: 'quoteBuy',
      args: [token.address, parseEther('1')],
      blockNumber: tx.blockNumber! - 1n,
    });
    expect(minTokensOut).toBe(minimumAmountOutFor(quoted, 100));
  });

  test('on a graduated token’s pair: another account’s buy lands during the review', async ({ page, request }) => {
    const token = await graduatedOwnToken(request, 'Moved On Pair', 'MOVP');
    await page.goto(`/token/${token.address}`);
    const panel = page.getByRole('region', { name: 'Trade' });
    await expect(panel.getByText('Graduated: trades on its Uniswap V2 pair.')).toBeVisible({ timeout: 30_000 });
    await connectFromHeader(page);
    const nonce = await nonceOf(0);
    await panel.getByRole('button', { name: '0.01 ETH' }).click();
    await expect(panel.getByText(/LP fee/)).toBeVisible({ timeout: 30_000 });
    const review = await openReview(page, token.ticker);

    await buyOnPair(token.address, '0.5');
    await acceptTheMove(page, token.ticker, review);

    const tx = await minedTransaction(0, nonce);
    const call = decodeFunctionData({ abi: uniswapV2Router02Abi, data: tx.input });
    if (call.functionName !== 'swapExactETHForTokens') throw new Error(`sent ${call.functionName}`);
    const [amountOutMin] = call.args;
    const amounts = await chainClient.readContract({
      address: book.uniswapV2Router02,
      abi: uniswapV2Router02Abi,
      functionName: 'getAmountsOut',
      args: [parseEther('0.01'), [book.weth, token.address]],
      blockNumber: tx.blockNumber! - 1n,
    });
    // The pair's default slippage, 0.5%, of what the pair gave at that block.
    expect(amountOutMin).toBe(minimumAmountOutFor(amounts[1]!, 50));
  });
});

test('an allowance that shrinks between the review and Confirm sends the trader back to a review that shows the approval', async ({
  page,
  request,
}) => {
  const book = addressBook(LOCAL_CHAIN_ID);
  const token = await graduatedOwnToken(request, 'Shrunk Allowance', 'SHRK');
  const wallet = walletOf(0);
  const approve = async (amount: bigint) =>
    minedOk(
      await wallet.writeContract({
        address: token.address,
        abi: launchTokenAbi,
        functionName: 'approve',
        args: [book.uniswapV2Router02, amount],
      }),
    );
  // The account holds the token, and the router may take all of it (an earlier unlimited approval).
  await minedOk(
    await wallet.writeContract({
      address: book.uniswapV2Router02,
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [book.weth, token.address], wallet.account.address, await hourFromNow()],
      value: parseEther('0.01'),
    }),
  );
  await approve(maxUint256);

  await page.goto(`/token/${token.address}`);
  const panel = page.getByRole('region', { name: 'Trade' });
  await expect(panel.getByText('Graduated: trades on its Uniswap V2 pair.')).toBeVisible({ timeout: 30_000 });
  await connectFromHeader(page);
  await panel.getByRole('group', { name: 'Buy or sell' }).getByText('Sell', { exact: true }).click();
  await panel.getByRole('button', { name: '50%' }).click();
  await expect(panel.getByText(/LP fee/)).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: `Sell ${token.ticker}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Review sale' });
  const confirm = dialog.getByRole('button', { name: `Confirm sale of ${token.ticker}` });
  const preview = dialog.getByRole('region', { name: 'What this transaction does' });
  await expect(confirm).toBeEnabled({ timeout: 30_000 });
  await expect(preview.getByText(/Allow the Uniswap router/)).toHaveCount(0);

  // Confirm is pressed on the sale as reviewed, and another tab takes the allowance back at the moment
  // the send reads it (its first allowance read after the click): between the review and the wallet,
  // whatever the machine's speed (a review open over 20 s would otherwise be rebuilt, approval and all).
  const nonce = await nonceOf(0);
  let armed = true;
  await page.route(
    (url) => url.origin === E2E_URLS.chain,
    async (route) => {
      if (armed && readsAllowance(route.request().postDataJSON(), token.address)) {
        armed = false;
        await approve(0n);
      }
      await route.continue();
    },
  );
  await confirm.click();
  await expect(dialog.getByText('Review again: your wallet was not asked.')).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByText(/Allow the Uniswap router .* to spend/)).toBeVisible({ timeout: 30_000 });
  // The page sent nothing: every transaction of the account since is the other tab's approval of zero.
  const sent = [];
  for (let n = nonce; n < (await nonceOf(0)); n++) {
    const tx = await minedTransaction(0, n);
    sent.push({ to: tx.to?.toLowerCase(), input: tx.input });
  }
  const zeroApproval = encodeFunctionData({
    abi: launchTokenAbi,
    functionName: 'approve',
    args: [book.uniswapV2Router02, 0n],
  });
  expect(sent, 'nothing was sent by the page').toEqual(
    sent.map(() => ({ to: token.address.toLowerCase(), input: zeroApproval })),
  );
  expect(sent.length).toBeGreaterThan(0);

  expect(armed, 'the allowance was taken back between the review and the send').toBe(false);
  await page.unrouteAll({ behavior: 'wait' });

  // A new Confirm sends what the review now shows: the approval, then the sale.
  await expect(confirm).toBeEnabled({ timeout: 30_000 });
  await confirm.click();
  await toastSays(page, `Sold ${token.ticker}`);
});

/** An `eth_call` of `allowance(owner, spender)` on `token` (alone or in a batch). */
function readsAllowance(body: unknown, token: string): boolean {
  const requests = (Array.isArray(body) ? body : [body]) as ({ method?: string; params?: unknown[] } | null)[];
  return requests.some((request) => {
    if (request?.method !== 'eth_call') return false;
    const call = request.params?.[0] as { to?: string; data?: string; input?: string } | undefined;
    const data = call?.data ?? call?.input ?? '';
    return call?.to?.toLowerCase() === token.toLowerCase() && data.startsWith(ALLOWANCE_SELECTOR);
  });
}

const ALLOWANCE_SELECTOR = toFunctionSelector('allowance(address,address)');
