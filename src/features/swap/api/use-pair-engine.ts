/**
 * A graduated token's Uniswap V2 pair as the panel's market: the swap service's quote (exact ETH in,
 * exact tokens out, or tokens sold), sent through the one path /swap uses (router-swap.ts: every
 * check, the approval, the simulation), and the trade that comes back read from its receipt.
 */
import { NATIVE_ADDRESS } from '@interface/common';
import { maximumAmountInFor, minimumAmountOutFor } from '@interface/market/bounds';
import type { Quote } from '@interface/swap';
import type { Address, Hex } from 'viem';
import { env } from '@/app/env';
import { addressBook } from '@/lib/address-book';
import { ETH } from '@/lib/transaction-preview/eth';
import type { PreviewBound } from '@/lib/transaction-preview/preview-lines';
import { pairTradeAmounts } from '../lib/pair-trade-receipt';
import { priceImpactTier } from '../lib/price-impact-tier';
import { isQuoteFailure } from '../lib/quote-failure';
import type { TradeTerms } from '../lib/trade-terms';
import { pairQuoteView } from '../lib/trade-view';
import { parseUint256 } from '../lib/uint256';
import { prepareRouterSwap, type RouterSwapOrder, sendRouterSwap } from './router-swap';
import { useSwapQuote } from './swap-quote';
import { type EngineInput, type PrepareTrade, type TradeEngine, tradeLabel } from './trade-engine';

/** What a pair quote promises, as asked: its path is its route. */
function pairTerms(quote: Quote, ask: { exact: 'in' | 'out'; slippageBps: number }, side: 'buy' | 'sell'): TradeTerms {
  const amountIn = parseUint256(quote.amountIn) ?? 0n;
  const amountOut = parseUint256(quote.amountOut) ?? 0n;
  const exactIn = ask.exact === 'in';
  return {
    route: `pair:${quote.path.map((address) => address.toLowerCase()).join('>')}`,
    side,
    exactIn,
    amountIn,
    amountOut,
    bound: exactIn ? minimumAmountOutFor(amountOut, ask.slippageBps) : maximumAmountInFor(amountIn, ask.slippageBps),
  };
}

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
  const terms = sendable && pairTerms(sendable.quote, sendable.ask, side);
  // The most it takes: the maximum paid for exact tokens, else the amount typed.
  const spend = sendable && terms && (terms.exactIn ? sendable.ask.amount : terms.bound);

  const prepare: PrepareTrade | undefined =
    sendable && terms
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
            symbolOut: side === 'buy' ? ticker : 'ETH',
            decimals: { in: 18, out: 18 },
            exact: sendable.ask.exact,
            typedAmount: sendable.ask.amount,
            slippageBps: sendable.ask.slippageBps,
            quote: sendable.quote,
            receivedAt: sendable.receivedAt,
            unlimitedApproval: false,
            label: { kind: side, ...tradeLabel(side, ticker, view) },
          };
          const { calls, refusal, impact, pairs } = await prepareRouterSwap(config, order);
          const { amountIn, amountOut } = terms;
          const bound: PreviewBound = terms.exactIn
            ? { token: side === 'buy' ? token : ETH, kind: 'minimum', amount: terms.bound }
            : { token: ETH, kind: 'maximum', amount: terms.bound };
          const send = async () => {
            const receipt = await sendRouterSwap(config, { ...order, previewed: calls });
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
            impact,
            preview: {
              calls,
              routePairs: pairs,
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
    quoteFailure: isQuoteFailure(quote.status) ? quote.status : undefined,
    tier: sendable ? priceImpactTier(sendable.quote.priceImpact) : undefined,
    topTier: 'refused',
    spend,
    sendable: sendable && terms && prepare ? { receivedAt: sendable.receivedAt, terms, prepare } : undefined,
    estimate: transaction && {
      to: transaction.to as Address,
      data: transaction.data as Hex,
      value: BigInt(transaction.value),
      fallbackGas: BigInt(transaction.gas),
    },
  };
}
