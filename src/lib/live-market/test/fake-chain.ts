/**
 * A chain for the live market's tests: blocks of logs, a client that answers from them and counts
 * every request per query and per block (the source may ask each block at most once per query), and
 * a block watcher that polls every 250 ms as viem's does over HTTP (tests drive it with fake timers).
 * It keeps every log filter it was asked, and refuses one that names no address, as a read by topic
 * alone is what a busy chain cannot afford.
 */
import { launchFactoryAbi, launchTokenAbi, uniswapV2PairAbi } from '@interface/contracts/abis';
import {
  type Abi,
  type AbiEvent,
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  getAddress,
  type Hash,
  type Log,
  pad,
  toEventSelector,
  toHex,
} from 'viem';
import type { LiveLogFilter, LiveMarketClient } from '../live-market-client';

export const BOOK = {
  launchFactory: getAddress('0x00000000000000000000000000000000000000fa'),
  weth: getAddress('0x0000000000000000000000000000000000000e7e'),
  uniswapV2Factory: getAddress('0x00000000000000000000000000000000000000f0'),
};
export const TOKEN = '0x00000000000000000000000000000000000000aa' as Address;
export const OTHER_TOKEN = '0x00000000000000000000000000000000000000ab' as Address;
const ALICE = '0x000000000000000000000000000000000000a11c' as Address;
const ROUTER = '0x00000000000000000000000000000000000000cc' as Address;
export const POLL_MS = 250;

const txOf = (n: number) => pad(toHex(n), { size: 32 }) as Hash;
let nextTx = 1;

function logOf(abi: Abi, address: Address, eventName: string, args: Record<string, unknown>, block: number): Log {
  const event = abi.find((item) => item.type === 'event' && item.name === eventName);
  if (event?.type !== 'event') throw new Error(eventName);
  const plain = event.inputs.filter((input) => !input.indexed);
  return {
    address,
    topics: encodeEventTopics({ abi: [event], eventName, args } as never) as Log['topics'],
    data: encodeAbiParameters(
      plain,
      plain.map((input) => args[input.name!]),
    ),
    blockNumber: BigInt(block),
    logIndex: 0,
    transactionHash: txOf(0),
    transactionIndex: 0,
    blockHash: txOf(block + 100_000),
    removed: false,
  } as Log;
}

export const curveTrade = (block: number, token: Address = TOKEN, isBuy = true) =>
  logOf(
    launchFactoryAbi as Abi,
    BOOK.launchFactory,
    'Trade',
    {
      token,
      trader: ALICE,
      isBuy,
      tokenAmount: 5n * 10n ** 18n,
      ethAmount: 10n ** 17n,
      fee: 10n ** 15n,
      virtualEth: 30n * 10n ** 18n,
      virtualTokens: 1_000_000_000n * 10n ** 18n,
    },
    block,
  );

export const launch = (block: number, token: Address, symbol = 'NEW') =>
  logOf(
    launchFactoryAbi as Abi,
    BOOK.launchFactory,
    'Launched',
    { token, creator: ALICE, name: `${symbol} token`, symbol, metadataHash: pad('0x00', { size: 32 }) },
    block,
  );

export const graduation = (block: number, token: Address, pair: Address) =>
  logOf(
    launchFactoryAbi as Abi,
    BOOK.launchFactory,
    'Graduated',
    { token, pair, ethLiquidity: 10n ** 18n, tokenLiquidity: 10n ** 23n },
    block,
  );

/** A sell on `pair` through the router: the token's Transfer from the seller, the pair's Sync and Swap. */
export function pairSell(block: number, pair: Address, token: Address, wethIsToken0: boolean) {
  const tokens = 1_000n * 10n ** 18n;
  const eth = 10n ** 16n;
  const [r0, r1] = wethIsToken0 ? [10n ** 18n, 10n ** 23n] : [10n ** 23n, 10n ** 18n];
  const [in0, in1, out0, out1] = wethIsToken0 ? [0n, tokens, eth, 0n] : [tokens, 0n, 0n, eth];
  return [
    logOf(launchTokenAbi as Abi, token, 'Transfer', { from: ALICE, to: pair, value: tokens }, block),
    logOf(uniswapV2PairAbi as Abi, pair, 'Sync', { reserve0: r0, reserve1: r1 }, block),
    logOf(
      uniswapV2PairAbi as Abi,
      pair,
      'Swap',
      { sender: ROUTER, amount0In: in0, amount1In: in1, amount0Out: out0, amount1Out: out1, to: ROUTER },
      block,
    ),
  ];
}

type Query = 'factory' | 'pairs' | 'transfers' | 'header' | 'head';

