/**
 * One read of new blocks for the live market: what the launch factory and the launched tokens' pairs
 * did in `fromBlock..toBlock`, decoded by the shared module (src/lib/market-trades.ts) and timed.
 *
 * Every getLogs names its addresses: a read by topic alone would bring back every pair's Sync and
 * Swap and every token's Transfer on the chain (src/lib/address-chunks.ts). Requests, for any range (one block
 * or a catch-up): one getLogs of the factory's Launched, Trade and Graduated events and, beside it,
 * one of our pairs' Sync and Swap per list of at most 500 pairs (none while no pair is known); only
 * when the factory read holds a graduation, one more of the new pairs' Sync and Swap for the same
 * range (a pair can trade in the blocks after its graduation); and only when one of our pairs swapped,
 * one getLogs of those tokens' Transfer events, which name the trader of a sell (the Swap names the
 * router). Block headers are read only for blocks with items whose logs lack `blockTimestamp`, once
 * per block. A range the RPC says is too large is halved (src/lib/log-pages.ts).
 */
import { launchFactoryAbi, launchTokenAbi } from '@interface/contracts/abis';
import { type AbiEvent, type Address, type Log, toEventSelector } from 'viem';
import { addressChunks } from '@/lib/address-chunks';
import { readLogPage } from '@/lib/log-pages';
import {
  byChainOrder,
  curveTradesFromLogs,
  graduationsFromLogs,
  launchesFromLogs,
  type MarketGraduation,
  type MarketLaunch,
  PAIR_TRADE_EVENTS,
  type PairInfo,
  pairTradesFromLogs,
  type TimedMarketTrade,
} from '@/lib/market-trades';
import type { LiveLogFilter, LiveMarketClient } from './live-market-client';
import { type PairBook, pairInfoOf } from './our-pairs';

const eventsOf = (abi: readonly { type: string; name?: string }[], names: readonly string[]) =>
  abi.filter((item) => item.type === 'event' && names.includes(item.name ?? '')) as unknown as AbiEvent[];

const FACTORY_EVENTS = eventsOf(launchFactoryAbi, ['Launched', 'Trade', 'Graduated']);
const TRANSFER_EVENTS = eventsOf(launchTokenAbi, ['Transfer']);
const PAIR_EVENTS = PAIR_TRADE_EVENTS as unknown as AbiEvent[];
const SWAP_TOPIC = toEventSelector(PAIR_TRADE_EVENTS.find((e) => e.name === 'Swap')!);

/** A launch with its block's time (unix seconds). */
export interface TimedMarketLaunch extends MarketLaunch {
  timestamp: number;
}

export interface NewBlocks {
  launches: TimedMarketLaunch[];
  /** Curve and pair trades, oldest first. */
  trades: TimedMarketTrade[];
  graduations: MarketGraduation[];
}

export interface ReadNewBlocksOptions {
  client: LiveMarketClient;
  /** The address book's launch factory, wrapped ETH and Uniswap V2 factory. */
  book: PairBook & { launchFactory: Address };
  fromBlock: bigint;
  toBlock: bigint;
  /** Our pairs (launched tokens' WETH pairs), by lower-case pair address; graduations in the range are added. */
  pairs: ReadonlyMap<string, PairInfo>;
  /** Block times already known (shared across reads), by block number. */
  blockTimes: Map<bigint, number>;
}

type MinedLog = Log<bigint, number, false>;

/**
 * All logs of `filter`'s range, in ranges of at most VITE_LOG_RANGE_BLOCKS (the source never asks for
 * more: one read) and smaller ones if the RPC refuses.
 */
async function readAll(
  client: LiveMarketClient,
  filter: Omit<LiveLogFilter, 'fromBlock' | 'toBlock'>,
  from: bigint,
  to: bigint,
) {
  const page = await readLogPage<MinedLog>({
    read: async (range) => (await client.getLogs({ ...filter, ...range })) as readonly MinedLog[],
    from: { block: to },
    floor: from,
    limit: Number.MAX_SAFE_INTEGER,
  });
  return page.items;
}

/** The logs of `events` that `addresses` emitted in the range: one read per list of addresses. */
async function readFrom(
  client: LiveMarketClient,
  addresses: readonly Address[],
  events: readonly AbiEvent[],
  from: bigint,
  to: bigint,
) {
  const pages = await Promise.all(
    addressChunks(addresses).map((address) => readAll(client, { address, events }, from, to)),
  );
  return pages.flat();
}

export async function readNewBlocks(options: ReadNewBlocksOptions): Promise<NewBlocks> {
  const { client, book, fromBlock, toBlock, blockTimes } = options;
  const [factoryLogs, knownPairLogs] = await Promise.all([
    readAll(client, { address: book.launchFactory, events: FACTORY_EVENTS }, fromBlock, toBlock),
    readFrom(client, [...options.pairs.keys()] as Address[], PAIR_EVENTS, fromBlock, toBlock),
  ]);

  const graduations = graduationsFromLogs(factoryLogs);
  const pairs = new Map(options.pairs);
  const graduated = graduations.filter((g) => !pairs.has(g.pair)).map((g) => g.pair);
  for (const g of graduations) pairs.set(g.pair, pairInfoOf(book, g.token));
  // Only what was asked for: an RPC that ignored the address list must not put a stranger's swap in.
  const ours = [...knownPairLogs, ...(await readFrom(client, graduated, PAIR_EVENTS, fromBlock, toBlock))].filter((l) =>
    pairs.has(l.address.toLowerCase()),
  );
  const swappedTokens = [
    ...new Set(ours.filter((l) => l.topics[0] === SWAP_TOPIC).map((l) => pairs.get(l.address.toLowerCase())!.token)),
  ];
  const transfers = await readFrom(client, swappedTokens, TRANSFER_EVENTS, fromBlock, toBlock);

  const logs = [...factoryLogs, ...ours, ...transfers];
  for (const log of logs) {
    const at = (log as { blockTimestamp?: bigint }).blockTimestamp;
    if (typeof at === 'bigint') blockTimes.set(log.blockNumber, Number(at));
  }
  const launches = launchesFromLogs(factoryLogs);
  const trades = [...curveTradesFromLogs(factoryLogs), ...pairTradesFromLogs([...ours, ...transfers], pairs)];
  // The header only where a log did not carry its block's time: one read per block, never again.
  const untimed = [...new Set([...launches, ...trades].map((i) => i.blockNumber))].filter((b) => !blockTimes.has(b));
  await Promise.all(
    untimed.map(async (blockNumber) => {
      const block = await client.getBlock({ blockNumber });
      blockTimes.set(blockNumber, Number(block.timestamp));
    }),
  );
  const timed = <T extends { blockNumber: bigint }>(item: T) => ({
    ...item,
    timestamp: blockTimes.get(item.blockNumber)!,
  });
  return {
    launches: launches.map(timed),
    trades: trades.map(timed).sort(byChainOrder),
    graduations,
  };
}
