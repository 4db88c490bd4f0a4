/**
 * The six swap functions of Uniswap V2 Router02 that a quote can become: what the swap service
 * encodes and what the app decodes and checks before any wallet prompt. Written out by hand rather
 * than taken from the generated `uniswapV2Router02Abi` so the app's swap chunk carries six entries,
 * not the whole router; a test holds it equal to the generated artifact.
 */
const exactInputs = [
  { name: 'amountIn', type: 'uint256' },
  { name: 'amountOutMin', type: 'uint256' },
] as const;
const exactOutputs = [
  { name: 'amountOut', type: 'uint256' },
  { name: 'amountInMax', type: 'uint256' },
] as const;
const routeInputs = [
  { name: 'path', type: 'address[]' },
  { name: 'to', type: 'address' },
  { name: 'deadline', type: 'uint256' },
] as const;
const amountsOutput = [{ name: 'amounts', type: 'uint256[]' }] as const;

export const UNISWAP_V2_ROUTER02_SWAP_ABI = [
  {
    type: 'function',
    name: 'swapExactETHForTokens',
    stateMutability: 'payable',
    inputs: [exactInputs[1], ...routeInputs],
    outputs: amountsOutput,
  },
  {
    type: 'function',
    name: 'swapExactTokensForETH',
    stateMutability: 'nonpayable',
    inputs: [...exactInputs, ...routeInputs],
    outputs: amountsOutput,
  },
  {
    type: 'function',
    name: 'swapExactTokensForTokens',
    stateMutability: 'nonpayable',
    inputs: [...exactInputs, ...routeInputs],
    outputs: amountsOutput,
  },
  {
    type: 'function',
    name: 'swapETHForExactTokens',
    stateMutability: 'payable',
    inputs: [exactOutputs[0], ...routeInputs],
    outputs: amountsOutput,
  },
  {
    type: 'function',
    name: 'swapTokensForExactETH',
    stateMutability: 'nonpayable',
    inputs: [...exactOutputs, ...routeInputs],
    outputs: amountsOutput,
  },
  {
    type: 'function',
    name: 'swapTokensForExactTokens',
    stateMutability: 'nonpayable',
    inputs: [...exactOutputs, ...routeInputs],
    outputs: amountsOutput,
  },
] as const;

export type Router02SwapFunctionName = (typeof UNISWAP_V2_ROUTER02_SWAP_ABI)[number]['name'];
