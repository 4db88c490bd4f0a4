import { NATIVE_ADDRESS } from '@interface/common';
import type { Pair } from '@interface/swap';

export type PairSort = 'liquidity' | 'volume';
export const PAIRS_PER_PAGE = 10;

/** The pairs by the chosen column, largest first; ties keep the service's order (liquidity). */
export function sortPairs(pairs: readonly Pair[], sort: PairSort): Pair[] {
  const key = (p: Pair) => (sort === 'liquidity' ? p.liquidity_usd : p.volume_24h);
  return pairs
    .map((pair, index) => ({ pair, index }))
    .sort((a, b) => key(b.pair) - key(a.pair) || a.index - b.index)
    .map((entry) => entry.pair);
}

export function pageOf<T>(items: readonly T[], page: number): { items: T[]; page: number; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(items.length / PAIRS_PER_PAGE));
  const current = Math.min(Math.max(1, page), totalPages);
  return { items: items.slice((current - 1) * PAIRS_PER_PAGE, current * PAIRS_PER_PAGE), page: current, totalPages };
}

/** A pair as a swap: from ETH when one side is ETH (what most traders hold), else token0 to token1. */
export function swapOfPair(pair: Pair): { tokenIn: string; tokenOut: string } {
  const [a, b] = [pair.token0.address.toLowerCase(), pair.token1.address.toLowerCase()];
  return b === NATIVE_ADDRESS ? { tokenIn: b, tokenOut: a } : { tokenIn: a, tokenOut: b };
}
