import { launchFactoryAbi } from '@interface/contracts/abis';
import { LOCAL_ADDRESSES } from '@interface/contracts/addresses';
import { curvePrice } from '@interface/market/curve';
import {
  type Abi,
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  getAddress,
  type Hash,
  type Hex,
  type Log,
  pad,
  toHex,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { type BlockHeader, type HistoryChain, type LogFilter, readPriceHistory } from './read-price-history';
import { type HistoryStore, memoryHistoryStore, saveHistory } from './read-price-history-cache';

const CHAIN_ID = LOCAL_ADDRESSES.chainId;
const FACTORY = LOCAL_ADDRESSES.launchFactory;
const TOKEN = getAddress('0x00000000000000000000000000000000000000aa');
const OTHER = getAddress('0x00000000000000000000000000000000000000ab');
const ALICE = getAddress('0x000000000000000000000000000000000000a11c');
const START = BigInt(LOCAL_ADDRESSES.startBlock);
const hashOf = (n: bigint, fork = 0) => pad(toHex(n * 10n + BigInt(fork)), { size: 32 }) as Hash;
const timeOf = (n: bigint) => 1_768_000_000n + n * 12n;

function logOf(eventName: string, args: Record<string, unknown>, block: bigint, index: number, stamped: boolean): Log {
  const event = (launchFactoryAbi as Abi).find((item) => item.type === 'event' && item.name === eventName);
  if (event?.type !== 'event') throw new Error(eventName);
  const plain = event.inputs.filter((input) => !input.indexed);
  return {
    address: FACTORY,
    topics: encodeEventTopics({ abi: [event], eventName, args } as never) as Log['topics'],
    data: encodeAbiParameters(
      plain,
      plain.map((input) => args[input.name!]),
    ),
    blockNumber: block,
    logIndex: index,
    transactionHash: hashOf(block * 100n + BigInt(index)),
    transactionIndex: 0,
    blockHash: hashOf(block),
    removed: false,
    ...(stamped ? { blockTimestamp: timeOf(block) } : {}),
  } as Log;
}

const virtualTokens = 1_000_000_000n * 10n ** 18n;
const tradeLog = (token: Address, block: bigint, virtualEth: bigint, stamped = true) =>
  logOf(
    'Trade',
    {
      token,
      trader: ALICE,
      isBuy: true,
      tokenAmount: 10n ** 18n,
      ethAmount: 10n ** 17n,
      fee: 0n,
      virtualEth,
      virtualTokens,
    },
    block,
    1,
    stamped,
  );
const launchLog = (block: bigint) =>
  logOf(
    'Launched',
    { token: TOKEN, creator: ALICE, name: 'Otter', symbol: 'OTR', metadataHash: pad('0x1') },
    block,
    0,
    true,
  );

/** A chain of `head` blocks holding `logs`; `fork` changes every hash (a reorg). Records each log read. */
function fakeChain(head: bigint, logs: Log[], fork = 0) {
  const reads: LogFilter[] = [];
  const headers: bigint[] = [];
  const header = (n: bigint): BlockHeader => ({ number: n, hash: hashOf(n, fork), timestamp: timeOf(n) });
  const chain: HistoryChain = {
    latest: async () => header(head),
    header: async (n) => {
      headers.push(n);
      return header(n);
    },
    logs: async (filter) => {
      reads.push(filter);
      const addresses = [filter.address].flat().map((a) => a.toLowerCase());
      const [first, second] = filter.topics as [Hex[], Hex | undefined];
      return logs.filter(
        (log) =>
          addresses.includes(log.address.toLowerCase()) &&
          first.includes(log.topics[0]!) &&
          (second === undefined || log.topics[1] === second) &&
          log.blockNumber! >= filter.fromBlock &&
          log.blockNumber! <= filter.toBlock,
      );
    },
    graduated: async () => false,
    pairOf: async () => getAddress('0x00000000000000000000000000000000000000bb'),
  };
  return { chain, reads, headers };
}

const read = (chain: HistoryChain, store: HistoryStore) =>
  readPriceHistory(chain, {
    chainId: CHAIN_ID,
    token: TOKEN,
    // Long before the chain's blocks: the launch search goes down to the contracts' first block.
    createdAt: new Date(Number(timeOf(START)) * 1000).toISOString(),
    store,
    now: () => 0,
  });

describe('readPriceHistory', () => {
  const launchAt = START + 2n;
  const logs = [
    launchLog(launchAt),
    tradeLog(TOKEN, launchAt, 31n * 10n ** 17n),
    tradeLog(OTHER, START + 5n, 99n * 10n ** 17n),
    tradeLog(TOKEN, START + 9n, 32n * 10n ** 17n, false),
  ];

  it('reads the token’s trades only, oldest first, with their blocks’ times', async () => {
    const { chain, headers } = fakeChain(START + 20n, logs);
    const history = await read(chain, memoryHistoryStore());

    expect(history.trades.map((t) => [t.blockNumber, t.priceEth, t.timestamp])).toEqual([
      [launchAt, curvePrice({ virtualEth: 31n * 10n ** 17n, virtualTokens }), Number(timeOf(launchAt))],
      [START + 9n, curvePrice({ virtualEth: 32n * 10n ** 17n, virtualTokens }), Number(timeOf(START + 9n))],
    ]);
    expect(history.graduation).toBeNull();
    expect(history.block).toBe(START + 20n);
    // The log without a blockTimestamp had its block's header read.
    expect(headers).toContain(START + 9n);
  });

  it('reads the newest range without waiting for the launch search, which is not needed when the launch is in it', async () => {
    // Every log stamped with its block's time: a header read now could only be the launch search's.
    const stamped = [
      launchLog(launchAt),
      tradeLog(TOKEN, launchAt, 31n * 10n ** 17n),
      tradeLog(TOKEN, START + 9n, 32n * 10n ** 17n),
    ];
    const { chain, reads } = fakeChain(START + 20n, stamped);
    chain.header = async () => {
      throw new Error('a header read: the launch search');
    };

    const history = await read(chain, memoryHistoryStore());

    expect(history.trades.map((t) => t.blockNumber)).toEqual([launchAt, START + 9n]);
    expect(reads[0]?.fromBlock).toBe(START);
  });

  it('reads only the blocks above the cached ones on a return visit', async () => {
    const store = memoryHistoryStore();
    await read(fakeChain(START + 20n, logs).chain, store);

    const later = fakeChain(START + 30n, [...logs, tradeLog(TOKEN, START + 25n, 33n * 10n ** 17n)]);
    const history = await read(later.chain, store);

    expect(later.reads.every((r) => r.fromBlock > START + 20n)).toBe(true);
    expect(history.trades.map((t) => t.blockNumber)).toEqual([launchAt, START + 9n, START + 25n]);
  });

  it('reads nothing when no block is new', async () => {
    const store = memoryHistoryStore();
    await read(fakeChain(START + 20n, logs).chain, store);
    const again = fakeChain(START + 20n, logs);
    expect((await read(again.chain, store)).trades).toHaveLength(2);
    expect(again.reads).toEqual([]);
  });

  it('drops the cache and reads it all again when the covered block changed (a reorg)', async () => {
    const store = memoryHistoryStore();
    await read(fakeChain(START + 20n, logs).chain, store);

    // The fork lost the trade of block START+9.
    const forked = fakeChain(START + 22n, logs.slice(0, 3), 1);
    const history = await read(forked.chain, store);

    expect(forked.reads.some((r) => r.fromBlock <= launchAt)).toBe(true);
    expect(history.trades.map((t) => t.blockNumber)).toEqual([launchAt]);
  });
});

describe('saveHistory', () => {
  it('keeps the most recently saved tokens only', async () => {
    const store = memoryHistoryStore();
    for (const [index, key] of ['a', 'b', 'c'].entries()) {
      await saveHistory(
        store,
        { key, trades: [], graduation: null, coveredBlock: 1n, coveredHash: hashOf(1n), savedAt: index },
        2,
      );
    }
    expect((await store.entries()).map((e) => e.key).sort()).toEqual(['b', 'c']);
  });
});
