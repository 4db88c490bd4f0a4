import { type Hex, keccak256, parseEther, parseEventLogs, toHex } from 'viem';
import { launchFactoryAbi } from '../interface/contracts/abis';
import { addressBook } from '../interface/contracts/address-book';
import { LOCAL_CHAIN_ID } from '../scripts/anvil.mjs';
import { fundedWallet, hourFromNow, minedOk } from './chain';
import { expect, test } from './fixtures';
import { E2E_URLS } from './stack';
import { openHoldersTab } from './token-page';

/**
 * The token page's holders, read from the chain. Two traders of the test's own (fresh keys funded
 * with anvil_setBalance, so that no Development account's nonce is shared), from Node: a creator
 * launches a token with a first buy, then a buyer buys it on its curve. The page, visited without a
 * wallet, lists that buyer with its share, and marks the bonding curve and the creator.
 */

const factory = addressBook(LOCAL_CHAIN_ID).launchFactory;

test.describe.configure({ timeout: 120_000 });

test('the holders list shows a new buyer with its share, and marks the curve and the creator', async ({
  page,
  request,
}) => {
  const creator = await fundedWallet();
  const buyer = await fundedWallet();

  // The creator's first buy, 0.05 ETH; then the buyer's 0.3 ETH, some six times as many tokens.
  const launch = await minedOk(
    await creator.writeContract({
      address: factory,
      abi: launchFactoryAbi,
      functionName: 'launch',
      args: ['Holders Check', 'HOLD', keccak256(toHex(`holders ${Date.now()}`)), 0n, await hourFromNow()],
      value: parseEther('0.05'),
    }),
  );
  const [launched] = parseEventLogs({ abi: launchFactoryAbi, eventName: 'Launched', logs: launch.logs });
  const token = launched!.args.token.toLowerCase();
  await minedOk(
    await buyer.writeContract({
      address: factory,
      abi: launchFactoryAbi,
      functionName: 'buy',
      args: [token as Hex, 0n, await hourFromNow()],
      value: parseEther('0.3'),
    }),
  );
  // The token page needs the services to know the token: the indexer follows the chain within seconds.
  await expect
    .poll(async () => (await request.get(`${E2E_URLS.launch}/api/token?address=${token}`)).status(), {
      timeout: 30_000,
    })
    .toBe(200);

  await page.goto(`/token/${token}`);
  await openHoldersTab(page);
  const holders = page.getByRole('region', { name: 'Holders' });
  // The wallet layer loads after the page settles, then the holders' chunk, then the chain's logs.
  const list = holders.getByRole('list', { name: 'Top holders' });
  await expect(list).toBeVisible({ timeout: 60_000 });
  const rowOf = (address: string) =>
    list.locator(`[data-testid="holder-row"][data-address="${address.toLowerCase()}"]`);

  const rows = list.getByTestId('holder-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Bonding curve');
  await expect(rowOf(factory)).toContainText('Bonding curve');
  // The buyer second, its share of the billion tokens.
  await expect(rows.nth(1)).toHaveAttribute('data-address', buyer.account.address.toLowerCase());
  await expect(rowOf(buyer.account.address)).toHaveText(/\d+\.\d+%$/);
  await expect(rowOf(buyer.account.address).getByRole('link')).toHaveAttribute(
    'href',
    `/profile/${buyer.account.address.toLowerCase()}`,
  );
  await expect(rowOf(creator.account.address)).toContainText('Creator');
  const creatorShare = (await rowOf(creator.account.address).textContent())?.match(/(\d+\.\d+)%$/)?.[1];
  await expect(holders.getByTestId('creator-share')).toHaveText(`The creator holds ${creatorShare}% of the supply.`);

  // Two holders on the chain (the curve is none); the launch service's count beside it, the same once indexed.
  await expect(holders.getByTestId('holders-count')).toHaveText('2 on chain · 2 by the launch service', {
    timeout: 30_000,
  });
});
