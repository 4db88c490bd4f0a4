/**
 * A Uniswap V2 pair's Swap against wrapped ETH, read from the trader's side: which way it went and
 * how much ETH and how much token moved, with the reserves of the Sync that came with it. One reading
 * for the services' indexer and the app's chart and live market, so both call a trade the same.
 */
export interface PairSwapAmounts {
  amount0In: bigint;
  amount1In: bigint;
  amount0Out: bigint;
  amount1Out: bigint;
}

export interface PairReserves {
  reserve0: bigint;
  reserve1: bigint;
}

export interface PairSwap {
  /** A buy pays wrapped ETH in; a sell takes it out. */
  side: 'buy' | 'sell';
  /** Wrapped ETH in (buy) or out (sell), in wei. */
  ethAmount: bigint;
  /** The token out (buy) or in (sell), in its base units. */
  tokenAmount: bigint;
  /** Both reserves after the swap, in the trader's terms. */
  reserveEth: bigint;
  reserveToken: bigint;
}

export function readPairSwap(swap: PairSwapAmounts, reserves: PairReserves, wethIsToken0: boolean): PairSwap {
  const [wethIn, wethOut, tokenIn, tokenOut] = wethIsToken0
    ? [swap.amount0In, swap.amount0Out, swap.amount1In, swap.amount1Out]
    : [swap.amount1In, swap.amount1Out, swap.amount0In, swap.amount0Out];
  const [reserveEth, reserveToken] = wethIsToken0
    ? [reserves.reserve0, reserves.reserve1]
    : [reserves.reserve1, reserves.reserve0];
  const buy = wethIn > 0n;
  return {
    side: buy ? 'buy' : 'sell',
    ethAmount: buy ? wethIn : wethOut,
    tokenAmount: buy ? tokenOut : tokenIn,
    reserveEth,
    reserveToken,
  };
}
