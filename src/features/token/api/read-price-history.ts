/**
 * A token's whole price history read from the chain: the factory's `Trade` events for the token
 * (its indexed topic), newest first in bounded ranges (lib/log-pages) down to its `Launched` event;
 * after its `Graduated` event, its pair's Sync and Swap logs with the token's Transfer logs (who
 * traded), decoded by the shared lib/market-trades as the services' indexer decodes them. What was
 * read is cached by block (read-price-history-cache): a return visit reads only newer blocks.
 */
import { launchFactoryAbi, launchTokenAbi, uniswapV2PairAbi } from '@interface/contracts/abis';
import { type Address, type Hash, type Hex, type Log, pad, toEventSelector } from 'viem';
import { env } from '@/app/env';
import { addressBook } from '@/lib/address-book';
import { readLogPage } from '@/lib/log-pages';
import {
  byChainOrder,
  curveTradesFromLogs,
  graduationsFromLogs,
  launchesFromLogs,
  pairTradesFromLogs,
  type TimedMarketTrade,
} from '@/lib/market-trades';
import { mergeTrades } from '../lib/candles';
import { contractsStart, launchSearchFloor, rememberLaunchBlock } from './launch-block';
import {
  type CachedHistory,
  type GraduationMark,
  type HistoryStore,
  historyKey,
  saveHistory,
} from './read-price-history-cache';

export interface BlockHeader {
  number: bigint;
  hash: Hash;
  timestamp: bigint;
}

export interface LogFilter {
  address: Address | Address[];
  topics: (Hex | Hex[] | null)[];
  fromBlock: bigint;
  toBlock: bigint;
}

/** The few chain reads the history needs: an adapter over viem's client, a fake in tests. */
export interface HistoryChain {
  latest(): Promise<BlockHeader>;
  header(block: bigint): Promise<BlockHeader>;
  logs(filter: LogFilter): Promise<Log[]>;
  graduated(token: Address, block: bigint): Promise<boolean>;
  pairOf(token: Address, block: bigint): Promise<Address>;
}

export interface PriceHistory {
  /** Oldest first. */
  trades: readonly TimedMarketTrade[];
  graduation: GraduationMark | null;
  /** The block the history reaches. */
  block: bigint;
}

export interface ReadPriceHistoryOptions {
  chainId: number;
  token: Address;
  /** The service's launch time: where the search for the launch block starts. */
  createdAt: string;
  store: HistoryStore;
  /** Called after each range read, with the time (unix seconds) the reading has gone back to. */
  onProgress?: (backTo: number) => void;
  signal?: AbortSignal;
  /** Unix ms for the cache's save time. */
  now?: () => number;
}

const selector = (abi: readonly unknown[], name: string) =>
  toEventSelector(
    (abi as { type: string; name: string; inputs: { type: string }[] }[]).find(
      (item) => item.type === 'event' && item.name === name,
    ) as Parameters<typeof toEventSelector>[0],
  );
const FACTORY_TOPICS = [
  selector(launchFactoryAbi, 'Trade'),
  selector(launchFactoryAbi, 'Launched'),
  selector(launchFactoryAbi, 'Graduated'),
];
const PAIR_TOPICS = [
  selector(uniswapV2PairAbi, 'Sync'),
  selector(uniswapV2PairAbi, 'Swap'),
  selector(launchTokenAbi, 'Transfer'),
];

/** Headers read at once when the node gives logs no `blockTimestamp`. */
const HEADER_CONCURRENCY = 4;

type MinedLog = Log & { blockNumber: bigint; logIndex: number };
const isMined = (log: Log): log is MinedLog => log.blockNumber !== null && log.logIndex !== null && !log.removed;

