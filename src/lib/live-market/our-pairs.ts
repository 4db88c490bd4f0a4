/**
 * Which Uniswap V2 pairs are ours: the CREATE2 pair of wrapped ETH and a launched token. The live
 * market reads the Sync and Swap of these addresses only.
 */
import type { Address } from 'viem';
import type { PairInfo } from '@/lib/market-trades';
import { pairAddress } from '@/lib/pair-address';

export interface PairBook {
  weth: Address;
  uniswapV2Factory: Address;
}

/** What pairTradesFromLogs needs of a token's pair: the token and which side wrapped ETH is. */
export function pairInfoOf(book: PairBook, token: string): PairInfo {
  const lower = token.toLowerCase() as Address;
  // Uniswap orders a pair's two tokens by address.
  return { token: lower, wethIsToken0: book.weth.toLowerCase() < lower };
}

/** The token's pair address (lower-case) and its info. */
export function pairOf(book: PairBook, token: string): [string, PairInfo] {
  return [pairAddress(book.uniswapV2Factory, book.weth, token), pairInfoOf(book, token)];
}
