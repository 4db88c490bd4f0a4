import { toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { uniswapV2Router02Abi } from './abis';
import { UNISWAP_V2_ROUTER02_SWAP_ABI } from './router02-swap-abi';

/** The Router02 selectors, as published (keccak of the signatures). */
const PUBLISHED_SELECTORS = {
  swapExactETHForTokens: '0x7ff36ab5',
  swapExactTokensForETH: '0x18cbafe5',
  swapExactTokensForTokens: '0x38ed1739',
  swapETHForExactTokens: '0xfb3bdb41',
  swapTokensForExactETH: '0x4a25d94a',
  swapTokensForExactTokens: '0x8803dbee',
} as const;

const shape = (item: { name: string; stateMutability: string; inputs: readonly { name: string; type: string }[] }) => ({
  name: item.name,
  stateMutability: item.stateMutability,
  inputs: item.inputs.map(({ name, type }) => ({ name, type })),
});

describe('UNISWAP_V2_ROUTER02_SWAP_ABI', () => {
  it('is the six swap functions of the deployed Router02 artifact, inputs and mutability alike', () => {
    for (const item of UNISWAP_V2_ROUTER02_SWAP_ABI) {
      const deployed = uniswapV2Router02Abi.find((entry) => entry.type === 'function' && entry.name === item.name);
      expect(deployed && shape(deployed as typeof item)).toEqual(shape(item));
    }
  });

  it('has the published selectors', () => {
    const selectors = Object.fromEntries(UNISWAP_V2_ROUTER02_SWAP_ABI.map((f) => [f.name, toFunctionSelector(f)]));
    expect(selectors).toEqual(PUBLISHED_SELECTORS);
  });
});
