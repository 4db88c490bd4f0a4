import { type Router02SwapFunctionName, UNISWAP_V2_ROUTER02_SWAP_ABI } from '@interface/contracts/router02-swap-abi';
import { type Address, decodeFunctionData, encodeFunctionData, type Hex, toFunctionSelector } from 'viem';

/**
 * A Router02 swap call with its arguments by name. The ETH functions have no argument for the ETH
 * side (amountIn of swapExactETHForTokens, amountInMax of swapETHForExactTokens): the value sent is it.
 */
export interface Router02SwapCall {
  functionName: Router02SwapFunctionName;
  amountIn?: bigint;
  amountOutMin?: bigint;
  amountOut?: bigint;
  amountInMax?: bigint;
  path: readonly Address[];
  to: Address;
  deadline: bigint;
}

type DecodeSwapCallResult =
  | { ok: true; call: Router02SwapCall }
  | { ok: false; reason: 'selector' | 'data'; selector: string };

const SWAP_FUNCTIONS: Record<Router02SwapFunctionName, { ethIn: boolean; ethOut: boolean; exact: 'in' | 'out' }> = {
  swapExactETHForTokens: { ethIn: true, ethOut: false, exact: 'in' },
  swapExactTokensForETH: { ethIn: false, ethOut: true, exact: 'in' },
  swapExactTokensForTokens: { ethIn: false, ethOut: false, exact: 'in' },
  swapETHForExactTokens: { ethIn: true, ethOut: false, exact: 'out' },
  swapTokensForExactETH: { ethIn: false, ethOut: true, exact: 'out' },
  swapTokensForExactTokens: { ethIn: false, ethOut: false, exact: 'out' },
};

/**
 * The one Router02 function for a trade's direction (ETH in, ETH out, or tokens for tokens) and exact
 * side; none for ETH to ETH.
 */
export function expectedSwapFunction(
  ethIn: boolean,
  ethOut: boolean,
  exact: 'in' | 'out',
): Router02SwapFunctionName | undefined {
  const names = Object.keys(SWAP_FUNCTIONS) as Router02SwapFunctionName[];
  return names.find((name) => {
    const f = SWAP_FUNCTIONS[name];
    return f.ethIn === ethIn && f.ethOut === ethOut && f.exact === exact;
  });
}

const SWAP_SELECTORS = new Set<string>(UNISWAP_V2_ROUTER02_SWAP_ABI.map((item) => toFunctionSelector(item)));

/** The decoded arguments, named; each branch is one argument layout of the six functions. */
function named(decoded: ReturnType<typeof decodeFunctionData<typeof UNISWAP_V2_ROUTER02_SWAP_ABI>>): Router02SwapCall {
  switch (decoded.functionName) {
    case 'swapExactETHForTokens': {
      const [amountOutMin, path, to, deadline] = decoded.args;
      return { functionName: decoded.functionName, amountOutMin, path, to, deadline };
    }
    case 'swapETHForExactTokens': {
      const [amountOut, path, to, deadline] = decoded.args;
      return { functionName: decoded.functionName, amountOut, path, to, deadline };
    }
    case 'swapExactTokensForETH':
    case 'swapExactTokensForTokens': {
      const [amountIn, amountOutMin, path, to, deadline] = decoded.args;
      return { functionName: decoded.functionName, amountIn, amountOutMin, path, to, deadline };
    }
    case 'swapTokensForExactETH':
    case 'swapTokensForExactTokens': {
      const [amountOut, amountInMax, path, to, deadline] = decoded.args;
      return { functionName: decoded.functionName, amountOut, amountInMax, path, to, deadline };
    }
  }
}

/**
 * Decodes calldata as one of Router02's six swap functions. WHY the re-encoding: the ABI decoder
 * ignores bytes after the arguments and accepts some non-canonical encodings, so only data that is
 * exactly the encoding of what was decoded is the call the checks looked at.
 */
export function decodeRouter02SwapCall(data: Hex): DecodeSwapCallResult {
  const selector = data.slice(0, 10).toLowerCase();
  if (!SWAP_SELECTORS.has(selector)) return { ok: false, reason: 'selector', selector };
  try {
    const decoded = decodeFunctionData({ abi: UNISWAP_V2_ROUTER02_SWAP_ABI, data });
    const canonical = encodeFunctionData({ abi: UNISWAP_V2_ROUTER02_SWAP_ABI, ...decoded } as Parameters<
      typeof encodeFunctionData<typeof UNISWAP_V2_ROUTER02_SWAP_ABI>
    >[0]);
    if (canonical !== data.toLowerCase()) return { ok: false, reason: 'data', selector };
    return { ok: true, call: named(decoded) };
  } catch {
    return { ok: false, reason: 'data', selector };
  }
}
