/**
 * What the app's live market costs an RPC, block by block: the page's reader
 * (src/lib/live-market/read-new-blocks.ts) run in Node over blocks that are already mined, one block
 * a read as a page polling each new head makes them, through a fetch that counts every HTTP request,
 * the bytes of its body and of the answer's, and the eth_getLogs that name no address.
 *
 *   const cost = await measureLiveMarket({ rpcUrl, book, fromBlock, toBlock });
 *   // cost.requests / cost.blocks, cost.bytes / cost.blocks; cost.getLogsWithoutAddress must be 0.
 *
 * Our pairs are learnt as the source learns them (live-market-source.ts): the pairs of `knownTokens`
 * (the tokens a page already lists) at the start, then each launched token's, and each pair a
 * Graduated event names. Headers
 * are fetched for blocks with our items only, once each, as in the page. The client is viem's HTTP
 * client as the app's wagmi config makes it, without retries: a failure ends the measure.
 */
import { type Address, createPublicClient, http } from 'viem';
import type { LiveMarketClient } from '@/lib/live-market/live-market-client';
import { type PairBook, pairInfoOf, pairOf } from '@/lib/live-market/our-pairs';
import { readNewBlocks } from '@/lib/live-market/read-new-blocks';
import type { PairInfo } from '@/lib/market-trades';

export interface LiveMarketCost {
  /** Blocks read. */
  blocks: number;
  /** HTTP requests sent (viem's JSON-RPC batching is off, as in the app: one call each). */
  requests: number;
  /** Bytes of the requests' bodies and of the answers' bodies (headers not counted). */
  bytes: number;
  /** eth_getLogs calls whose filter named no address: a read of everyone's logs. 0 is the rule. */
  getLogsWithoutAddress: number;
}

export interface MeasureLiveMarketOptions {
  /** The chain's JSON-RPC URL over HTTP. */
  rpcUrl: string;
  /** The deployment's launch factory, wrapped ETH and Uniswap V2 factory. */
  book: PairBook & { launchFactory: Address };
  /** The first and last blocks read, both included (mined already). */
  fromBlock: bigint;
  toBlock: bigint;
  /** Launched tokens the page knows of before the first block (their pairs are read from the start). */
  knownTokens?: readonly string[];
}

const encoder = new TextEncoder();

/** How many of a request body's JSON-RPC calls are an eth_getLogs without an address. */
function getLogsWithoutAddress(body: string): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 0;
  }
  const calls = (Array.isArray(parsed) ? parsed : [parsed]) as { method?: string; params?: { address?: unknown }[] }[];
  return calls.filter((call) => {
    if (call.method !== 'eth_getLogs') return false;
    const address = call.params?.[0]?.address;
    return address === undefined || address === null || (Array.isArray(address) && address.length === 0);
  }).length;
}

/** A fetch that adds each request and its answer to `cost`. */
function countingFetch(cost: LiveMarketCost): typeof fetch {
  return async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    cost.requests += 1;
    cost.bytes += encoder.encode(body).byteLength;
    cost.getLogsWithoutAddress += getLogsWithoutAddress(body);
    const response = await fetch(input, init);
    cost.bytes += (await response.clone().arrayBuffer()).byteLength;
    return response;
  };
}

export async function measureLiveMarket(options: MeasureLiveMarketOptions): Promise<LiveMarketCost> {
  const { book, fromBlock, toBlock } = options;
  const cost: LiveMarketCost = { blocks: 0, requests: 0, bytes: 0, getLogsWithoutAddress: 0 };
  const client = createPublicClient({
    transport: http(options.rpcUrl, { retryCount: 0, fetchFn: countingFetch(cost) }),
  }) as unknown as LiveMarketClient;
  const pairs = new Map<string, PairInfo>((options.knownTokens ?? []).map((token) => pairOf(book, token)));
  const blockTimes = new Map<bigint, number>();
  for (let block = fromBlock; block <= toBlock; block++) {
    const read = await readNewBlocks({ client, book, fromBlock: block, toBlock: block, pairs, blockTimes });
    for (const { token } of read.launches) pairs.set(...pairOf(book, token));
    for (const g of read.graduations) pairs.set(g.pair, pairInfoOf(book, g.token));
    cost.blocks += 1;
  }
  return cost;
}
