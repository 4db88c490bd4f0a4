/**
 * A graduated token's Uniswap V2 pair as the panel's market: the swap service's quote (exact ETH in,
 * exact tokens out, or tokens sold), sent through the one path /swap uses (router-swap.ts: every
 * check, the approval, the simulation), and the trade that comes back read from its receipt.
 */
import { NATIVE_ADDRESS } from '@interface/common';
import { maximumAmountInFor, minimumAmountOutFor } from '@interface/market/bounds';
import type { Address, Hex } from 'viem';
import { env } from '@/app/env';
import { addressBook } from '@/lib/address-book';
import { ETH } from '@/lib/transaction-preview/eth';
import type { PreviewBound } from '@/lib/transaction-preview/preview-lines';
import { pairTradeAmounts } from '../lib/pair-trade-receipt';
import { priceImpactTier } from '../lib/price-impact-tier';
import { pairQuoteView } from '../lib/trade-view';
import { parseUint256 } from '../lib/uint256';
import { prepareRouterSwap, type RouterSwapOrder, sendRouterSwap } from './router-swap';
import { useSwapQuote } from './swap-quote';
import { type EngineInput, type PrepareTrade, type TradeEngine, tradeLabel } from './trade-engine';

export function usePairEngine(input: EngineInput): TradeEngine {
  const { token, ticker, side, amount, account, slippageBps } = input;
  const exact = side === 'buy' && input.exactTokens ? 'out' : 'in';
  const [tokenIn, tokenOut]: [Address, Address] = side === 'buy' ? [NATIVE_ADDRESS, token] : [token, NATIVE_ADDRESS];
  const request =
    input.active && amount !== null && amount > 0n
      ? ({ tokenIn, tokenOut, exact, amount, slippageBps, account } as const)
      : undefined;
  const quote = useSwapQuote(request);
  const { shown, sendable } = quote;
  const asked = (ask: { exact: 'in' | 'out'; slippageBps: number }) => ({ side, ...ask });
  const view = shown && pairQuoteView(shown.quote, asked(shown.ask), ticker);
  const spend =
    sendable &&
    (sendable.ask.exact === 'out'
      ? maximumAmountInFor(parseUint256(sendable.quote.amountIn) ?? 0n, sendable.ask.slippageBps)
      : sendable.ask.amount);

  const prepare: PrepareTrade | undefined = sendable
    ? async (config, wallet) => {
        const book = addressBook(env.chainId);
        const view = pairQuoteView(sendable.quote, asked(sendable.ask), ticker);
        const order: RouterSwapOrder = {
          chainId: env.chainId,
          connectedChainId: wallet.chainId,
          account: wallet.address,
          tokenIn,
          tokenOut,
          symbolIn: side === 'buy' ? 'ETH' : ticker,
          exact: sendable.ask.exact,
          typedAmount: sendable.ask.amount,
          slippageBps: sendable.ask.slippageBps,
          quote: sendable.quote,
          receivedAt: sendable.receivedAt,
          unlimitedApproval: false,
          label: { kind: side, ...tradeLabel(side, ticker, view) },
        };
        const { calls, refusal } = await prepareRouterSwap(config, order);
        const amountIn = parseUint256(sendable.quote.amountIn) ?? 0n;
        const amountOut = parseUint256(sendable.quote.amountOut) ?? 0n;
        const bound: PreviewBound =
          sendable.ask.exact === 'in'
            ? {
                token: side === 'buy' ? token : ETH,
                kind: 'minimum',
                amount: minimumAmountOutFor(amountOut, sendable.ask.slippageBps),
              }
            : { token: ETH, kind: 'maximum', amount: maximumAmountInFor(amountIn, sendable.ask.slippageBps) };
        const send = async () => {
          const receipt = await sendRouterSwap(config, { ...order, previewed: calls.at(-1) });
          const mined = pairTradeAmounts(receipt.logs, {
            side,
            token,
            weth: book.weth,
            router: book.uniswapV2Router02,
            trader: wallet.address,
          });
          // The receipt is the truth; without its events (never, from Router02 and WETH9) the quote stands in.
          const amounts = mined ?? {
            ethAmount: side === 'buy' ? amountIn : amountOut,
            tokenAmount: side === 'buy' ? amountOut : amountIn,
          };
          return {
            token,
            txHash: receipt.transactionHash,
            blockNumber: receipt.blockNumber,
            trader: wallet.address,
            side,
            ...amounts,
          };
        };
        return {
          view,
          refusal,
          preview: {
            calls,
            chosen: [side === 'buy' ? ETH : token],
            bounds: [bound],
            known: [{ address: token, symbol: ticker, decimals: 18 }],
          },
          send,
        };
      }
    : undefined;

  const transaction = sendable?.quote.transaction;
  return {
    view,
    updating: view !== undefined && sendable === undefined,
    quoteFailed: quote.status === 'failed' || quote.status === 'no-route' || quote.status === 'no-liquidity',
    tier: sendable ? priceImpactTier(sendable.quote.priceImpact) : undefined,
    receivedAt: sendable?.receivedAt,
    spend,
    prepare,
    estimate: transaction && {
      to: transaction.to as Address,
      data: transaction.data as Hex,
      value: BigInt(transaction.value),
      fallbackGas: BigInt(transaction.gas),
    },
  };
}
