import { NATIVE_ADDRESS } from '@interface/common';
import type { Quote } from '@interface/swap';
import { parseEther, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { swapKindOf } from './swap-kind';
import { formatTokenAmount, swapView } from './swap-view';

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
});

describe('formatTokenAmount', () => {
  it('truncates, never rounds up, and marks dust', () => {
    expect(formatTokenAmount(parseEther('1.23456789'), 18)).toBe('1.234567');
    expect(formatTokenAmount(parseEther('1'), 18)).toBe('1');
    expect(formatTokenAmount(1n, 18)).toBe('<0.000001');
    expect(formatTokenAmount(0n, 18)).toBe('0');
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
