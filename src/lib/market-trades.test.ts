import { launchFactoryAbi, launchTokenAbi, uniswapV2PairAbi } from '@interface/contracts/abis';
import { curvePrice } from '@interface/market/curve';
import {
  type Abi,
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  getAddress,
  type Hash,
  type Log,
  pad,
  toHex,
} from 'viem';
import { describe, expect, it } from 'vitest';
import {
  byChainOrder,
  curveTradesFromLogs,
  graduationsFromLogs,
  launchesFromLogs,
  type PairInfo,
  pairTradesFromLogs,
} from './market-trades';

const FACTORY = getAddress('0x00000000000000000000000000000000000000fa');
const TOKEN = getAddress('0x00000000000000000000000000000000000000aa');
const PAIR = getAddress('0x00000000000000000000000000000000000000bb');
const ROUTER = getAddress('0x00000000000000000000000000000000000000cc');
const ALICE = getAddress('0x000000000000000000000000000000000000a11c');
const BOB = getAddress('0x0000000000000000000000000000000000000b0b');
const txOf = (n: number) => pad(toHex(n), { size: 32 }) as Hash;

/** A mined log of `eventName` from `abi`, emitted by `address`, as eth_getLogs returns it. */
function logOf(
  abi: Abi,
  address: Address,
  eventName: string,
  args: Record<string, unknown>,
  at: { block: number; index: number; tx: number },
): Log {
  const event = abi.find((item) => item.type === 'event' && item.name === eventName);
  if (event?.type !== 'event') throw new Error(eventName);
  const topics = encodeEventTopics({ abi: [event], eventName, args } as never);
  const plain = event.inputs.filter((input) => !input.indexed);
  return {
    address,
    topics: topics as Log['topics'],
    data: encodeAbiParameters(
      plain,
      plain.map((input) => args[input.name!]),
    ),
    blockNumber: BigInt(at.block),
    logIndex: at.index,
    transactionHash: txOf(at.tx),
    transactionIndex: 0,
    blockHash: txOf(at.block + 1000),
    removed: false,
  } as Log;
}

const trade = (isBuy: boolean, at: { block: number; index: number; tx: number }, virtualEth = 30n * 10n ** 18n) =>
  logOf(
    launchFactoryAbi,
    FACTORY,
    'Trade',
    {
      token: TOKEN,
      trader: ALICE,
      isBuy,
      tokenAmount: 5n * 10n ** 18n,
      ethAmount: 10n ** 17n,
      fee: 10n ** 15n,
      virtualEth,
      virtualTokens: 1_000_000_000n * 10n ** 18n,
    },
    at,
  );

describe('curve trades', () => {
  it('reads each Trade event with its side, amounts and the price after it, oldest first', () => {
    const trades = curveTradesFromLogs([
      trade(false, { block: 9, index: 2, tx: 2 }),
      trade(true, { block: 9, index: 0, tx: 1 }),
    ]);
    expect(trades.map((t) => [t.side, t.logIndex])).toEqual([
      ['buy', 0],
      ['sell', 2],
    ]);
    expect(trades[0]).toMatchObject({
      token: TOKEN.toLowerCase(),
      trader: ALICE.toLowerCase(),
      market: 'curve',
      ethAmount: 10n ** 17n,
      tokenAmount: 5n * 10n ** 18n,
      blockNumber: 9n,
      txHash: txOf(1),
    });
    expect(trades[0]!.priceEth).toBe(
      curvePrice({ virtualEth: 30n * 10n ** 18n, virtualTokens: 1_000_000_000n * 10n ** 18n }),
    );
  });

  it('ignores other events and pending logs', () => {
    const pending = { ...trade(true, { block: 1, index: 0, tx: 1 }), blockNumber: null } as unknown as Log;
    const launched = logOf(
      launchFactoryAbi,
      FACTORY,
      'Launched',
      { token: TOKEN, creator: BOB, name: 'Tick', symbol: 'TICK', metadataHash: txOf(7) },
      { block: 3, index: 1, tx: 3 },
    );
    expect(curveTradesFromLogs([pending, launched])).toEqual([]);
    expect(launchesFromLogs([launched])).toEqual([
      {
        token: TOKEN.toLowerCase(),
        creator: BOB.toLowerCase(),
        name: 'Tick',
        symbol: 'TICK',
        blockNumber: 3n,
        logIndex: 1,
        txHash: txOf(3),
      },
    ]);
  });

  it('reads graduations as token → pair', () => {
    const graduated = logOf(
      launchFactoryAbi,
      FACTORY,
      'Graduated',
      { token: TOKEN, pair: PAIR, ethLiquidity: 1n, tokenLiquidity: 2n },
      { block: 5, index: 4, tx: 5 },
    );
    expect(graduationsFromLogs([graduated])).toEqual([
      { token: TOKEN.toLowerCase(), pair: PAIR.toLowerCase(), blockNumber: 5n, logIndex: 4, txHash: txOf(5) },
    ]);
  });
});