export async function readPriceHistory(chain: HistoryChain, options: ReadPriceHistoryOptions): Promise<PriceHistory> {
  const { chainId, store, signal } = options;
  const token = options.token.toLowerCase() as Address;
  const key = historyKey(chainId, token);
  const latest = await chain.latest();
  const cached = await usableCache(chain, store, key, latest);
  if (cached && cached.coveredBlock === latest.number) {
    return { trades: cached.trades, graduation: cached.graduation, block: cached.coveredBlock };
  }

  const { weth, launchFactory } = addressBook(chainId);
  // WHY the floor is searched while the newest range is read: the search is a dozen header reads, one
  // after another, before the first log could be asked for (most of the 3.5 s the chart's history
  // took on a phone). A token launched within that range needs no floor at all; it is stopped then.
  const searchStopped = new AbortController();
  const headers = {
    getBlock: ({ blockNumber }: { blockNumber: bigint }) => {
      searchStopped.signal.throwIfAborted();
      return headerOf(chain, chainId, blockNumber);
    },
  };
  const floorSearch = cached
    ? Promise.resolve(cached.coveredBlock + 1n)
    : launchSearchFloor(headers, chainId, token, options.createdAt, latest.number);
  // Read only if needed: a search stopped or failed while it is not must not be an unhandled rejection.
  floorSearch.catch(() => undefined);
  const [graduatedNow, pairNow] = await Promise.all([
    chain.graduated(token, latest.number),
    chain.pairOf(token, latest.number),
  ]);
  const pair = graduatedNow ? pairNow.toLowerCase() : null;
  const tokenTopic = pad(token);
  const rangeBlocks = BigInt(env.logRangeBlocks);

  const logs: MinedLog[] = [];
  // Newest first: the pair's logs are read only above its graduation, the factory's all the way down.
  let pairDone = pair === null;
  let launchSeen = cached !== undefined;
  // Until the search has answered, the only floor known is the contracts' first block.
  let floor: bigint | undefined = cached ? cached.coveredBlock + 1n : undefined;
  let top = latest.number;
  try {
    while (top >= (floor ?? contractsStart(chainId))) {
      const lowest = floor ?? contractsStart(chainId);
      const bottom = top - rangeBlocks + 1n > lowest ? top - rangeBlocks + 1n : lowest;
      const readPair = !pairDone;
      const page = await readLogPage<MinedLog>({
        read: async ({ fromBlock, toBlock }) => {
          const reads = [
            chain.logs({ address: launchFactory, topics: [FACTORY_TOPICS, tokenTopic], fromBlock, toBlock }),
          ];
          if (readPair && pair) {
            reads.push(chain.logs({ address: [pair as Address, token], topics: [PAIR_TOPICS], fromBlock, toBlock }));
          }
          return (await Promise.all(reads)).flat().filter(isMined);
        },
        from: { block: top },
        floor: bottom,
        limit: Number.POSITIVE_INFINITY,
        rangeBlocks,
        signal,
      });
      logs.push(...page.items);
      if (graduationsFromLogs(page.items).length > 0) pairDone = true;
      const launch = launchesFromLogs(page.items).find((l) => l.token === token);
      if (launch) {
        launchSeen = true;
        rememberLaunchBlock(chainId, token, launch.blockNumber);
        break;
      }
      floor ??= await floorSearch;
      options.onProgress?.(Number((await headerOf(chain, chainId, bottom)).timestamp));
      top = bottom - 1n;
      // No launch above the block its time pointed at: the clock was off; read on down to the contracts.
      if (top < floor && !launchSeen && floor > contractsStart(chainId)) floor = contractsStart(chainId);
    }
  } finally {
    searchStopped.abort();
  }

  const times = await blockTimes(chain, chainId, logs);
  const timed = (block: bigint) => times.get(block) ?? 0;
  const graduationLog = graduationsFromLogs(logs).find((g) => g.token === token);
  const graduation: GraduationMark | null =
    cached?.graduation ??
    (graduationLog
      ? {
          pair: graduationLog.pair,
          blockNumber: graduationLog.blockNumber,
          timestamp: timed(graduationLog.blockNumber),
        }
      : null);
  const pairs = pair
    ? new Map([[pair, { token, wethIsToken0: weth.toLowerCase() < token }]])
    : new Map<string, { token: Address; wethIsToken0: boolean }>();
  const fresh = [...curveTradesFromLogs(logs).filter((t) => t.token === token), ...pairTradesFromLogs(logs, pairs)]
    .sort(byChainOrder)
    .map((trade) => ({ ...trade, timestamp: timed(trade.blockNumber) }));
  const trades = mergeTrades(cached?.trades ?? [], fresh);

  const history: CachedHistory = {
    key,
    trades,
    graduation,
    coveredBlock: latest.number,
    coveredHash: latest.hash,
    savedAt: options.now?.() ?? Date.now(),
  };
  // A cache that fails (a private window, a full disk) costs the next visit a full read, nothing more.
  if (launchSeen) await saveHistory(store, history).catch(() => undefined);
  return { trades, graduation, block: latest.number };
}

/** The stored history when the chain still holds the block it covers; else none (and it is dropped). */
async function usableCache(chain: HistoryChain, store: HistoryStore, key: string, latest: BlockHeader) {
  const cached = await store.get(key).catch(() => undefined);
  if (!cached) return undefined;
  const stillThere =
    cached.coveredBlock <= latest.number &&
    (cached.coveredBlock === latest.number
      ? latest.hash === cached.coveredHash
      : (await chain.header(cached.coveredBlock)).hash === cached.coveredHash);
  if (stillThere) return cached;
  await store.delete(key).catch(() => undefined);
  return undefined;
}

/** Block headers read once per page load: a block's time and hash never change (short of a reorg). */
const knownHeaders = new Map<string, BlockHeader>();
const MAX_HEADERS = 10_000;

async function headerOf(chain: HistoryChain, chainId: number, block: bigint): Promise<BlockHeader> {
  const key = `${chainId}:${block}`;
  const known = knownHeaders.get(key);
  if (known) return known;
  const header = await chain.header(block);
  if (knownHeaders.size >= MAX_HEADERS) knownHeaders.delete(knownHeaders.keys().next().value!);
  knownHeaders.set(key, header);
  return header;
}

/**
 * Each log's block time: the log's own `blockTimestamp` when the node sends it (Anvil 1.7 and most
 * providers since 2025 do), else its block's header, read once, a few at a time.
 */
async function blockTimes(chain: HistoryChain, chainId: number, logs: readonly MinedLog[]) {
  const times = new Map<bigint, number>();
  const missing = new Set<bigint>();
  for (const log of logs) {
    const stamp = (log as { blockTimestamp?: bigint | null }).blockTimestamp;
    if (typeof stamp === 'bigint') times.set(log.blockNumber, Number(stamp));
    else missing.add(log.blockNumber);
  }
  const queue = [...missing].filter((block) => !times.has(block));
  const worker = async () => {
    for (let block = queue.shift(); block !== undefined; block = queue.shift()) {
      times.set(block, Number((await headerOf(chain, chainId, block)).timestamp));
    }
  };
  await Promise.all(Array.from({ length: HEADER_CONCURRENCY }, worker));
  return times;
}
