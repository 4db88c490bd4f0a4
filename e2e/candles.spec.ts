import type { Address, Log } from 'viem';
import { launchFactoryAbi, launchTokenAbi } from '../interface/contracts/abis';
import { addressBook } from '../interface/contracts/address-book';
import { curvePrice, LAUNCH_CURVE } from '../interface/market/curve';
import { LOCAL_CHAIN_ID } from '../scripts/anvil.mjs';
import { formatPrice } from '../src/lib/format';
import { byChainOrder, curveTradesFromLogs, pairTradesFromLogs } from '../src/lib/market-trades';
import { chainClient } from './chain';
import type { ListedToken } from './curve-token';
import { expect, test } from './fixtures';
import { E2E_URLS } from './stack';
import { showCandleTable } from './token-page';

/**
 * The token page's candles span a graduated seeded token's whole history, curve then pair, at each
 * interval. The expected prices are computed here from the chain's events (the factory's Trade, the
 * pair's Sync before each Swap), and compared with the candles' table the page shows.
 */

const book = addressBook(LOCAL_CHAIN_ID);
const INTERVALS = { '1m': 60, '5m': 300, '15m': 900, '1h': 3_600, '4h': 14_400, '1d': 86_400 } as const;
/** The chart keeps the newest 1,500 candles (src/features/token/lib/candles.ts MAX_CANDLES). */
const MAX_CANDLES = 1_500;

test.describe.configure({ timeout: 240_000 });

interface PricedTrade {
  timestamp: number;
  priceEth: number;
}

/** Every trade of `token`, oldest first, with its block's time: read from the chain in Node. */
async function tradesFromChain(token: Address): Promise<PricedTrade[]> {
  const fromBlock = BigInt(book.startBlock);
  const factoryLogs = await chainClient.getContractEvents({
    address: book.launchFactory,
    abi: launchFactoryAbi,
    eventName: 'Trade',
    args: { token },
    fromBlock,
  });
  const pair = (
    await chainClient.readContract({ address: token, abi: launchTokenAbi, functionName: 'pair' })
  ).toLowerCase();
  const pairLogs = await chainClient.getLogs({ address: pair as Address, fromBlock });
  const transfers = await chainClient.getContractEvents({
    address: token,
    abi: launchTokenAbi,
    eventName: 'Transfer',
    fromBlock,
  });
  const logs = [...factoryLogs, ...pairLogs, ...transfers] as Log[];
  const trades = [
    ...curveTradesFromLogs(logs),
    ...pairTradesFromLogs(
      logs,
      new Map([
        [pair, { token: token.toLowerCase() as Address, wethIsToken0: book.weth.toLowerCase() < token.toLowerCase() }],
      ]),
    ),
  ].sort(byChainOrder);
  const times = new Map<bigint, number>();
  for (const log of logs) {
    const stamp = (log as { blockTimestamp?: bigint }).blockTimestamp;
    if (stamp !== undefined && log.blockNumber !== null) times.set(log.blockNumber, Number(stamp));
  }
  for (const trade of trades) {
    if (!times.has(trade.blockNumber)) {
      times.set(trade.blockNumber, Number((await chainClient.getBlock({ blockNumber: trade.blockNumber })).timestamp));
    }
  }
  return trades.map((t) => ({ timestamp: times.get(t.blockNumber)!, priceEth: t.priceEth }));
}

/** The price before `bucket` started: the last trade's before it, or the launch price. */
function priceBefore(trades: readonly PricedTrade[], bucket: number): number {
  return trades.findLast((t) => t.timestamp < bucket)?.priceEth ?? curvePrice(LAUNCH_CURVE);
}

/** The price after the last trade of the bucket (or before it, when none traded in it). */
function priceAtEnd(trades: readonly PricedTrade[], bucket: number, size: number): number {
  return trades.findLast((t) => t.timestamp < bucket + size)?.priceEth ?? curvePrice(LAUNCH_CURVE);
}

