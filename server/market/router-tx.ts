/**
 * The ready-to-sign Uniswap V2 Router02 call for a quote (decisions.md, "Swap service", `transaction`).
 */
import { type Address, encodeFunctionData, type Hex, isAddress } from 'viem';
import { NATIVE_ADDRESS } from '../../interface/common';
import { UNISWAP_V2_ROUTER02_SWAP_ABI } from '../../interface/contracts/router02-swap-abi';
import { maximumAmountInFor, minimumAmountOutFor } from '../../interface/market/bounds';
import type { SwapTransaction } from '../../interface/swap';

/** decisions.md: the transaction's deadline is 20 minutes after the quote. */
export const SWAP_DEADLINE_SECONDS = 20n * 60n;

/**
 * Fixed gas limit, a generous ceiling for a V2 swap including the WETH wrap or unwrap and a first balance
 * write (1 hop: 180k, 2 hops: 260k). Unused gas is not charged, so erring high is harmless; too low would revert.
 */
const SWAP_GAS_BASE = 100_000n;
const SWAP_GAS_PER_HOP = 80_000n;

/** The quote fields the transaction needs; a SwapQuote (quote.ts) or the public Quote both fit. */
export interface SwapTxQuote {
  amountIn: string;
  amountOut: string;
  minimumAmountOut?: string;
  maximumAmountIn?: string;
  path: readonly string[];
  metadata: { slippageBps: number };
}

export interface SwapTransactionInput {
  quote: SwapTxQuote;
  exact: 'in' | 'out';
  tokenIn: string;
  tokenOut: string;
  user: string;
  router: string;
  wrappedNative: string;
  /** Unix seconds; see SWAP_DEADLINE_SECONDS. */
  deadline: bigint;
  gasPrice: bigint;
}

interface SwapCall {
  path: Address[];
  to: Address;
  deadline: bigint;
  ethIn: boolean;
  ethOut: boolean;
}

function toAddress(value: string): Address {
  if (!isAddress(value, { strict: false })) throw new RangeError(`not an address: ${value}`);
  return value.toLowerCase() as Address;
}

function routerPath(input: SwapTransactionInput): Address[] {
  const path = input.quote.path.map((token) => token.toLowerCase());
  if (path.length < 2 || path[0] !== input.tokenIn.toLowerCase() || path.at(-1) !== input.tokenOut.toLowerCase()) {
    throw new RangeError('the quote path does not go from tokenIn to tokenOut');
  }
  return path.map((token) => toAddress(token === NATIVE_ADDRESS ? input.wrappedNative : token));
}

/** Exact input: the bound is the quote's minimum, or the slippage it used when the user gave none. */
function encodeExactIn(quote: SwapTxQuote, call: SwapCall): Hex {
  const amountIn = BigInt(quote.amountIn);
  const amountOutMin = BigInt(
    quote.minimumAmountOut ?? minimumAmountOutFor(BigInt(quote.amountOut), quote.metadata.slippageBps),
  );
  const route = [call.path, call.to, call.deadline] as const;
  const abi = UNISWAP_V2_ROUTER02_SWAP_ABI;
  if (call.ethIn)
    return encodeFunctionData({ abi, functionName: 'swapExactETHForTokens', args: [amountOutMin, ...route] });
  const args = [amountIn, amountOutMin, ...route] as const;
  if (call.ethOut) return encodeFunctionData({ abi, functionName: 'swapExactTokensForETH', args });
  return encodeFunctionData({ abi, functionName: 'swapExactTokensForTokens', args });
}

/** Exact output's bound: the quote's maximum, or the slippage it used when it has none. */
function maximumIn(quote: SwapTxQuote): bigint {
  return BigInt(quote.maximumAmountIn ?? maximumAmountInFor(BigInt(quote.amountIn), quote.metadata.slippageBps));
}

function encodeExactOut(quote: SwapTxQuote, call: SwapCall): Hex {
  const amountOut = BigInt(quote.amountOut);
  const amountInMax = maximumIn(quote);
  const route = [call.path, call.to, call.deadline] as const;
  const abi = UNISWAP_V2_ROUTER02_SWAP_ABI;
  if (call.ethIn)
    return encodeFunctionData({ abi, functionName: 'swapETHForExactTokens', args: [amountOut, ...route] });
  const args = [amountOut, amountInMax, ...route] as const;
  if (call.ethOut) return encodeFunctionData({ abi, functionName: 'swapTokensForExactETH', args });
  return encodeFunctionData({ abi, functionName: 'swapTokensForExactTokens', args });
}

/** The ETH the call sends: the exact input, or the maximum input of an exact-output buy (the router refunds the rest). */
function ethValue(input: SwapTransactionInput): bigint {
  if (input.tokenIn.toLowerCase() !== NATIVE_ADDRESS) return 0n;
  return input.exact === 'in' ? BigInt(input.quote.amountIn) : maximumIn(input.quote);
}

export function buildSwapTransaction(input: SwapTransactionInput): SwapTransaction {
  const ethIn = input.tokenIn.toLowerCase() === NATIVE_ADDRESS;
  const ethOut = input.tokenOut.toLowerCase() === NATIVE_ADDRESS;
  if (ethIn && ethOut) throw new RangeError('tokenIn and tokenOut cannot both be native');
  const path = routerPath(input);
  const call: SwapCall = { path, to: toAddress(input.user), deadline: input.deadline, ethIn, ethOut };
  const data = input.exact === 'in' ? encodeExactIn(input.quote, call) : encodeExactOut(input.quote, call);
  return {
    from: toAddress(input.user),
    to: toAddress(input.router),
    data,
    value: ethValue(input).toString(),
    gasPrice: input.gasPrice.toString(),
    gas: (SWAP_GAS_BASE + SWAP_GAS_PER_HOP * BigInt(path.length - 1)).toString(),
  };
}
