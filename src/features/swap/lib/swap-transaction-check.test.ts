import { NATIVE_ADDRESS } from '@interface/common';
import { uniswapV2Router02Abi } from '@interface/contracts/abis';
import { LOCAL_ADDRESSES } from '@interface/contracts/addresses';
import { UNISWAP_V2_ROUTER02_SWAP_ABI } from '@interface/contracts/router02-swap-abi';
import type { SwapTransaction } from '@interface/swap';
import { type Address, decodeFunctionData, encodeFunctionData, getAddress, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: the point of this test is that the swap service's own quote and builder pass the app's check.
import { type Pool, quoteSwap } from '../../../../server/market/quote';
// biome-ignore lint/style/noRestrictedImports: as above, the service's builder makes the valid transactions.
import { buildSwapTransaction, SWAP_DEADLINE_SECONDS } from '../../../../server/market/router-tx';
import { checkSwapTransaction, MAX_DEADLINE_SECONDS, type SwapExpectation } from './swap-transaction-check';

const CHAIN = LOCAL_ADDRESSES.chainId;
const ROUTER = LOCAL_ADDRESSES.uniswapV2Router02;
const WETH = LOCAL_ADDRESSES.weth.toLowerCase();
const TKA = `0x${'a'.repeat(40)}`;
const TKB = `0x${'b'.repeat(40)}`;
/** Reached only through WETH. */
const TKC = `0x${'c'.repeat(40)}`;
const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const ATTACKER = `0x${'6'.repeat(40)}` as Address;
const NOW = 1_700_000_000;
const SLIPPAGE = 50;
const E18 = 10n ** 18n;

const pool = (address: string, token0: string, token1: string): Pool => ({
  address,
  token0,
  token1,
  reserve0: 1_000n * E18,
  reserve1: 2_000_000n * E18,
});
const POOLS = [
  pool(`0x${'1'.repeat(40)}`, WETH, TKA),
  pool(`0x${'2'.repeat(40)}`, TKA, TKB),
  pool(`0x${'3'.repeat(40)}`, WETH, TKC),
];

interface Trade {
  tokenIn: string;
  tokenOut: string;
  exact: 'in' | 'out';
  amount?: bigint;
}

/** A quote and its transaction, both from the swap service's own code, and what the app expects of them. */
function serviceSwap({ tokenIn, tokenOut, exact, amount = E18 }: Trade) {
  const quote = quoteSwap({
    tokenIn,
    tokenOut,
    ...(exact === 'in' ? { amount } : { amountOut: amount }),
    slippageBps: SLIPPAGE,
    pools: POOLS,
    wrappedNative: WETH,
    decimals: () => 18,
  });
  const tx = buildSwapTransaction({
    quote,
    exact,
    tokenIn,
    tokenOut,
    user: ACCOUNT,
    router: ROUTER,
    wrappedNative: WETH,
    deadline: BigInt(NOW) + SWAP_DEADLINE_SECONDS,
    gasPrice: 1_000_000_000n,
  });
  const expectation: SwapExpectation = {
    quoteChainId: CHAIN,
    connectedChainId: CHAIN,
    account: getAddress(ACCOUNT),
    tokenIn,
    tokenOut,
    exact,
    typedAmount: amount,
    quote: { path: quote.path, amountIn: quote.amountIn, amountOut: quote.amountOut },
    slippageBps: SLIPPAGE,
    nowSeconds: BigInt(NOW),
  };
  return { tx, expectation };
}

const ETH_FOR_TOKENS: Trade = { tokenIn: NATIVE_ADDRESS, tokenOut: TKA, exact: 'in' };
const TOKENS_FOR_TOKENS: Trade = { tokenIn: TKA, tokenOut: TKB, exact: 'in' };
const TOKENS_FOR_EXACT_TOKENS: Trade = { tokenIn: TKA, tokenOut: TKB, exact: 'out' };
const ETH_FOR_EXACT_TOKENS: Trade = { tokenIn: NATIVE_ADDRESS, tokenOut: TKA, exact: 'out' };

type Args = readonly unknown[];

/** The same transaction with its call re-encoded: other arguments, or the same ones under another function. */
function withCall(tx: SwapTransaction, change: (args: Args, name: string) => { name?: string; args?: Args }) {
  const decoded = decodeFunctionData({ abi: UNISWAP_V2_ROUTER02_SWAP_ABI, data: tx.data as Hex });
  const next = change(decoded.args, decoded.functionName);
  const data = encodeFunctionData({
    abi: uniswapV2Router02Abi,
    functionName: next.name ?? decoded.functionName,
    args: next.args ?? decoded.args,
  } as Parameters<typeof encodeFunctionData>[0]);
  return { ...tx, data };
}

/** Argument positions by name, for the function the transaction calls. */
function argIndex(tx: SwapTransaction, name: string): number {
  const decoded = decodeFunctionData({ abi: UNISWAP_V2_ROUTER02_SWAP_ABI, data: tx.data as Hex });
  const item = UNISWAP_V2_ROUTER02_SWAP_ABI.find((f) => f.name === decoded.functionName)!;
  return item.inputs.findIndex((input) => input.name === name);
}

function withArg(tx: SwapTransaction, name: string, value: (old: unknown) => unknown) {
  const i = argIndex(tx, name);
  return withCall(tx, (args) => ({ args: args.map((arg, j) => (j === i ? value(arg) : arg)) }));
}

function refusal(tx: SwapTransaction, expectation: SwapExpectation) {
  const result = checkSwapTransaction(tx, expectation);
  if (result.ok) throw new Error('expected a refusal');
  return result;
}

describe('checkSwapTransaction accepts what the swap service builds', () => {
  it.each([
    ['swapExactETHForTokens', ETH_FOR_TOKENS],
    ['swapExactTokensForETH', { tokenIn: TKA, tokenOut: NATIVE_ADDRESS, exact: 'in' }],
    ['swapExactTokensForTokens', TOKENS_FOR_TOKENS],
    ['swapETHForExactTokens', ETH_FOR_EXACT_TOKENS],
    ['swapTokensForExactETH', { tokenIn: TKA, tokenOut: NATIVE_ADDRESS, exact: 'out' }],
    ['swapTokensForExactTokens', TOKENS_FOR_EXACT_TOKENS],
  ] as const)('%s', (functionName, trade) => {
    const { tx, expectation } = serviceSwap(trade);
    const result = checkSwapTransaction(tx, expectation);
    expect(result).toMatchObject({ ok: true, call: { functionName } });
  });

  it('and names what the swap may take of the input: the typed amount, or the maximum of an exact output', () => {
    const exactIn = serviceSwap(TOKENS_FOR_TOKENS);
    expect(checkSwapTransaction(exactIn.tx, exactIn.expectation)).toMatchObject({ ok: true, spend: E18 });
    const exactOut = serviceSwap(TOKENS_FOR_EXACT_TOKENS);
    const maximum = (BigInt(exactOut.expectation.quote.amountIn) * 10_050n + 9_999n) / 10_000n;
    expect(checkSwapTransaction(exactOut.tx, exactOut.expectation)).toMatchObject({ ok: true, spend: maximum });
  });

  it('over two hops through WETH, where the route names WETH itself', () => {
    const { tx, expectation } = serviceSwap({ tokenIn: TKA, tokenOut: TKC, exact: 'in' });
    expect(expectation.quote.path).toEqual([TKA, WETH, TKC]);
    expect(checkSwapTransaction(tx, expectation).ok).toBe(true);
  });

  it('whatever the case of the addresses', () => {
    const { tx, expectation } = serviceSwap(TOKENS_FOR_TOKENS);
    const upper = { ...tx, to: getAddress(tx.to), from: getAddress(tx.from) };
    const quote = { ...expectation.quote, path: expectation.quote.path.map((a) => getAddress(a)) };
    expect(checkSwapTransaction(upper, { ...expectation, quote, account: ACCOUNT.toUpperCase() }).ok).toBe(true);
  });
});

describe('checkSwapTransaction refuses', () => {
  it('a transaction not addressed to the address book’s Router02', () => {
    const { tx, expectation } = serviceSwap(ETH_FOR_TOKENS);
    const result = refusal({ ...tx, to: ATTACKER }, expectation);
    expect(result.reason).toBe('router');
    expect(result.message).toContain(ATTACKER);
  });

  it('a quote for another chain than the connected one', () => {
    const { tx, expectation } = serviceSwap(ETH_FOR_TOKENS);
    const result = refusal(tx, { ...expectation, connectedChainId: 1 });
    expect(result).toMatchObject({ reason: 'chain', message: expect.stringContaining('chain 1') });
  });

  it('a chain without an address book', () => {
    const { tx, expectation } = serviceSwap(ETH_FOR_TOKENS);
    expect(refusal(tx, { ...expectation, connectedChainId: 5, quoteChainId: 5 }).reason).toBe('router');
  });

  it('a sender other than the connected account', () => {
    const { tx, expectation } = serviceSwap(ETH_FOR_TOKENS);
    expect(refusal({ ...tx, from: ATTACKER }, expectation).reason).toBe('sender');
  });

  it('a selector that is not one of the six swaps, even another Router02 swap', () => {
    const { tx, expectation } = serviceSwap(TOKENS_FOR_TOKENS);
    const unknown = { ...tx, data: `0xdeadbeef${tx.data.slice(10)}` };
    expect(refusal(unknown, expectation)).toMatchObject({
      reason: 'selector',
      message: expect.stringContaining('0xdeadbeef'),
    });
    // Same arguments, but it does not return the amounts and skips the output check the quote relies on.
    const feeOnTransfer = withCall(tx, () => ({ name: 'swapExactTokensForTokensSupportingFeeOnTransferTokens' }));
    expect(refusal(feeOnTransfer, expectation).reason).toBe('selector');
    expect(refusal({ ...tx, data: '0x' }, expectation).reason).toBe('selector');
  });

  it('data that does not decode, or carries bytes beyond the call', () => {
    const { tx, expectation } = serviceSwap(TOKENS_FOR_TOKENS);
    expect(refusal({ ...tx, data: tx.data.slice(0, 74) }, expectation).reason).toBe('data');
    expect(refusal({ ...tx, data: `${tx.data}00000000` }, expectation).reason).toBe('data');
  });

  it('a function of another direction', () => {
    const { tx, expectation } = serviceSwap(TOKENS_FOR_TOKENS);
    const toEth = withCall(tx, () => ({ name: 'swapExactTokensForETH' }));
    expect(refusal(toEth, expectation)).toMatchObject({
      reason: 'function',
      message: 'The transaction calls swapExactTokensForETH, not swapExactTokensForTokens.',
    });
  });

  it('any call for ETH to ETH', () => {
    const { tx, expectation } = serviceSwap(ETH_FOR_TOKENS);
    expect(refusal(tx, { ...expectation, tokenOut: NATIVE_ADDRESS }).reason).toBe('function');
  });

  it('exact output where the trader chose exact input', () => {
    const { tx, expectation } = serviceSwap(TOKENS_FOR_TOKENS);
    const exactOut = withCall(tx, () => ({ name: 'swapTokensForExactTokens' }));
    expect(refusal(exactOut, expectation).reason).toBe('function');
  });

  it('a path other than the quoted route', () => {
    const { tx, expectation } = serviceSwap(TOKENS_FOR_TOKENS);
    const paths = [[TKA, ATTACKER], [TKB, TKA], [TKA, WETH, TKB], [TKA]];
    for (const path of paths) {
      expect(
        refusal(
          withArg(tx, 'path', () => path),
          expectation,
        ).reason,
        path.join(),
      ).toBe('path');
    }
  });

  it('a quoted route that does not go from the chosen input to the chosen output', () => {
    const { tx, expectation } = serviceSwap(TOKENS_FOR_TOKENS);
    expect(refusal(tx, { ...expectation, tokenOut: ATTACKER }).reason).toBe('path');
  });

  it('a recipient other than the connected account', () => {
    const { tx, expectation } = serviceSwap(ETH_FOR_TOKENS);
    const result = refusal(
      withArg(tx, 'to', () => ATTACKER),
      expectation,
    );
    expect(result).toMatchObject({ reason: 'recipient', message: expect.stringContaining(ATTACKER) });
  });

  it('ETH sent other than the exact input', () => {
    const { tx, expectation } = serviceSwap(ETH_FOR_TOKENS);
    expect(refusal({ ...tx, value: (BigInt(tx.value) + 1n).toString() }, expectation).reason).toBe('value');
  });

  it('ETH sent other than the maximum input of an exact-output buy', () => {
    const { tx, expectation } = serviceSwap(ETH_FOR_EXACT_TOKENS);
    expect(refusal({ ...tx, value: (BigInt(tx.value) + 1n).toString() }, expectation).reason).toBe('value');
    // The router refunds what it does not use, but only the slippage maximum was agreed to.
    expect(refusal({ ...tx, value: expectation.quote.amountIn }, expectation).reason).toBe('value');
  });

  it('any ETH sent with a token input', () => {
    const { tx, expectation } = serviceSwap(TOKENS_FOR_TOKENS);
    expect(refusal({ ...tx, value: '1' }, expectation).reason).toBe('value');
  });

  it('an exact side other than the quote’s', () => {
    const exactIn = serviceSwap(TOKENS_FOR_TOKENS);
    expect(
      refusal(
        withArg(exactIn.tx, 'amountIn', (a) => (a as bigint) + 1n),
        exactIn.expectation,
      ).reason,
    ).toBe('amount');
    const exactOut = serviceSwap(TOKENS_FOR_EXACT_TOKENS);
    expect(
      refusal(
        withArg(exactOut.tx, 'amountOut', (a) => (a as bigint) - 1n),
        exactOut.expectation,
      ).reason,
    ).toBe('amount');
  });

  it('a quote and its transaction, consistent with each other, for another amount than the one typed', () => {
    // The service answered for 2 tokens while the trader typed 1: its quote and call agree, but not with the screen.
    for (const trade of [ETH_FOR_TOKENS, TOKENS_FOR_TOKENS, ETH_FOR_EXACT_TOKENS, TOKENS_FOR_EXACT_TOKENS]) {
      const { tx, expectation } = serviceSwap({ ...trade, amount: 2n * E18 });
      const result = refusal(tx, { ...expectation, typedAmount: E18 });
      expect([trade, result.reason]).toEqual([trade, 'amount']);
      expect(result.message).toContain('you typed');
    }
  });

  it('ETH sent other than the typed amount, even when the quote says the same', () => {
    const { tx, expectation } = serviceSwap({ ...ETH_FOR_TOKENS, amount: 2n * E18 });
    const quote = { ...expectation.quote, amountIn: E18.toString() };
    expect(refusal(tx, { ...expectation, typedAmount: E18, quote }).reason).toBe('value');
  });

  it('an exact output whose maximum in is beyond the slippage of the quote', () => {
    const { tx, expectation } = serviceSwap(ETH_FOR_EXACT_TOKENS);
    const quote = { ...expectation.quote, amountIn: (BigInt(expectation.quote.amountIn) / 2n).toString() };
    expect(refusal(tx, { ...expectation, quote }).reason).toBe('value');
  });

  it('a minimum received other than the quote less the chosen slippage', () => {
    const { tx, expectation } = serviceSwap(ETH_FOR_TOKENS);
    expect(
      refusal(
        withArg(tx, 'amountOutMin', (m) => (m as bigint) - 1n),
        expectation,
      ).reason,
    ).toBe('bounds');
    expect(
      refusal(
        withArg(tx, 'amountOutMin', () => 0n),
        expectation,
      ).reason,
    ).toBe('bounds');
    // The service built it for 0.5%: the trader has since chosen 1%.
    expect(refusal(tx, { ...expectation, slippageBps: 100 }).reason).toBe('bounds');
  });

  it('a maximum sold other than the quote plus the chosen slippage', () => {
    const { tx, expectation } = serviceSwap(TOKENS_FOR_EXACT_TOKENS);
    expect(
      refusal(
        withArg(tx, 'amountInMax', (m) => (m as bigint) + 1n),
        expectation,
      ).reason,
    ).toBe('bounds');
    expect(refusal(tx, { ...expectation, slippageBps: 0.5 }).reason).toBe('bounds');
  });

  it('a deadline that has passed or is more than 30 minutes away', () => {
    const { tx, expectation } = serviceSwap(ETH_FOR_TOKENS);
    const deadline = (seconds: number) => withArg(tx, 'deadline', () => BigInt(NOW + seconds));
    expect(refusal(deadline(0), expectation).reason).toBe('deadline');
    expect(refusal(deadline(-60), expectation).reason).toBe('deadline');
    expect(MAX_DEADLINE_SECONDS).toBe(30 * 60);
    expect(refusal(deadline(MAX_DEADLINE_SECONDS + 1), expectation).reason).toBe('deadline');
    expect(checkSwapTransaction(deadline(MAX_DEADLINE_SECONDS), expectation).ok).toBe(true);
    expect(checkSwapTransaction(deadline(1), expectation).ok).toBe(true);
  });

  it('a transaction or quote whose amounts are not whole numbers', () => {
    const { tx, expectation } = serviceSwap(ETH_FOR_TOKENS);
    expect(refusal({ ...tx, value: '1.5' }, expectation).reason).toBe('malformed');
    expect(refusal({ ...tx, to: 'router' }, expectation).reason).toBe('malformed');
    const quote = { ...expectation.quote, amountOut: '1e21' };
    expect(refusal(tx, { ...expectation, quote }).reason).toBe('quote');
  });
});