export function fakeChain(startHead: number) {
  let head = startHead;
  const logs: Log[] = [];
  /** Requests per query and per block. */
  const asked: Record<Query, Map<number, number>> = {
    factory: new Map(),
    pairs: new Map(),
    transfers: new Map(),
    header: new Map(),
    head: new Map(),
  };
  const calls: { query: Query; fromBlock: bigint; toBlock: bigint }[] = [];
  let failNext: Partial<Record<Query, number>> = {};
  let watching = 0;
  let heldReads: (() => void)[] | undefined;

  const count = (query: Query, from: bigint, to: bigint) => {
    calls.push({ query, fromBlock: from, toBlock: to });
    for (let b = Number(from); b <= Number(to); b++) asked[query].set(b, (asked[query].get(b) ?? 0) + 1);
    if (failNext[query]) {
      failNext[query]! -= 1;
      throw Object.assign(new Error(`${query} read failed\nrequest body: …`), {
        shortMessage: `HTTP request failed (${query})`,
      });
    }
  };
  const filters: LiveLogFilter[] = [];
  const TRANSFER = toEventSelector(launchTokenAbi.find((e) => e.type === 'event' && e.name === 'Transfer')!);
  const queryOf = (filter: LiveLogFilter): Query =>
    !Array.isArray(filter.address) && filter.address.toLowerCase() === BOOK.launchFactory.toLowerCase()
      ? 'factory'
      : (filter.events ?? []).some((e) => toEventSelector(e) === TRANSFER)
        ? 'transfers'
        : 'pairs';
  const addressesOf = (filter: LiveLogFilter) => {
    const list = filter.address === undefined ? [] : Array.isArray(filter.address) ? filter.address : [filter.address];
    if (list.length === 0) throw new Error(`getLogs names no address: ${JSON.stringify(filter, (_k, v) => String(v))}`);
    return new Set(list.map((a) => a.toLowerCase()));
  };

  const client: LiveMarketClient = {
    async getLogs(filter) {
      if (heldReads) await new Promise<void>((resolve) => heldReads!.push(resolve));
      filters.push(filter);
      const addresses = addressesOf(filter);
      count(queryOf(filter), filter.fromBlock, filter.toBlock);
      const selectors = new Set((filter.events ?? []).map((e) => toEventSelector(e as AbiEvent)));
      return logs.filter(
        (l) =>
          l.blockNumber! >= filter.fromBlock &&
          l.blockNumber! <= filter.toBlock &&
          selectors.has(l.topics[0]!) &&
          addresses.has(l.address.toLowerCase()),
      );
    },
    async getBlock({ blockNumber }) {
      count('header', blockNumber, blockNumber);
      return { timestamp: 1_700_000_000n + blockNumber * 2n };
    },
    async getBlockNumber() {
      count('head', 0n, 0n);
      return BigInt(head);
    },
    // As viem's over HTTP: a poll every interval, the first one after an interval, reporting the head
    // whenever it changed (the first time too).
    watchBlockNumber({ onBlockNumber }) {
      watching += 1;
      let seen: number | undefined;
      const poll = () => {
        if (seen !== head) onBlockNumber(BigInt(head));
        seen = head;
      };
      const timer = setInterval(poll, POLL_MS);
      return () => {
        watching -= 1;
        clearInterval(timer);
      };
    },
  };

  return {
    client,
    asked,
    calls,
    /** Every log filter asked, in order. */
    filters,
    /** Mines a block holding `blockLogs` (each its own transaction, in order). */
    mine(...blockLogs: Log[]) {
      head += 1;
      blockLogs.forEach((l, index) => {
        logs.push({ ...l, blockNumber: BigInt(head), logIndex: index, transactionHash: txOf(nextTx++) } as Log);
      });
      return head;
    },
    /** Mines logs that belong to one transaction (a swap's Transfer, Sync and Swap). */
    mineOneTransaction(blockLogs: Log[]) {
      head += 1;
      const tx = txOf(nextTx++);
      blockLogs.forEach((l, index) => {
        logs.push({ ...l, blockNumber: BigInt(head), logIndex: index, transactionHash: tx } as Log);
      });
      return head;
    },
    fail(query: Query, times = 1) {
      failNext = { ...failNext, [query]: (failNext[query] ?? 0) + times };
    },
    /** Holds every log read until `release()`: the next heads come while a read is under way. */
    hold() {
      heldReads = [];
    },
    release() {
      const held = heldReads ?? [];
      heldReads = undefined;
      for (const resolve of held) resolve();
    },
    watching: () => watching,
    mostAskedOfOneBlock: (query: Query) => Math.max(0, ...asked[query].values()),
  };
}
