import { keccak256, parseEther, toHex } from 'viem';
import { launchFactoryAbi, launchTokenAbi } from '../interface/contracts/abis';
import { addressBook } from '../interface/contracts/address-book';
import { LOCAL_CHAIN_ID } from '../scripts/anvil.mjs';
import { ethText } from '../src/features/profile/lib/figures';
import { valueAt } from '../src/features/profile/lib/pnl';
import { priceToWei } from '../src/features/profile/lib/valuation';
import { shortAddress } from '../src/lib/format';
import { chainClient, fundedWallet, hourFromNow, minedOk } from './chain';
import { earlyCurveToken } from './curve-token';
import { expect, test } from './fixtures';
import { E2E_URLS } from './stack';

/**
 * A profile read from the chain: a trader of its own (a fresh key, funded with anvil_setBalance, so
 * no Development account's nonce is shared) buys a curve token and launches one from Node; its
 * profile, visited without connecting, shows the holding with its value and result, and the
 * Launched tab lists the token it launched.
 */

const factory = addressBook(LOCAL_CHAIN_ID).launchFactory;
const BUY = parseEther('0.01');

test.describe.configure({ timeout: 90_000 });

test('a trader’s profile shows its holding with value and result, and the token it launched', async ({
  page,
  request,
}) => {
  const wallet = await fundedWallet();
  const account = wallet.account;

  const token = await earlyCurveToken(request, 'profile');
  await minedOk(
    await wallet.writeContract({
      address: factory,
      abi: launchFactoryAbi,
      functionName: 'buy',
      args: [token.address as `0x${string}`, 0n, await hourFromNow()],
      value: BUY,
    }),
  );
  const name = `Profile spec ${Date.now() % 100_000}`;
  await minedOk(
    await wallet.writeContract({
      address: factory,
      abi: launchFactoryAbi,
      functionName: 'launch',
      args: [name, 'PRFL', keccak256(toHex(name)), 0n, await hourFromNow()],
    }),
  );
  const balance = await chainClient.readContract({
    address: token.address as `0x${string}`,
    abi: launchTokenAbi,
    functionName: 'balanceOf',
    args: [account.address],
  });
  expect(balance).toBeGreaterThan(0n);

  await page.goto(`/profile/${account.address}`);
  const short = shortAddress(account.address.toLowerCase());
  await expect(page).toHaveTitle(`Profile ${short} · Launchdeck`);
  await expect(page.getByRole('heading', { level: 1, name: short })).toBeVisible();

  const holdings = page.getByRole('region', { name: 'Holdings table' });
  const row = holdings.getByRole('row').filter({ hasText: `$${token.ticker}` });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  const cells = row.getByRole('cell');
  // Paid: the buy's ETH, exactly as sent (the curve took the whole of it, fee included).
  await expect(cells.nth(5)).toHaveText(ethText(BUY));
  await expect(cells.nth(6)).toHaveText('0 ETH');
  // The value at the launch service's price, as the app computes it from the chain's balance.
  await expect(async () => {
    const response = await request.post(`${E2E_URLS.launch}/api/tokens/batch`, {
      data: { addresses: [token.address], includeMetrics: false, includeHolders: false, includeSocials: false },
    });
    const [listed] = ((await response.json()) as { tokens: { price_eth: number }[] }).tokens;
    const price = priceToWei(listed!.price_eth);
    expect(price).not.toBeNull();
    await expect(cells.nth(2)).toHaveText(ethText(valueAt(balance, price!)), { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  // Dollars from the wrapped-ETH / USDC pair, a share of supply, and a signed result.
  await expect(cells.nth(3)).toHaveText(/^\$[\d,.₀-₉]+$/);
  await expect(cells.nth(4)).toHaveText(/%$/);
  await expect(cells.nth(7)).toHaveText(/^([+\u2212][\d.,₀-₉KM]+|0) ETH$/);
  await expect(page.getByText('How the result is computed')).toBeVisible();
  // The launched token has no first buy: nothing of it is held.
  await expect(holdings.getByRole('row')).toHaveCount(2);

  await page.getByRole('link', { name: 'Activity', exact: true }).click();
  const activity = page.getByRole('region', { name: 'Activity table' });
  await expect(activity.getByRole('row').nth(1)).toContainText('Buy');
  await expect(activity.getByRole('row').nth(1)).toContainText(`$${token.ticker}`);

  await page.getByRole('link', { name: 'Launched', exact: true }).click();
  await expect(page).toHaveURL(/tab=launched/);
  const launched = page.getByRole('region', { name: 'Launched tokens' });
  await expect(launched.getByRole('link', { name: new RegExp(name) })).toBeVisible({ timeout: 30_000 });
  await expect(launched.getByText('Market cap')).toBeVisible();
});

test('a malformed address gets a page that says so', async ({ page }) => {
  await page.goto('/profile/not-an-address');
  await expect(page.getByRole('heading', { level: 1, name: 'That is not an address' })).toBeVisible();
  await expect(page).toHaveTitle('Not an address · Launchdeck');
});
