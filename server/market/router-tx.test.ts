import { decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { UNISWAP_V2_ROUTER02_SWAP_ABI } from '../../interface/contracts/router02-swap-abi';
import { WEI } from './constants';
import { type Pool, quoteSwap } from './quote';
import { buildSwapTransaction, SWAP_DEADLINE_SECONDS, type SwapTransactionInput, type SwapTxQuote } from './router-tx';

const NATIVE = '0x0000000000000000000000000000000000000000';
const WETH = '0x4200000000000000000000000000000000000006';
const TKA = `0x${'a'.repeat(40)}`;
const TKB = `0x${'b'.repeat(40)}`;
const USER = `0x${'9'.repeat(40)}`;
const ROUTER = `0x${'7'.repeat(40)}`;
const DEADLINE = 1_700_000_000n + SWAP_DEADLINE_SECONDS;
const GAS_PRICE = 1_000_000_007n;

/** The Router02 selectors, as published (keccak of the signatures). */
const SELECTORS = {
  swapExactETHForTokens: '0x7ff36ab5',
  swapExactTokensForETH: '0x18cbafe5',
  swapExactTokensForTokens: '0x38ed1739',
  swapETHForExactTokens: '0xfb3bdb41',
  swapTokensForExactETH: '0x4a25d94a',
  swapTokensForExactTokens: '0x8803dbee',
} as const;

function build(
  overrides: Partial<SwapTransactionInput> & Pick<SwapTransactionInput, 'quote' | 'exact' | 'tokenIn' | 'tokenOut'>,
) {
  return buildSwapTransaction({
    user: USER,
    router: ROUTER,
    wrappedNative: WETH,
    deadline: DEADLINE,
    gasPrice: GAS_PRICE,
    ...overrides,
  });
}

function decode(data: string) {
  const decoded = decodeFunctionData({ abi: UNISWAP_V2_ROUTER02_SWAP_ABI, data: data as `0x${string}` });
  const args = decoded.args.map((arg) =>
    typeof arg === 'string' ? arg.toLowerCase() : Array.isArray(arg) ? arg.map((a) => String(a).toLowerCase()) : arg,
  );
  return { functionName: decoded.functionName, selector: data.slice(0, 10), args };
}

const exactIn = (path: string[]): SwapTxQuote => ({
  amountIn: '1000',
  amountOut: '5000',
  minimumAmountOut: '4900',
  path,
  metadata: { slippageBps: 200 },
});
const exactOut = (path: string[]): SwapTxQuote => ({
  amountIn: '1000',
  amountOut: '5000',
  maximumAmountIn: '1020',
  path,
  metadata: { slippageBps: 200 },
});

describe('buildSwapTransaction exact input', () => {
  it('swapExactETHForTokens sends amountIn as value', () => {
    const tx = build({ quote: exactIn([NATIVE, TKA]), exact: 'in', tokenIn: NATIVE, tokenOut: TKA });
    const call = decode(tx.data);
    expect(call.functionName).toBe('swapExactETHForTokens');
    expect(call.selector).toBe(SELECTORS.swapExactETHForTokens);
    expect(call.args).toEqual([4900n, [WETH, TKA], USER, DEADLINE]);
    expect(tx).toMatchObject({ from: USER, to: ROUTER, value: '1000', gasPrice: GAS_PRICE.toString(), gas: '180000' });
  });

  it('swapExactTokensForETH sends no value', () => {
    const tx = build({ quote: exactIn([TKA, NATIVE]), exact: 'in', tokenIn: TKA, tokenOut: NATIVE });
    const call = decode(tx.data);
    expect(call.selector).toBe(SELECTORS.swapExactTokensForETH);
    expect(call.args).toEqual([1000n, 4900n, [TKA, WETH], USER, DEADLINE]);
    expect(tx.value).toBe('0');
  });

  it('swapExactTokensForTokens over two hops', () => {
    const tx = build({ quote: exactIn([TKA, WETH, TKB]), exact: 'in', tokenIn: TKA, tokenOut: TKB });
    const call = decode(tx.data);
    expect(call.selector).toBe(SELECTORS.swapExactTokensForTokens);
    expect(call.args).toEqual([1000n, 4900n, [TKA, WETH, TKB], USER, DEADLINE]);
    expect(tx.value).toBe('0');
    expect(tx.gas).toBe('260000');
  });

  it('bounds by the slippage the quote used when it has no minimum', () => {
    const { minimumAmountOut: _, ...quote } = exactIn([TKA, TKB]);
    const tx = build({ quote, exact: 'in', tokenIn: TKA, tokenOut: TKB });
    expect(decode(tx.data).args[1]).toBe(4900n); // floor(5000 × 9800 / 10000)
  });
});

describe('buildSwapTransaction exact output', () => {
  it('swapETHForExactTokens sends maximumAmountIn as value', () => {
    const tx = build({ quote: exactOut([NATIVE, TKA]), exact: 'out', tokenIn: NATIVE, tokenOut: TKA });
    const call = decode(tx.data);
    expect(call.selector).toBe(SELECTORS.swapETHForExactTokens);
    expect(call.args).toEqual([5000n, [WETH, TKA], USER, DEADLINE]);
    expect(tx.value).toBe('1020');
  });

  it('swapTokensForExactETH', () => {
    const tx = build({ quote: exactOut([TKA, NATIVE]), exact: 'out', tokenIn: TKA, tokenOut: NATIVE });
    const call = decode(tx.data);
    expect(call.selector).toBe(SELECTORS.swapTokensForExactETH);
    expect(call.args).toEqual([5000n, 1020n, [TKA, WETH], USER, DEADLINE]);
    expect(tx.value).toBe('0');
  });

  it('swapTokensForExactTokens', () => {
    const tx = build({ quote: exactOut([TKA, WETH, TKB]), exact: 'out', tokenIn: TKA, tokenOut: TKB });
    const call = decode(tx.data);
    expect(call.selector).toBe(SELECTORS.swapTokensForExactTokens);
    expect(call.args).toEqual([5000n, 1020n, [TKA, WETH, TKB], USER, DEADLINE]);
    expect(tx.value).toBe('0');
  });
});

describe('buildSwapTransaction exact output without a maximum', () => {
  it('bounds by the slippage the quote used, in the call and the ETH sent', () => {
    const { maximumAmountIn: _, ...quote } = exactOut([NATIVE, TKA]);
    const tx = build({ quote, exact: 'out', tokenIn: NATIVE, tokenOut: TKA });
    expect(tx.value).toBe('1020'); // ceil(1000 × 10200 / 10000)
    const { maximumAmountIn: __, ...tokens } = exactOut([TKA, TKB]);
    const call = decode(build({ quote: tokens, exact: 'out', tokenIn: TKA, tokenOut: TKB }).data);
    expect(call.args[1]).toBe(1020n);
  });
});

describe('buildSwapTransaction with quoteSwap', () => {
  const pool: Pool = {
    address: `0x${'1'.repeat(40)}`,
    token0: TKA,
    token1: WETH,
    reserve0: 10n ** 27n,
    reserve1: 10n * WEI,
  };

  it('turns an exact-output native quote into a bounded, refundable call', () => {
    const quote = quoteSwap({
      tokenIn: NATIVE,
      tokenOut: TKA,
      amountOut: 1_000_000n * WEI,
      slippageBps: 100,
      pools: [pool],
      wrappedNative: WETH,
      decimals: () => 18,
    });
    const tx = build({ quote, exact: 'out', tokenIn: NATIVE, tokenOut: TKA });
    expect(decode(tx.data).args).toEqual([1_000_000n * WEI, [WETH, TKA], USER, DEADLINE]);
    expect(tx.value).toBe(quote.maximumAmountIn);
    expect(BigInt(tx.value)).toBeGreaterThan(BigInt(quote.amountIn));
  });
});

describe('buildSwapTransaction refuses inconsistent input', () => {
  it('when the path does not match the tokens, both are native, or an address is bad', () => {
    expect(() => build({ quote: exactIn([TKA, TKB]), exact: 'in', tokenIn: TKB, tokenOut: TKA })).toThrow(RangeError);
    expect(() => build({ quote: exactIn([NATIVE]), exact: 'in', tokenIn: NATIVE, tokenOut: NATIVE })).toThrow(
      RangeError,
    );
    expect(() => build({ quote: exactIn([TKA, TKB]), exact: 'in', tokenIn: TKA, tokenOut: TKB, user: '0x12' })).toThrow(
      RangeError,
    );
  });
});
