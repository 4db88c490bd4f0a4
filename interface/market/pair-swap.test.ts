import { describe, expect, it } from 'vitest';
import { readPairSwap } from './pair-swap';

const reserves = { reserve0: 10n, reserve1: 2_000n };

describe('readPairSwap', () => {
  it('reads a buy with WETH as token0: ETH in, tokens out, reserves as ETH and token', () => {
    const swap = { amount0In: 3n, amount1In: 0n, amount0Out: 0n, amount1Out: 500n };
    expect(readPairSwap(swap, reserves, true)).toEqual({
      side: 'buy',
      ethAmount: 3n,
      tokenAmount: 500n,
      reserveEth: 10n,
      reserveToken: 2_000n,
    });
  });

  it('reads a sell with WETH as token1: tokens in, ETH out, reserves turned round', () => {
    const swap = { amount0In: 400n, amount1In: 0n, amount0Out: 0n, amount1Out: 2n };
    expect(readPairSwap(swap, reserves, false)).toEqual({
      side: 'sell',
      ethAmount: 2n,
      tokenAmount: 400n,
      reserveEth: 2_000n,
      reserveToken: 10n,
    });
  });
});
