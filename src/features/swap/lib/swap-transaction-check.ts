/**
 * The check between the swap service's built transaction and the wallet prompt (issue 11, "Check the
 * transaction before any wallet prompt"): the service is not trusted to have built the trade the
 * trader reviewed, so every field that decides where value goes is compared with what the app knows
 * on its own. Any mismatch is a refusal with a message naming it; nothing refused reaches the wallet.
 */
import { NATIVE_ADDRESS } from '@interface/common';
import { maximumAmountInFor, minimumAmountOutFor } from '@interface/market/bounds';
import { type SwapTransaction, swapTransactionSchema } from '@interface/swap';
import type { Hex } from 'viem';
import { type AddressBook, addressBook } from '@/lib/address-book';
import { decodeRouter02SwapCall, expectedSwapFunction, type Router02SwapCall } from './router02-swap-call';
import { parseUint256 } from './uint256';

/** The farthest deadline accepted: a signed swap should not stay executable for long. */
export const MAX_DEADLINE_SECONDS = 30 * 60;

export interface SwapExpectation {
  /** The chain the quote was asked on (the app's chain): its address book names the router. */
  quoteChainId: number;
  connectedChainId: number;
  /** The connected account: the sender and the recipient. */
  account: string;
  /** The trader's choice, NATIVE_ADDRESS for ETH. */
  tokenIn: string;
  tokenOut: string;
  exact: 'in' | 'out';
  /**
   * What the trader typed, on the exact side, in the smallest unit. The service is untrusted twice
   * over: its transaction must match its own quote, and its quote must be for this amount.
   */
  typedAmount: bigint;
  /** The quote the trader reviewed: its route (ETH as NATIVE_ADDRESS) and amounts in the smallest unit. */
  quote: { path: readonly string[]; amountIn: string; amountOut: string };
  slippageBps: number;
  /**
   * Unix seconds: the later of the latest block's time and the computer's clock (lib/chain-time),
   * the same now the app counts its own deadlines from. Injected, so the check stays pure.
   */
  nowSeconds: bigint;
  /** The address books; a test may give its own. */
  book?: (chainId: number) => Pick<AddressBook, 'uniswapV2Router02' | 'weth'>;
}

type SwapCheckReason =
  | 'malformed'
  | 'quote'
  | 'chain'
  | 'router'
  | 'sender'
  | 'selector'
  | 'data'
  | 'function'
  | 'path'
  | 'recipient'
  | 'value'
  | 'amount'
  | 'bounds'
  | 'deadline';

export type SwapCheckResult =
  /** `spend`: the most the swap takes of the input, checked against what was typed: what to approve. */
  | { ok: true; call: Router02SwapCall; value: bigint; spend: bigint }
  | { ok: false; reason: SwapCheckReason; message: string };

class Refusal extends Error {
  constructor(
    readonly reason: SwapCheckReason,
    message: string,
  ) {
    super(message);
  }
}

