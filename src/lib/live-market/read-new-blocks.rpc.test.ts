// @vitest-environment node
/**
 * The live market's reader on a real chain that is busy with other people's logs: a bare Anvil where
 * a stranger's contract emits thousands of `Transfer`, `Sync` and `Swap` logs (and some of the wrong
 * shape) beside our factory's and our pair's events, which stand-in contracts emit (the reader knows
 * them only by the address book and the factory's `Graduated` event). Every eth_getLogs must name its
 * addresses, the stranger's logs must never come back, and our own pair's malformed logs must be
 * skipped without stopping the read.
 */
import { type Address, createPublicClient, createTestClient, createWalletClient, type Hex, http, pad } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureLiveMarket } from '../../../scripts/busy-chain/measure-live-market';
// biome-ignore lint/style/noRestrictedImports: test only: the services' bare test chain, never the app's code.
import { startBareChain } from '../../../server/test/bare-chain';
import type { LiveMarketClient } from './live-market-client';
import { pairInfoOf } from './our-pairs';
import { readNewBlocks } from './read-new-blocks';
import { curveTrade, graduation, pairSell } from './test/fake-chain';
import { emitCalldata, logEmitterCode, type RawLog } from './test/log-emitter';

const WETH = '0x4200000000000000000000000000000000000006' as Address;
const FOREIGN_PER_BLOCK = 2_000;

let chain: Awaited<ReturnType<typeof startBareChain>>;
let book: { launchFactory: Address; weth: Address; uniswapV2Factory: Address };
let pair: Address;
let blocks: { graduated: bigint; swapped: bigint; busy: bigint };

const raw = (log: { topics: readonly (Hex | null)[]; data: Hex }): RawLog => ({
  topics: log.topics as Hex[],
  data: log.data,
});

beforeAll(async () => {
  chain = await startBareChain();
  const anvil = createTestClient({ mode: 'anvil', transport: http(chain.url) });
  const wallet = createWalletClient({ transport: http(chain.url) });
  const direct = createPublicClient({ transport: http(chain.url) });
  const [account] = await wallet.getAddresses();
  const deploy = async () => {
    const hash = await wallet.sendTransaction({ account: account!, chain: null, data: logEmitterCode() });
    return (await direct.waitForTransactionReceipt({ hash, pollingInterval: 50 })).contractAddress!;
  };
  const [stranger, factory, ourPair, token] = [await deploy(), await deploy(), await deploy(), await deploy()];
  book = { launchFactory: factory, weth: WETH, uniswapV2Factory: pad('0x01', { size: 20 }) };
  pair = ourPair.toLowerCase() as Address;
  const { wethIsToken0 } = pairInfoOf(book, token);
  const [transfer, sync, swap] = pairSell(0, ourPair, token, wethIsToken0).map(raw) as [RawLog, RawLog, RawLog];

  // Several transactions a block: automine off, then one evm_mine per block.
  await anvil.setAutomine(false);
  const mineWith = async (...calls: { to: Address; logs: RawLog[] }[]) => {
    const hashes: Hex[] = [];
    for (const call of calls) {
      hashes.push(
        await wallet.sendTransaction({
          account: account!,
          chain: null,
          to: call.to,
          data: emitCalldata(call.logs),
          gas: 25_000_000n,
        }),
      );
    }
    await anvil.mine({ blocks: 1 });
    const receipts = await Promise.all(hashes.map((hash) => direct.waitForTransactionReceipt({ hash })));
    expect(receipts.every((r) => r.status === 'success')).toBe(true);
    return receipts[0]!.blockNumber;
  };
  const foreignSwaps = (n: number) => Array.from({ length: n }, () => [sync, swap]).flat();
  const word = pad('0x01', { size: 32 });

  blocks = {
    // A stranger's transfers and swaps, of the right shape and not, and our factory's trade and graduation.
    graduated: await mineWith(
      {
        to: stranger,
        logs: [
          ...Array.from({ length: 200 }, () => transfer),
          ...foreignSwaps(100),
          { topics: [...transfer.topics, word], data: '0x' },
          { topics: sync.topics, data: word },
        ],
      },
      { to: factory, logs: [raw(curveTrade(0, token)), raw(graduation(0, token, ourPair))] },
    ),
    // Our pair's sell (its Sync then its Swap, one transaction), its logs of the wrong shape, and a
    // stranger's swaps with the very same topics and data.
    swapped: await mineWith(
      { to: ourPair, logs: [sync, swap] },
      {
        to: ourPair,
        logs: [
          { topics: sync.topics, data: word },
          { topics: [swap.topics[0]!], data: swap.data },
        ],
      },
      { to: stranger, logs: foreignSwaps(300) },
    ),
    // A block full of a stranger's transfers.
    busy: await mineWith({ to: stranger, logs: Array.from({ length: FOREIGN_PER_BLOCK }, () => transfer) }),
  };
  await anvil.setAutomine(true);
}, 120_000);

afterAll(() => chain?.stop());

describe('the live market on a busy chain', () => {
  it('names the addresses of every read, and pays for none of the stranger’s logs', async () => {
    const cost = await measureLiveMarket({
      rpcUrl: chain.url,
      book,
      fromBlock: blocks.graduated,
      toBlock: blocks.busy,
    });
    expect(cost.blocks).toBe(3);
    expect(cost.getLogsWithoutAddress).toBe(0);

    // What a read by topic alone would have fetched: the stranger's logs, about 2,800 of them.
    const everyone = await createPublicClient({ transport: http(chain.url) }).getLogs({
      fromBlock: blocks.graduated,
      toBlock: blocks.busy,
    });
    expect(everyone.length).toBeGreaterThan(FOREIGN_PER_BLOCK + 800);
    const everyonesBytes = JSON.stringify(everyone, (_k, v) =>
      typeof v === 'bigint' ? `0x${v.toString(16)}` : v,
    ).length;
    // Our few logs, their blocks' headers and the requests themselves: a small fraction of that.
    expect(cost.bytes).toBeLessThan(everyonesBytes / 20);
    expect(cost.requests).toBeLessThanOrEqual(3 * 4);
  });

  it('finds our trades among the stranger’s, and skips our pair’s logs of the wrong shape', async () => {
    const client = createPublicClient({ transport: http(chain.url) }) as unknown as LiveMarketClient;
    const read = await readNewBlocks({
      client,
      book,
      fromBlock: blocks.graduated,
      toBlock: blocks.busy,
      pairs: new Map(),
      blockTimes: new Map(),
    });
    expect(read.graduations.map((g) => g.pair)).toEqual([pair]);
    expect(read.trades.map((t) => [t.market, t.side, t.blockNumber])).toEqual([
      ['curve', 'buy', blocks.graduated],
      ['pair', 'sell', blocks.swapped],
    ]);
  });
});
