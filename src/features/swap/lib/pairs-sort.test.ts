import { NATIVE_ADDRESS } from '@interface/common';
import type { Pair } from '@interface/swap';
import { describe, expect, it } from 'vitest';
import { PAIRS_PER_PAGE, pageOf, sortPairs, swapOfPair } from './pairs-sort';

const token = (address: string, symbol: string) => ({ address, symbol, name: symbol, decimals: 18 });
const pair = (n: number, liquidity: number, volume: number, token0 = `0x${'1'.repeat(40)}`): Pair => ({
  address: `0x${String(n).padStart(40, '0')}`,
  token0: token(token0, 'A'),
  token1: token(NATIVE_ADDRESS, 'ETH'),
  liquidity_usd: liquidity,
  reserve0: '1',
  reserve1: '1',
  volume_24h: volume,
  fee_tier: 0.003,
});

describe('pairs', () => {
  it('sorts by liquidity or by volume, largest first, ties in the service’s order', () => {
    const pairs = [pair(1, 30, 1), pair(2, 20, 5), pair(3, 10, 5)];
    expect(sortPairs(pairs, 'liquidity').map((p) => p.liquidity_usd)).toEqual([30, 20, 10]);
    expect(sortPairs(pairs, 'volume').map((p) => p.address.slice(-1))).toEqual(['2', '3', '1']);
  });

  it('pages ten at a time, clamping a page out of range', () => {
    const pairs = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(pairs, 3)).toEqual({ items: [20, 21, 22], page: 3, totalPages: 3 });
    expect(pageOf(pairs, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, totalPages: 1 });
    expect(pageOf(pairs, 1).items).toHaveLength(PAIRS_PER_PAGE);
  });

  it('turns a pair into a swap from ETH when it has ETH', () => {
    expect(swapOfPair(pair(1, 1, 1))).toEqual({ tokenIn: NATIVE_ADDRESS, tokenOut: `0x${'1'.repeat(40)}` });
  });
});
