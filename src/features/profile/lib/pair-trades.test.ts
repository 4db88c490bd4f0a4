import { describe, expect, it } from 'vitest';
import { type PairSwap, pairTradesOf, type TokenTransfer, transfersWithPair } from './pair-trades';
import { fillsByToken, newestFirst } from './trades';

const ME = '0x00000000000000000000000000000000000a11ce';
const OTHER = '0x00000000000000000000000000000000000b0b00';
const WETH = '0x1000000000000000000000000000000000000000';
// Sorts after WETH: WETH is the pair's token0.
const TOKEN = '0x9000000000000000000000000000000000000000';
const PAIR = '0x5000000000000000000000000000000000000000';
const pairOf = () => PAIR;
const hash = (i: number) => `0x${i.toString(16).padStart(64, '0')}` as const;

const transfer = (i: number, from: string, to: string, value: bigint): TokenTransfer => ({
  token: TOKEN,
  from,
  to,
  value,
  blockNumber: BigInt(i),
  logIndex: 1,
  txHash: hash(i),
});
const swap = (i: number, amounts: Partial<PairSwap>): PairSwap => ({
  pair: PAIR,
  amount0In: 0n,
  amount1In: 0n,
  amount0Out: 0n,
  amount1Out: 0n,
  txHash: hash(i),
  ...amounts,
});

describe('pair trades', () => {
  const transfers = [
    transfer(1, PAIR, ME, 500n), // a buy through the router
    transfer(2, ME, PAIR, 200n), // a sell
    transfer(3, OTHER, ME, 50n), // a gift: not with the pair
    transfer(4, ME, PAIR, 10n), // tokens sent to the pair without a swap (liquidity, a donation)
  ];

  it('keeps only the transfers between the address and the token’s pair', () => {
    expect(transfersWithPair(transfers, ME, pairOf).map((t) => t.txHash)).toEqual([hash(1), hash(2), hash(4)]);
  });

  it('makes a trade of each one whose transaction swapped on the pair, with the wrapped-ETH side as its ETH', () => {
    const swaps = [swap(1, { amount0In: 7n, amount1Out: 500n }), swap(2, { amount1In: 200n, amount0Out: 3n })];
    const trades = pairTradesOf(transfersWithPair(transfers, ME, pairOf), swaps, ME, pairOf, WETH);
    expect(trades.map((t) => [t.side, t.eth, t.tokens, t.market])).toEqual([
      ['buy', 7n, 500n, 'pair'],
      ['sell', 3n, 200n, 'pair'],
    ]);
    expect(trades.sort(newestFirst).map((t) => t.txHash)).toEqual([hash(2), hash(1)]);
    expect(fillsByToken(trades).get(TOKEN)).toHaveLength(2);
  });

  it('reads the wrapped-ETH side as token1 when WETH sorts after the token', () => {
    const low = '0x0000000000000000000000000000000000000123';
    const buy = { ...transfer(5, PAIR, ME, 9n), token: low };
    const trades = pairTradesOf([buy], [swap(5, { amount1In: 4n, amount0Out: 9n })], ME, pairOf, WETH);
    expect(trades[0]).toMatchObject({ side: 'buy', eth: 4n, tokens: 9n });
  });
});
