/**
 * Trades through a graduated token's Uniswap pair, told apart from plain transfers: the router moves
 * the tokens between the address and the pair (a sell: address → pair; a buy: pair → address) in the
 * same transaction as the pair's Swap, whose wrapped-ETH side is the ETH of the trade.
 */
import type { ProfileTrade } from './trades';

export interface TokenTransfer {
  /** Lower-case token address. */
  token: string;
  from: string;
  to: string;
  value: bigint;
  blockNumber: bigint;
  logIndex: number;
  txHash: `0x${string}`;
}

export interface PairSwap {
  /** Lower-case pair address. */
  pair: string;
  amount0In: bigint;
  amount1In: bigint;
  amount0Out: bigint;
  amount1Out: bigint;
  txHash: `0x${string}`;
}

/** The transfers that move a token between `address` and that token's pair. */
export function transfersWithPair(
  transfers: readonly TokenTransfer[],
  address: string,
  pairOf: (token: string) => string,
): TokenTransfer[] {
  const me = address.toLowerCase();
  return transfers.filter((t) => {
    const pair = pairOf(t.token);
    return (t.from === me && t.to === pair) || (t.from === pair && t.to === me);
  });
}

/**
 * The trades those transfers were, each matched with its pair's Swap in the same transaction. A
 * transfer to the pair without a Swap (someone adding liquidity, or a donation) is no trade.
 */
export function pairTradesOf(
  transfers: readonly TokenTransfer[],
  swaps: readonly PairSwap[],
  address: string,
  pairOf: (token: string) => string,
  weth: string,
): ProfileTrade[] {
  const me = address.toLowerCase();
  const wethLower = weth.toLowerCase();
  const trades: ProfileTrade[] = [];
  for (const t of transfers) {
    const pair = pairOf(t.token);
    const swap = swaps.find((s) => s.pair === pair && s.txHash === t.txHash);
    if (!swap) continue;
    const wethIsToken0 = wethLower < t.token;
    const [wethIn, wethOut] = wethIsToken0 ? [swap.amount0In, swap.amount0Out] : [swap.amount1In, swap.amount1Out];
    const side = t.to === me ? 'buy' : 'sell';
    trades.push({
      token: t.token,
      market: 'pair',
      side,
      eth: side === 'buy' ? wethIn : wethOut,
      tokens: t.value,
      blockNumber: t.blockNumber,
      logIndex: t.logIndex,
      txHash: t.txHash,
    });
  }
  return trades;
}
