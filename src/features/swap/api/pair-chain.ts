/**
 * A graduated token's trade on its Uniswap V2 pair: the swap service's quote with its ready-to-sign
 * Router02 call, checked field by field against what the app knows (never trusted as sent), the
 * router approved for exactly the tokens sold when it must be, simulated against the latest block,
 * then sent by the wallet.
 */
import { NATIVE_ADDRESS } from '@interface/common';
import { launchTokenAbi } from '@interface/contracts/abis';
import { addressBook } from '@interface/contracts/address-book';
import { type Quote, quoteSchema } from '@interface/swap';
import type { Address, Hex } from 'viem';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import { getJson } from '@/lib/http';
import { trackTransaction } from '@/lib/transactions/track';
import { checkSwapTransaction } from '../lib/swap-transaction-check';
import type { TradeLabel } from './curve-chain';

const actions = () => import('wagmi/actions');

export interface PairTradeRequest {
  tokenIn: Address;
  tokenOut: Address;
  amountIn: bigint;
  slippageBps: number;
  /** With an account, the quote carries the transaction built for it. */
  account: Address | undefined;
}

export function fetchPairQuote(request: PairTradeRequest, signal?: AbortSignal): Promise<Quote> {
  const { tokenIn, tokenOut, amountIn, slippageBps, account } = request;
  return getJson(
    env.swapApiUrl,
    '/api/quote',
    {
      tokenIn,
      tokenOut,
      amount: amountIn.toString(),
      slippage: slippageBps,
      buildTx: account !== undefined,
      userAddress: account,
    },
    quoteSchema,
    { signal },
  );
}

/** The service's transaction did not match the trade reviewed: it never reaches the wallet. */
export class RefusedTransaction extends Error {}

/** Approves Router02 for exactly `amount` of `token` when the allowance falls short; tracked like any transaction. */
async function approveExactly(
  config: Config,
  chainId: number,
  account: Address,
  token: Address,
  amount: bigint,
  ticker: string,
) {
  const { readContract, simulateContract, writeContract } = await actions();
  const router = addressBook(chainId).uniswapV2Router02;
  const allowance = await readContract(config, {
    chainId,
    address: token,
    abi: launchTokenAbi,
    functionName: 'allowance',
    args: [account, router],
    blockTag: 'latest',
  });
  if (allowance >= amount) return;
  const { request } = await simulateContract(config, {
    chainId,
    account,
    address: token,
    abi: launchTokenAbi,
    functionName: 'approve',
    args: [router, amount],
  });
  const hash = await writeContract(config, request);
  await trackTransaction(config, {
    chainId,
    account,
    hash,
    kind: 'approve',
    title: `Approve ${ticker}`,
    description: 'Lets the Uniswap router take exactly the tokens of this sale',
  });
}

export async function sendPairTrade(
  config: Config,
  trade: PairTradeRequest & {
    account: Address;
    connectedChainId: number;
    quote: Quote;
    side: 'buy' | 'sell';
    ticker: string;
    label: TradeLabel;
  },
): Promise<ConfirmedTrade> {
  const { quote, account } = trade;
  const chainId = env.chainId;
  if (!quote.transaction) throw new RefusedTransaction('The quote came without its transaction: ask again.');
  const check = checkSwapTransaction(quote.transaction, {
    quoteChainId: chainId,
    connectedChainId: trade.connectedChainId,
    account,
    tokenIn: trade.tokenIn,
    tokenOut: trade.tokenOut,
    exact: 'in',
    typedAmount: trade.amountIn,
    quote: { path: quote.path, amountIn: quote.amountIn, amountOut: quote.amountOut },
    slippageBps: trade.slippageBps,
    nowSeconds: BigInt(Math.floor(Date.now() / 1000)),
  });
  if (!check.ok) throw new RefusedTransaction(check.message);

  if (trade.tokenIn !== NATIVE_ADDRESS) {
    await approveExactly(config, chainId, account, trade.tokenIn, trade.amountIn, trade.ticker);
  }
  const { call, sendTransaction } = await actions();
  const tx = {
    chainId,
    account,
    to: quote.transaction.to as Address,
    data: quote.transaction.data as Hex,
    value: check.value,
  };
  // The simulation's revert (slippage, deadline, allowance) is the error the trader sees.
  await call(config, { ...tx, blockTag: 'latest' });
  const hash = await sendTransaction(config, tx);
  const receipt = await trackTransaction(config, { chainId, account, hash, kind: trade.side, ...trade.label });
  // The quote's amounts: the pair's Swap event would say the same within the slippage, and the
  // indexer's row (exact) replaces this one within seconds.
  const [ethAmount, tokenAmount] =
    trade.side === 'buy'
      ? [BigInt(quote.amountIn), BigInt(quote.amountOut)]
      : [BigInt(quote.amountOut), BigInt(quote.amountIn)];
  return {
    token: trade.side === 'buy' ? trade.tokenOut : trade.tokenIn,
    txHash: receipt.transactionHash,
    blockNumber: receipt.blockNumber,
    trader: account,
    side: trade.side,
    ethAmount,
    tokenAmount,
  };
}
