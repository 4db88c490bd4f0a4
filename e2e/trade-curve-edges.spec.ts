import type { APIRequestContext, Page } from '@playwright/test';
import { formatEther, type Hex, parseEther, toFunctionSelector } from 'viem';
import { NATIVE_ADDRESS } from '../interface/common';
import { launchFactoryAbi } from '../interface/contracts/abis';
import { addressBook } from '../interface/contracts/address-book';
import { LOCAL_CHAIN_ID } from '../scripts/anvil.mjs';
import { formatAmount } from '../src/lib/format';
import { chainClient, nonceOf, walletOf } from './chain';
import { connectFromHeader, DEVELOPMENT_ACCOUNTS, expect, test } from './fixtures';
import { E2E_URLS } from './stack';
import { consentToImpact } from './token-page';

/**
 * The token page's trade panel at its edges, on the e2e chain: the buy that completes a curve and
 * graduates the token (then a trade of it on its new pair, through the same panel), a price that
 * moves between the quote and the send, and a pair trade whose price impact is refused.
 *
 * Each test trades as an Anvil account of its own (4, 6, 7 and 8; see DEVELOPMENT_ACCOUNTS), so that
 * it runs beside the other specs without sharing a nonce or a balance, and on a token no other spec picks.
 */

const GRADUATING_TRADER = 6;
const SLIPPING_TRADER = 7;
/** Moves the price under the slipping trader, from Node, as another trader would. */
const PRICE_MOVER = 8;
/** Sends nothing: the panel refuses before the wallet. */
const IMPACT_TRADER = 4;

const factory = addressBook(LOCAL_CHAIN_ID).launchFactory;
const BUY_SELECTOR = toFunctionSelector('buy(address,uint256,uint256)');
/** Wei as the panel writes it. */
const units = (wei: bigint) => formatAmount(Number(formatEther(wei)));

interface ListedToken {
  address: `0x${string}`;
  ticker: string;
  funding_progress: number;
}

