/**
 * The swap page's writes, through the wallet layer's wagmi config (`wagmi/actions` on demand, so the
 * page's first load carries none of it). A swap is the service's Router02 call, checked field by field
 * before anything else (checkSwapTransaction), then the input approved for the router (exact by
 * default, unlimited on request, reset to 0 first for a token that needs it, the allowance read afresh
 * at the latest block), then simulated against the latest block, and only then sent by the wallet.
 */
import { NATIVE_ADDRESS } from '@interface/common';
import { launchTokenAbi, weth9Abi } from '@interface/contracts/abis';
import { addressBook } from '@interface/contracts/address-book';
import type { Quote } from '@interface/swap';
import { type Address, type Hex, maxUint256, type TransactionReceipt } from 'viem';
import type { Config } from 'wagmi';
import { trackTransaction } from '@/lib/transactions/track';
import { isUserRejection } from '@/lib/wallet-rejection';
import { gasReserveFor } from '../lib/max-amount';
import { isQuoteFresh } from '../lib/quote-freshness';
import { checkSwapTransaction } from '../lib/swap-transaction-check';

const actions = () => import('wagmi/actions');

/** Refused before the wallet: the service's transaction is not the trade reviewed, or the quote is old. */
export class RefusedSwap extends Error {}

export interface SwapOrder {
  chainId: number;
  connectedChainId: number;
  account: Address;
  tokenIn: Address;
  tokenOut: Address;
  symbolIn: string;
  exact: 'in' | 'out';
  slippageBps: number;
  quote: Quote;
  /** When the quote arrived (ms): one older than 30 s is never sent. */
  receivedAt: number;
  unlimitedApproval: boolean;
  /** For the notifications: "Swap 0.1 ETH for TICK". */
  title: string;
  description?: string;
}

/** The approve call's target for this swap: exactly what it may take, or unlimited when asked. */
async function approve(config: Config, order: SwapOrder, spender: Address, amount: bigint): Promise<void> {
  const { simulateContract, writeContract } = await actions();
  const { request } = await simulateContract(config, {
    chainId: order.chainId,
    account: order.account,
    address: order.tokenIn,
    abi: launchTokenAbi,
    functionName: 'approve',
    args: [spender, amount],
  });
  const hash = await writeContract(config, request);
  await trackTransaction(config, {
    chainId: order.chainId,
    account: order.account,
    hash,
    kind: 'approve',
    title: amount === 0n ? `Reset ${order.symbolIn} approval` : `Approve ${order.symbolIn}`,
    description: amount === maxUint256 ? 'Unlimited, for the Uniswap router' : 'For this swap, on the Uniswap router',
  });
}

/**
 * Makes sure Router02 may take `needed` of the input. Some tokens (USDT's pattern) refuse to change a
 * non-zero allowance to another non-zero one: when the approval's simulation fails from a non-zero
 * allowance, it goes to 0 first.
 */
async function ensureAllowance(config: Config, order: SwapOrder, needed: bigint): Promise<void> {
  const { readContract } = await actions();
  const router = addressBook(order.chainId).uniswapV2Router02;
  const allowance = await readContract(config, {
    chainId: order.chainId,
    address: order.tokenIn,
    abi: launchTokenAbi,
    functionName: 'allowance',
    args: [order.account, router],
    blockTag: 'latest',
  });
  if (allowance >= needed) return;
  const target = order.unlimitedApproval ? maxUint256 : needed;
  try {
    await approve(config, order, router, target);
  } catch (error) {
    if (allowance === 0n || isUserRejection(error)) throw error;
    await approve(config, order, router, 0n);
    await approve(config, order, router, target);
  }
}

export async function sendSwap(config: Config, order: SwapOrder): Promise<TransactionReceipt> {
  const { quote } = order;
  if (!isQuoteFresh(order.receivedAt, Date.now())) {
    throw new RefusedSwap('This quote is over 30 seconds old: wait for the fresh one, then review again.');
  }
  if (!quote.transaction) throw new RefusedSwap('The quote came without its transaction: ask again.');
  const check = checkSwapTransaction(quote.transaction, {
    quoteChainId: order.chainId,
    connectedChainId: order.connectedChainId,
    account: order.account,
    tokenIn: order.tokenIn,
    tokenOut: order.tokenOut,
    exact: order.exact,
    quote: { path: quote.path, amountIn: quote.amountIn, amountOut: quote.amountOut },
    slippageBps: order.slippageBps,
    nowSeconds: Date.now() / 1000,
  });
  if (!check.ok) throw new RefusedSwap(check.message);

  if (order.tokenIn !== NATIVE_ADDRESS) {
    const needed = order.exact === 'in' ? check.call.amountIn! : check.call.amountInMax!;
    await ensureAllowance(config, order, needed);
    // The approval took its time in the wallet and on chain: the quote must still be a fresh one.
    if (!isQuoteFresh(order.receivedAt, Date.now())) {
      throw new RefusedSwap('Approved. The quote is now over 30 seconds old: review the fresh one and swap.');
    }
  }
  const { call, sendTransaction } = await actions();
  const tx = {
    chainId: order.chainId,
    account: order.account,
    to: quote.transaction.to as Address,
    data: quote.transaction.data as Hex,
    value: check.value,
  };
  // The simulation's revert (slippage, deadline, allowance) is the error the trader sees.
  await call(config, { ...tx, blockTag: 'latest' });
  const hash = await sendTransaction(config, tx);
  return trackTransaction(config, {
    chainId: order.chainId,
    account: order.account,
    hash,
    kind: 'swap',
    title: order.title,
    ...(order.description ? { description: order.description } : {}),
  });
}

export interface WrapOrder {
  chainId: number;
  account: Address;
  kind: 'wrap' | 'unwrap';
  amount: bigint;
  title: string;
}

/** ETH ↔ WETH through WETH9 itself: `deposit` with the ETH, or `withdraw` of the WETH. Simulated first. */
export async function sendWrap(config: Config, order: WrapOrder): Promise<TransactionReceipt> {
  const { simulateContract, writeContract } = await actions();
  const base = {
    chainId: order.chainId,
    account: order.account,
    address: addressBook(order.chainId).weth,
    abi: weth9Abi,
  };
  // Two branches, not one union: each simulation's request is typed for its own function.
  const hash =
    order.kind === 'wrap'
      ? await writeContract(
          config,
          (await simulateContract(config, { ...base, functionName: 'deposit', value: order.amount })).request,
        )
      : await writeContract(
          config,
          (await simulateContract(config, { ...base, functionName: 'withdraw', args: [order.amount] })).request,
        );
  return trackTransaction(config, {
    chainId: order.chainId,
    account: order.account,
    hash,
    kind: order.kind,
    title: order.title,
  });
}

export async function switchToChain(config: Config, chainId: number): Promise<void> {
  const { switchChain } = await actions();
  await switchChain(config, { chainId });
}

/** Wei a Max of ETH keeps back for gas, from the fee per gas the chain asks now. */
export async function readGasReserve(config: Config, chainId: number): Promise<bigint> {
  const { estimateFeesPerGas } = await actions();
  const fees = await estimateFeesPerGas(config, { chainId });
  return gasReserveFor(fees.maxFeePerGas ?? fees.gasPrice ?? 0n);
}
