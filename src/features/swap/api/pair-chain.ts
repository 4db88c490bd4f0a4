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
import type { Address, Hash, Hex, TransactionReceipt } from 'viem';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import { getJson } from '@/lib/http';
import { checkSwapTransaction } from '../lib/swap-transaction-check';

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

async function approveExactly(config: Config, chainId: number, account: Address, token: Address, amount: bigint) {
  const { readContract, simulateContract, writeContract, waitForTransactionReceipt } = await actions();
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
  await waitForTransactionReceipt(config, { chainId, hash: await writeContract(config, request) });
}

export async function sendPairTrade(
  config: Config,
  trade: PairTradeRequest & { account: Address; connectedChainId: number; quote: Quote },
  onSent: (hash: Hash) => void,
): Promise<TransactionReceipt> {
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
    quote: { path: quote.path, amountIn: quote.amountIn, amountOut: quote.amountOut },
    slippageBps: trade.slippageBps,
    nowSeconds: Date.now() / 1000,
  });
  if (!check.ok) throw new RefusedTransaction(check.message);

  if (trade.tokenIn !== NATIVE_ADDRESS) await approveExactly(config, chainId, account, trade.tokenIn, trade.amountIn);
  const { call, sendTransaction, waitForTransactionReceipt } = await actions();
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
  onSent(hash);
  const receipt = await waitForTransactionReceipt(config, { chainId, hash });
  if (receipt.status !== 'success') throw new Error(`The swap was mined but reverted on chain (${hash}).`);
  return receipt;
}