describe('pair trades', () => {
  // WETH sorts after the token here: the token is token0, wrapped ETH token1.
  const pairs = new Map<string, PairInfo>([
    [PAIR.toLowerCase(), { token: TOKEN.toLowerCase() as Address, wethIsToken0: false }],
  ]);
  const sync = (reserve0: bigint, reserve1: bigint, at: { block: number; index: number; tx: number }) =>
    logOf(uniswapV2PairAbi, PAIR, 'Sync', { reserve0, reserve1 }, at);
  const swap = (
    amounts: [bigint, bigint, bigint, bigint],
    to: Address,
    at: { block: number; index: number; tx: number },
  ) =>
    logOf(
      uniswapV2PairAbi,
      PAIR,
      'Swap',
      {
        sender: ROUTER,
        amount0In: amounts[0],
        amount1In: amounts[1],
        amount0Out: amounts[2],
        amount1Out: amounts[3],
        to,
      },
      at,
    );
  const transfer = (from: Address, to: Address, value: bigint, at: { block: number; index: number; tx: number }) =>
    logOf(launchTokenAbi, TOKEN, 'Transfer', { from, to, value }, at);

  it('reads a buy: ETH in, tokens out to the buyer, the price from the reserves after it', () => {
    const logs = [
      transfer(PAIR, BOB, 700n, { block: 20, index: 1, tx: 9 }),
      sync(9_300n, 2_000n, { block: 20, index: 2, tx: 9 }),
      swap([0n, 100n, 700n, 0n], BOB, { block: 20, index: 3, tx: 9 }),
    ];
    expect(pairTradesFromLogs(logs, pairs)).toEqual([
      {
        token: TOKEN.toLowerCase(),
        market: 'pair',
        side: 'buy',
        trader: BOB.toLowerCase(),
        ethAmount: 100n,
        tokenAmount: 700n,
        priceEth: 2_000 / 9_300,
        blockNumber: 20n,
        logIndex: 3,
        txHash: txOf(9),
      },
    ]);
  });

  it('names the seller from the token moved to the pair, not the router the Swap pays', () => {
    const logs = [
      transfer(ALICE, PAIR, 500n, { block: 21, index: 0, tx: 10 }),
      sync(10_500n, 1_900n, { block: 21, index: 1, tx: 10 }),
      swap([500n, 0n, 0n, 90n], ROUTER, { block: 21, index: 2, tx: 10 }),
    ];
    expect(pairTradesFromLogs(logs, pairs)[0]).toMatchObject({
      side: 'sell',
      trader: ALICE.toLowerCase(),
      ethAmount: 90n,
      tokenAmount: 500n,
      priceEth: 1_900 / 10_500,
    });
  });

  it('falls back to the Swap’s own addresses without a Transfer, and skips unknown pairs and Syncs without a Swap', () => {
    const other = '0x00000000000000000000000000000000000000dd' as Address;
    const logs = [
      sync(1n, 1n, { block: 30, index: 0, tx: 11 }),
      logOf(uniswapV2PairAbi, other, 'Sync', { reserve0: 5n, reserve1: 5n }, { block: 30, index: 1, tx: 12 }),
      sync(9_000n, 2_100n, { block: 31, index: 0, tx: 13 }),
      swap([0n, 50n, 300n, 0n], BOB, { block: 31, index: 1, tx: 13 }),
    ];
    const trades = pairTradesFromLogs(logs, pairs);
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({ trader: BOB.toLowerCase(), txHash: txOf(13), priceEth: 2_100 / 9_000 });
  });

  it('never prices a Swap with another transaction’s Sync', () => {
    const logs = [
      sync(9_000n, 2_100n, { block: 40, index: 0, tx: 14 }),
      swap([0n, 50n, 300n, 0n], BOB, { block: 41, index: 0, tx: 15 }),
    ];
    expect(pairTradesFromLogs(logs, pairs)).toEqual([]);
  });
});

it('orders by block, then log index', () => {
  const a = { blockNumber: 2n, logIndex: 5 };
  const b = { blockNumber: 3n, logIndex: 0 };
  const c = { blockNumber: 3n, logIndex: 1 };
  expect([c, a, b].sort(byChainOrder)).toEqual([a, b, c]);
});