async function listTokens(request: APIRequestContext, query: string): Promise<ListedToken[]> {
  const response = await request.get(`${E2E_URLS.launch}/api/tokens?${query}`);
  expect(response.ok(), `/api/tokens?${query}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { tokens: ListedToken[] }).tokens;
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Trade' });
const firstTradeSide = (page: Page) =>
  page.getByRole('region', { name: 'Recent trades' }).getByRole('row').nth(1).getByRole('cell').first();

/** Opens the token's page and connects the given account once the panel (a chunk of its own) is there. */
async function openPanel(page: Page, token: ListedToken, account: number) {
  await page.goto(`/token/${token.address}`);
  const panel = panelOf(page);
  await expect(panel.getByRole('button', { name: 'Connect a wallet to trade' })).toBeVisible({ timeout: 20_000 });
  await connectFromHeader(page, account);
  return panel;
}

// Trades wait for the chain and the indexer, with the wallet layer and the panel loading first.
test.describe.configure({ timeout: 90_000 });

test('the buy that completes the curve says so, graduates the token, and the same panel then trades it on its pair', async ({
  page,
  request,
}) => {
  // The funding token with the highest market cap is the one nearest the end of its curve.
  const [token] = await listTokens(request, 'status=funding&sortBy=mcap-high');
  expect(token, 'the seed has a funding token').toBeDefined();
  expect(token!.funding_progress, 'the seed has a nearly complete curve').toBeGreaterThan(0.95);
  // 1 ETH buys more than is left: the contract's own quote says so before the browser does.
  const [tokensOut, , refund] = await chainClient.readContract({
    address: factory,
    abi: launchFactoryAbi,
    functionName: 'quoteBuy',
    args: [token!.address, parseEther('1')],
  });
  expect(refund, 'a 1 ETH buy completes the curve').toBeGreaterThan(0n);

  const panel = await openPanel(page, token!, GRADUATING_TRADER);
  await expect(panel.getByText('On its bonding curve until it graduates.')).toBeVisible();

  await test.step('1 ETH: the panel says what comes back and that this buy graduates the token, before sending', async () => {
    await panel.getByRole('button', { name: '1 ETH', exact: true }).click();
    // Exactly what the contract quotes: the tokens left, the ETH they cost, and the rest coming back.
    const ethIn = parseEther('1');
    await expect(panel.getByRole('status').filter({ hasText: 'this buy graduates the token' })).toHaveText(
      `${units(tokensOut)} ${token!.ticker} for ${units(ethIn - refund)} ETH; ${units(refund)} ETH comes back; this buy graduates the token.`,
    );
  });

  await test.step('send it: the token graduates, on the page and in the panel', async () => {
    // What the last tokens cost above the curve's price asks for consent first.
    await consentToImpact(panel, `Buy ${token!.ticker}`);
    await panel.getByRole('button', { name: `Buy ${token!.ticker}` }).click();
    // The review step: its preview of the exact transaction, then Confirm asks the wallet.
    await page
      .getByRole('dialog', { name: 'Review buy' })
      .getByRole('button', { name: `Confirm buy of ${token!.ticker}` })
      .click();
    await expect(panel.getByText('Graduated: trades on its Uniswap V2 pair.')).toBeVisible({ timeout: 30_000 });
    // The page's own data (the indexer) follows: the header's badge and the curve's box.
    await expect(page.getByText('Graduated · trading on the pair')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Fully funded: this token graduated/)).toBeVisible();
    const [, , , graduated] = await chainClient.readContract({
      address: factory,
      abi: launchFactoryAbi,
      functionName: 'markets',
      args: [token!.address],
    });
    expect(graduated).toBe(true);
  });

  await test.step('sell half of what it bought through the same panel, now on the Uniswap pair', async () => {
    await panel.getByRole('group', { name: 'Buy or sell' }).getByText('Sell', { exact: true }).click();
    await panel.getByRole('button', { name: '50%' }).click();
    // The swap service's quote for the new pair: its LP fee, not the curve's fee.
    await expect(panel.getByText(/LP fee/)).toBeVisible({ timeout: 30_000 });
    await panel.getByRole('button', { name: `Sell ${token!.ticker}` }).click();
    // The review step: its preview of the exact transaction, then Confirm asks the wallet.
    await page
      .getByRole('dialog', { name: 'Review sale' })
      .getByRole('button', { name: `Confirm sale of ${token!.ticker}` })
      .click();
    await expect(firstTradeSide(page)).toHaveText('Sell', { timeout: 30_000 });
  });
});

test.describe('a price that moves between the quote and the send', () => {
  /** A funding token mid-curve that the other specs leave alone (trade.spec takes the newest below half). */
  async function quietFundingToken(request: APIRequestContext): Promise<ListedToken> {
    const newest = await listTokens(request, 'status=funding&sortBy=newest');
    const takenByTradeSpec = newest.find((t) => t.funding_progress < 0.5)?.address;
    const oldest = await listTokens(request, 'status=funding&sortBy=oldest');
    const token = oldest.find(
      (t) => t.address !== takenByTradeSpec && t.funding_progress > 0.1 && t.funding_progress < 0.7,
    );
    expect(token, 'the seed has a funding token mid-curve').toBeDefined();
    return token!;
  }

  test('fails in the simulation, before the wallet, and says why; a fresh quote then goes through', async ({
    page,
    request,
  }) => {
    const token = await quietFundingToken(request);
    const trader = DEVELOPMENT_ACCOUNTS[SLIPPING_TRADER]!;
    const panel = await openPanel(page, token, SLIPPING_TRADER);
    await panel.getByRole('button', { name: '0.01 ETH', exact: true }).click();
    await expect(panel.getByText('Minimum (1% slippage)')).toBeVisible();
    const receive = panel.getByText('You receive', { exact: true }).locator('xpath=following-sibling::dd[1]');
    const quoted = await receive.textContent();

    // Another trader buys 0.2 ETH of the same token at the exact moment the panel simulates its buy:
    // the simulation (at the latest block) then sees a price more than 1% worse than the quote the
    // panel shows. The request itself goes to the chain unchanged; nothing is stubbed.
    let moved = false;
    await page.route(
      (url) => url.origin === E2E_URLS.chain,
      async (route) => {
        if (!moved && isBuySimulation(route.request().postDataJSON(), trader.address)) {
          moved = true;
          await buyFromNode(PRICE_MOVER, token.address, parseEther('0.2'));
        }
        await route.continue();
      },
    );
    const nonceBefore = await nonceOf(SLIPPING_TRADER);

    await panel.getByRole('button', { name: `Buy ${token.ticker}` }).click();
    // The review step: its preview of the exact transaction, then Confirm asks the wallet.
    await page
      .getByRole('dialog', { name: 'Review buy' })
      .getByRole('button', { name: `Confirm buy of ${token.ticker}` })
      .click();
    const failure = panel.getByRole('alert').filter({ hasText: 'The price moved beyond your slippage tolerance.' });
    await expect(failure).toBeVisible({ timeout: 30_000 });
    await expect(failure).toContainText('Try again with a fresh quote, or raise the slippage tolerance.');
    expect(moved, 'the other trade went in between').toBe(true);
    // Refused by the simulation: the wallet sent nothing.
    expect(await nonceOf(SLIPPING_TRADER)).toBe(nonceBefore);

    await test.step('nothing re-arms Confirm by itself: the new price is pointed out, accepted, then sent', async () => {
      await page.unrouteAll({ behavior: 'wait' });
      // After the failure the panel asks again: fewer tokens for the same 0.01 ETH. The review, still
      // open, says so and keeps Confirm off until the trader accepts the new price.
      const review = page.getByRole('dialog', { name: 'Review buy' });
      await expect(
        review.getByText('The price moved against you by 1% or more since you opened this review.'),
      ).toBeVisible({ timeout: 20_000 });
      await expect(review.getByRole('button', { name: `Confirm buy of ${token.ticker}` })).toBeDisabled();
      await review.getByRole('button', { name: 'Accept the new price' }).click();
      const reviewed = review.getByText('You receive', { exact: true }).locator('xpath=following-sibling::dd[1]');
      await expect(reviewed).not.toHaveText(quoted ?? '', { timeout: 20_000 });
      await expect(review.getByRole('button', { name: `Confirm buy of ${token.ticker}` })).toBeEnabled({
        timeout: 20_000,
      });
      await review.getByRole('button', { name: `Confirm buy of ${token.ticker}` }).click();
      // Its own tokens now (the other trader's buy is on the page too).
      await expect(
        panel.getByText(new RegExp(`Balance: .* ETH · [1-9][\\d.,]*[KMB]? ${escapeRegExp(token.ticker)}`)),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expect(failure).toBeHidden();
      expect(await nonceOf(SLIPPING_TRADER)).toBe(nonceBefore + 1);
    });
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface RpcRequest {
  method?: string;
  params?: unknown[];
}

/** The panel's simulation of `buy` on the LaunchFactory, from the trader (an `eth_call`, alone or in a batch). */
function isBuySimulation(body: unknown, trader: string): boolean {
  const requests = (Array.isArray(body) ? body : [body]) as (RpcRequest | null)[];
  return requests.some((request) => {
    if (request?.method !== 'eth_call') return false;
    const call = request.params?.[0] as { from?: string; to?: string; data?: string; input?: string } | undefined;
    const data = call?.data ?? call?.input ?? '';
    return (
      call?.to?.toLowerCase() === factory.toLowerCase() &&
      call.from?.toLowerCase() === trader.toLowerCase() &&
      data.startsWith(BUY_SELECTOR)
    );
  });
}

/** A curve buy sent from Node with a Development key, mined before this returns. */
async function buyFromNode(account: number, token: Hex, ethIn: bigint) {
  const wallet = walletOf(account);
  // Anvil stamps a new block with the wall clock, which may be ahead of the latest block's time.
  const { timestamp } = await chainClient.getBlock({ blockTag: 'latest' });
  const now = BigInt(Math.floor(Date.now() / 1000));
  const deadline = (timestamp > now ? timestamp : now) + 3600n;
  const hash = await wallet.writeContract({
    address: factory,
    abi: launchFactoryAbi,
    functionName: 'buy',
    args: [token, 0n, deadline],
    value: ethIn,
  });
  const receipt = await chainClient.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  expect(receipt.status, `the other trader's buy (${hash})`).toBe('success');
}

test('a pair trade with a price impact of 15% or more is blocked, and the panel says why', async ({
  page,
  request,
}) => {
  // The graduated token with the smallest market cap has the thinnest pair (trade.spec takes the largest).
  const [token] = await listTokens(request, 'status=live&sortBy=mcap-low');
  expect(token, 'the seed has a graduated token').toBeDefined();
  // An amount the swap service itself quotes at well over 15% of impact (20%, so that another
  // spec's trade on the pair cannot bring it under the line).
  let amount: string | undefined;
  for (const eth of ['0.1', '0.5', '1', '5', '20', '100']) {
    const response = await request.get(`${E2E_URLS.swap}/api/quote`, {
      params: { tokenIn: NATIVE_ADDRESS, tokenOut: token!.address, amount: parseEther(eth).toString(), slippage: 50 },
    });
    expect(response.ok(), `quote for ${eth} ETH: ${response.status()}`).toBe(true);
    const { priceImpact } = (await response.json()) as { priceImpact: number };
    if (priceImpact >= 0.2) {
      amount = eth;
      break;
    }
  }
  expect(amount, 'an amount with at least 20% of impact').toBeDefined();

  const panel = await openPanel(page, token!, IMPACT_TRADER);
  await expect(panel.getByText('Graduated: trades on its Uniswap V2 pair.')).toBeVisible();
  const nonceBefore = await nonceOf(IMPACT_TRADER);
  await panel.getByLabel('Amount in ETH').fill(amount!);

  const reason = panel
    .getByRole('alert')
    .filter({ hasText: /A price impact of .+ is too much: .+ Trade a smaller amount\./ });
  await expect(reason).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('button', { name: 'Price impact too high' })).toBeDisabled();
  await expect(panel.getByRole('checkbox')).toHaveCount(0);
  // The quote itself is shown, its impact included, so the trader sees what was refused.
  await expect(panel.getByText('Price impact', { exact: true })).toBeVisible();
  expect(await nonceOf(IMPACT_TRADER)).toBe(nonceBefore);
});