function ensure(condition: boolean, reason: SwapCheckReason, message: () => string): asserts condition {
  if (!condition) throw new Refusal(reason, message());
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const isNative = (token: string) => same(token, NATIVE_ADDRESS);

function quoteAmount(text: string, what: string): bigint {
  const amount = parseUint256(text);
  ensure(amount !== undefined, 'quote', () => `The quote's ${what} is not a whole amount: "${text}".`);
  return amount;
}

function checkRoute(call: Router02SwapCall, e: SwapExpectation, weth: string): void {
  const route = e.quote.path;
  ensure(
    route.length >= 2 && same(route[0]!, e.tokenIn) && same(route.at(-1)!, e.tokenOut),
    'path',
    () => `The quote's route ${route.join(' → ')} does not go from ${e.tokenIn} to ${e.tokenOut}.`,
  );
  // Router02 trades ETH as WETH: the route's ETH is WETH in the call's path.
  const expected = route.map((token) => (isNative(token) ? weth : token));
  ensure(
    call.path.length === expected.length && call.path.every((token, i) => same(token, expected[i]!)),
    'path',
    () => `The transaction swaps along ${call.path.join(' → ')}, not the quoted route ${expected.join(' → ')}.`,
  );
}

/**
 * The amounts: the exact side as typed (in the quote and in the call), the other bounded by the
 * chosen slippage, the ETH sent. Returns the most the swap may take of the input.
 */
function checkAmounts(call: Router02SwapCall, value: bigint, e: SwapExpectation): bigint {
  ensure(
    Number.isInteger(e.slippageBps) && e.slippageBps >= 0 && e.slippageBps <= 10_000,
    'bounds',
    () => `The slippage setting ${e.slippageBps} bps is not a valid tolerance.`,
  );
  const amountIn = quoteAmount(e.quote.amountIn, 'input amount');
  const amountOut = quoteAmount(e.quote.amountOut, 'output amount');
  const ethIn = isNative(e.tokenIn);
  const typed = e.typedAmount;
  if (e.exact === 'in') {
    ensure(amountIn === typed, 'amount', () => `The quote is for selling ${amountIn}, not the ${typed} you typed.`);
    const minimumOut = minimumAmountOutFor(amountOut, e.slippageBps);
    const expectedValue = ethIn ? typed : 0n;
    ensure(value === expectedValue, 'value', () => `The transaction sends ${value} wei of ETH, not ${expectedValue}.`);
    ensure(
      ethIn || call.amountIn === typed,
      'amount',
      () => `The transaction sells ${call.amountIn}, not the ${typed} you typed.`,
    );
    ensure(
      call.amountOutMin === minimumOut,
      'bounds',
      () =>
        `The transaction's minimum received is ${call.amountOutMin}, not ${minimumOut} (the quote less ${e.slippageBps} bps).`,
    );
    return typed;
  }
  ensure(amountOut === typed, 'amount', () => `The quote is for buying ${amountOut}, not the ${typed} you typed.`);
  const maximumIn = maximumAmountInFor(amountIn, e.slippageBps);
  const expectedValue = ethIn ? maximumIn : 0n;
  ensure(value === expectedValue, 'value', () => `The transaction sends ${value} wei of ETH, not ${expectedValue}.`);
  ensure(
    call.amountOut === typed,
    'amount',
    () => `The transaction buys ${call.amountOut}, not the ${typed} you typed.`,
  );
  ensure(
    ethIn || call.amountInMax === maximumIn,
    'bounds',
    () =>
      `The transaction's maximum sold is ${call.amountInMax}, not ${maximumIn} (the quote plus ${e.slippageBps} bps).`,
  );
  return maximumIn;
}

function checkDeadline(call: Router02SwapCall, now: bigint): void {
  ensure(call.deadline > now, 'deadline', () => `The transaction's deadline has already passed.`);
  ensure(
    call.deadline - now <= BigInt(MAX_DEADLINE_SECONDS),
    'deadline',
    () =>
      `The transaction's deadline is ${call.deadline - now} s away, more than the ${MAX_DEADLINE_SECONDS} s allowed.`,
  );
}

function check(tx: SwapTransaction, e: SwapExpectation): SwapCheckResult {
  ensure(
    swapTransactionSchema.safeParse(tx).success,
    'malformed',
    () => 'The swap service sent a malformed transaction.',
  );
  ensure(
    e.connectedChainId === e.quoteChainId,
    'chain',
    () => `Your wallet is on chain ${e.connectedChainId}, but this swap is for chain ${e.quoteChainId}.`,
  );
  let book: Pick<AddressBook, 'uniswapV2Router02' | 'weth'>;
  try {
    book = (e.book ?? addressBook)(e.quoteChainId);
  } catch {
    throw new Refusal('router', `No Uniswap router is known for chain ${e.quoteChainId}.`);
  }
  ensure(
    same(tx.to, book.uniswapV2Router02),
    'router',
    () => `The transaction is addressed to ${tx.to}, not the Uniswap router ${book.uniswapV2Router02}.`,
  );
  ensure(
    same(tx.from, e.account),
    'sender',
    () => `The transaction is from ${tx.from}, not your account ${e.account}.`,
  );

  const decoded = decodeRouter02SwapCall(tx.data as Hex);
  if (!decoded.ok && decoded.reason === 'selector') {
    throw new Refusal('selector', `The transaction calls ${decoded.selector}, which is not one of the router's swaps.`);
  }
  ensure(decoded.ok, 'data', () => `The transaction's data is not a well-formed router swap.`);
  const { call } = decoded;

  const wanted = expectedSwapFunction(isNative(e.tokenIn), isNative(e.tokenOut), e.exact);
  ensure(wanted !== undefined, 'function', () => 'ETH for ETH is not a swap.');
  ensure(call.functionName === wanted, 'function', () => `The transaction calls ${call.functionName}, not ${wanted}.`);
  checkRoute(call, e, book.weth);
  ensure(
    same(call.to, e.account),
    'recipient',
    () => `The transaction pays ${call.to}, not your account ${e.account}.`,
  );
  const value = BigInt(tx.value);
  const spend = checkAmounts(call, value, e);
  checkDeadline(call, e.nowSeconds);
  return { ok: true, call, value, spend };
}

export function checkSwapTransaction(tx: SwapTransaction, expectation: SwapExpectation): SwapCheckResult {
  try {
    return check(tx, expectation);
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.reason, message: error.message };
    throw error;
  }
}
