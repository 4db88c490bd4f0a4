import { NATIVE_ADDRESS } from '@interface/common';

/**
 * ETH ↔ WETH is a 1:1 wrap or unwrap through WETH9 (issue 11, "Wrapping"): no router, no fee, no
 * quote. Everything else is a swap through the service's quote and Router02.
 */
export type SwapKind = 'wrap' | 'unwrap' | 'swap';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function swapKindOf(tokenIn: string, tokenOut: string, weth: string): SwapKind {
  if (same(tokenIn, NATIVE_ADDRESS) && same(tokenOut, weth)) return 'wrap';
  if (same(tokenIn, weth) && same(tokenOut, NATIVE_ADDRESS)) return 'unwrap';
  return 'swap';
}
