import { readFileSync } from 'node:fs';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  type Hex,
  http,
  keccak256,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { launchFactoryAbi } from '../interface/contracts/abis';
import { deploymentRecordSchema } from '../interface/contracts/deployment-record';
import type { TokenDetail } from '../interface/tokens';
import { fundOnAnvil } from '../server/test/bare-chain';
import { formatPrice } from '../src/lib/format';
import { curveTradesFromLogs } from '../src/lib/market-trades';
import { minedOk } from './chain';
import { expect, test } from './fixtures';
import { OTHER_CHAIN_ID, OTHER_RECORD_PATH, OTHER_URLS } from './other-chain/stack';
import { showCandleTable } from './token-page';

/**
 * Launchdeck on another chain (e2e/other-chain/stack.ts): a bare chain 84532 that `npm run deploy`
 * put our contracts on, the services indexing it, and the app built with VITE_CHAIN_ID=84532 from the
 * deployment's record. A token launched and bought there from Node shows in the services' API and on
 * the app's token page: its trade from the index, its candle read from that chain by the browser.
 */

const chain = defineChain({
  id: OTHER_CHAIN_ID,
  name: 'other chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [OTHER_URLS.chain] } },
});
const reader = createPublicClient({ chain, transport: http(OTHER_URLS.chain) });

async function fundedTrader() {
  const account = privateKeyToAccount(generatePrivateKey());
  await fundOnAnvil(OTHER_URLS.chain, account.address);
  return createWalletClient({ account, chain, transport: http(OTHER_URLS.chain) });
}

const minedOkThere = (hash: Hash) => minedOk(hash, reader);

test.describe.configure({ timeout: 180_000 });

test('the app built for chain 84532 shows a trade sent to that chain, from its index and from the chain', async ({
  page,
  request,
}) => {
  const record = deploymentRecordSchema.parse(JSON.parse(readFileSync(OTHER_RECORD_PATH, 'utf8')));
  expect(record.chainId).toBe(OTHER_CHAIN_ID);
  // Deployed through the CREATE2 deployer, so at the addresses the record names.
  expect(await reader.getCode({ address: record.launchFactory as Hex })).toBeTruthy();

  const trader = await fundedTrader();
  const deadline = (await reader.getBlock()).timestamp + 3600n;
  const launch = await minedOkThere(
    await trader.writeContract({
      address: record.launchFactory as Hex,
      abi: launchFactoryAbi,
      functionName: 'launch',
      args: ['Elsewhere', 'ELSE', keccak256(toHex(`elsewhere ${Date.now()}`)), 0n, deadline],
      value: 0n,
    }),
  );
  const [launched] = parseEventLogs({ abi: launchFactoryAbi, eventName: 'Launched', logs: launch.logs });
  const token = launched!.args.token.toLowerCase() as Hex;
  const buy = await minedOkThere(
    await trader.writeContract({
      address: record.launchFactory as Hex,
      abi: launchFactoryAbi,
      functionName: 'buy',
      args: [token, 0n, deadline],
      value: parseEther('0.05'),
    }),
  );
  const [trade] = curveTradesFromLogs(buy.logs);

  // The services indexed it: the token and its trade, with the chain's transaction hash.
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${OTHER_URLS.launch}/api/token?address=${token}`);
        if (answer.status() !== 200) return [];
        const body = (await answer.json()) as TokenDetail;
        return body.price_updates.map((u) => u.tx_hash);
      },
      { timeout: 30_000 },
    )
    .toContain(buy.transactionHash);

  // The app for that chain: the token's page, its trade in the table (the index) and its candle (the chain).
  await page.goto(`${OTHER_URLS.app}/token/${token}`);
  await expect(page.getByRole('heading', { name: /Elsewhere/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Recent trades' }).getByTitle(buy.transactionHash)).toBeVisible({
    timeout: 30_000,
  });
  await showCandleTable(page);
  const lastCandle = page.getByRole('region', { name: 'Candles table' }).locator('tbody tr').last();
  await expect(lastCandle.locator('td').nth(3)).toHaveText(formatPrice(trade!.priceEth), { timeout: 30_000 });

  // The Development wallet and its public keys belong to the local chain only.
  await page
    .getByRole('button', { name: /connect/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Development', { exact: false })).toHaveCount(0);
});
