import { NATIVE_ADDRESS } from '@interface/common';
import type { Quote } from '@interface/swap';
import { parseEther, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { swapKindOf } from './swap-kind';
import { swapView } from './swap-view';

const USDC = { address: `0x${'c'.repeat(40)}`, symbol: 'USDC', decimals: 6 };
const ETH = { address: NATIVE_ADDRESS, symbol: 'ETH', decimals: 18 };
const quote: Quote = {
  amountIn: parseEther('2').toString(),
  amountOut: parseUnits('5000', 6).toString(),
  executionRate: '2500',
  spotRate: '2510',
  path: [NATIVE_ADDRESS, USDC.address],
  priceImpact: 0.012,
  lpFee: parseEther('0.006').toString(),
  metadata: { lpFeePercent: 0.3, routerAddress: USDC.address, slippageBps: 100 },
};
const symbolOf = (a: string) => (a === NATIVE_ADDRESS ? 'ETH' : 'USDC');

describe('swapView', () => {
  it('shows the route, fee, the minimum at the slippage and the rate both ways', () => {
    const view = swapView(quote, { tokenIn: ETH, tokenOut: USDC }, 'in', 100, symbolOf);
    expect(view).toMatchObject({
      route: 'ETH → USDC',
      lpFee: '0.006 ETH',
      lpFeeLabel: 'LP fee (0.3%)',
      boundLabel: 'Minimum received',
      bound: '4950 USDC',
      rate: '1 ETH = 2.5K USDC',
      inverseRate: '1 USDC = 0.0004 ETH',
    });
  });

  it('shows the maximum sold for an exact output, rounded up', () => {
    const view = swapView(quote, { tokenIn: ETH, tokenOut: USDC }, 'out', 33, symbolOf);
    expect(view.boundLabel).toBe('Maximum sold');
    expect(view.bound).toBe('2.0066 ETH');
  });

  it('rounds a minimum received down and a maximum sold up, never the other way', () => {
    // 1.0000005 USDC… at 6 decimals there is nothing to round: take an 18-decimal output instead.
    const odd: Quote = { ...quote, amountIn: '1000000000000000001', amountOut: '3333333333333333333' };
    const TICK = { address: USDC.address, symbol: 'TICK', decimals: 18 };
    // 3.333333333333333333 less 1% = 3.29999999999999999967: shown 3.299999, never 3.3.
    expect(swapView(odd, { tokenIn: ETH, tokenOut: TICK }, 'in', 100, symbolOf).bound).toBe('3.299999 TICK');
    // 1.000000000000000001 plus 1% = 1.01000000000000000101: shown 1.010001, never 1.01.
    expect(swapView(odd, { tokenIn: ETH, tokenOut: TICK }, 'out', 100, symbolOf).bound).toBe('1.010001 ETH');
  });
});

describe('swapKindOf', () => {
  const WETH = `0x${'e'.repeat(40)}`;
  it('wraps ETH into WETH and back, and swaps everything else', () => {
    expect(swapKindOf(NATIVE_ADDRESS, WETH.toUpperCase().replace('0X', '0x'), WETH)).toBe('wrap');
    expect(swapKindOf(WETH, NATIVE_ADDRESS, WETH)).toBe('unwrap');
    expect(swapKindOf(NATIVE_ADDRESS, USDC.address, WETH)).toBe('swap');
    expect(swapKindOf(WETH, USDC.address, WETH)).toBe('swap');
  });
});