test('the candles span a graduated token’s whole history at every interval, opens and closes as the chain says', async ({
  page,
  request,
}) => {
  const list = await request.get(`${E2E_URLS.launch}/api/tokens?status=live&sortBy=oldest`);
  const { tokens } = (await list.json()) as { tokens: ListedToken[] };
  const token = tokens[0];
  expect(token, 'the seed has a graduated token').toBeDefined();
  const address = token!.address as Address;
  const trades = await tradesFromChain(address);
  expect(trades.length, 'the token has traded').toBeGreaterThan(1);
  const graduated = await chainClient.getContractEvents({
    address: book.launchFactory,
    abi: launchFactoryAbi,
    eventName: 'Graduated',
    args: { token: address },
    fromBlock: BigInt(book.startBlock),
  });
  expect(graduated, 'the token graduated on chain').toHaveLength(1);
  const first = trades[0]!;
  const last = trades.at(-1)!;
  // The pair traded after the graduation: the series runs through both markets.
  expect(last.timestamp).toBeGreaterThan(Number(graduated[0]!.blockTimestamp ?? 0n) - 1);

  for (const [interval, size] of Object.entries(INTERVALS)) {
    await test.step(interval, async () => {
      await page.goto(`/token/${address}?interval=${interval}`);
      await expect(page.getByRole('radio', { name: interval, exact: true })).toBeChecked();
      await showCandleTable(page);
      const rows = page.getByRole('region', { name: 'Candles table' }).locator('tbody tr');
      const read = async (index: number) => {
        const row = rows.nth(index);
        const iso = await row.locator('time').getAttribute('datetime');
        const cells = await row.locator('td').allTextContents();
        return { bucket: Date.parse(iso!) / 1000, open: cells[0], close: cells[3] };
      };
      const count = await rows.count();
      const firstRow = await read(0);
      const lastRow = await read(count - 1);
      const firstBucket = Math.floor(first.timestamp / size) * size;
      const nowBucket = Math.floor(Date.now() / 1000 / size) * size;
      if ((nowBucket - firstBucket) / size < MAX_CANDLES - 2) {
        // The whole history fits: the first candle is the first trade's, opening at the launch price.
        expect(firstRow.bucket).toBe(firstBucket);
        expect(firstRow.open).toBe(formatPrice(curvePrice(LAUNCH_CURVE)));
      } else {
        // Capped to the newest candles: the first opens at the price before it.
        expect(firstRow.bucket).toBeGreaterThan(firstBucket);
        expect(firstRow.open).toBe(formatPrice(priceBefore(trades, firstRow.bucket)));
      }
      // The last candle is now's (or the last trade's), closing at the last trade's price.
      expect(lastRow.bucket).toBeGreaterThanOrEqual(Math.floor(last.timestamp / size) * size);
      expect(lastRow.close).toBe(formatPrice(last.priceEth));

      // Candles with trades, spread over the table: each opens at the price before it and closes at
      // its last trade's.
      for (const index of new Set([0, Math.floor(count / 3), Math.floor((2 * count) / 3), count - 1])) {
        const row = await read(index);
        expect(row.open, `${interval} candle at ${row.bucket}`).toBe(formatPrice(priceBefore(trades, row.bucket)));
        expect(row.close, `${interval} candle at ${row.bucket}`).toBe(
          formatPrice(priceAtEnd(trades, row.bucket, size)),
        );
      }
    });
  }
});

test('an interval the chart does not know falls back to the default, without an error', async ({ page, request }) => {
  const list = await request.get(`${E2E_URLS.launch}/api/tokens?status=live&sortBy=oldest`);
  const { tokens } = (await list.json()) as { tokens: ListedToken[] };
  await page.goto(`/token/${tokens[0]!.address}?interval=7m`);
  await expect(page.getByRole('group', { name: 'Candle interval' }).getByRole('radio', { checked: true })).toHaveCount(
    1,
  );
  await expect(page.getByRole('button', { name: 'Show as table' })).toBeVisible({ timeout: 60_000 });
});

test('the server’s page draws the newest trades’ candles before any script runs', async ({ browser, request }) => {
  const list = await request.get(`${E2E_URLS.launch}/api/tokens?status=live&sortBy=trending&timeframe=24h`);
  const { tokens } = (await list.json()) as { tokens: ListedToken[] };
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${E2E_URLS.app}/token/${tokens[0]!.address}`);
    const chart = page.getByRole('figure', { name: /Only the newest trades/ });
    await expect(chart).toBeVisible();
    expect(Number(await chart.locator('svg').getAttribute('data-candles'))).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
