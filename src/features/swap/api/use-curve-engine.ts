/**
 * The bonding curve as the panel's market: the contract's own quote at the latest block, the bounds
 * from the trader's slippage, and a send built only from the quote asked for the inputs on screen,
 * its deadline counted at sending from the later of the latest block and the clock.
 */
import { launchFactoryAbi } from '@interface/contracts/abis';
import { encodeFunctionData } from 'viem';
import { env } from '@/app/env';
import { addressBook } from '@/lib/address-book';
import { readTransactionNow } from '@/lib/chain-time';
import { ETH } from '@/lib/transaction-preview/eth';
import type { PreviewBound } from '@/lib/transaction-preview/preview-lines';
import { curveOrder } from '../lib/curve-order';
import { type CurveQuoteKind, type CurveTrade, curveDeadline } from '../lib/curve-trade';
import { priceImpactTier } from '../lib/price-impact-tier';
import { sendableQuote } from '../lib/quote-ask';
import { curveQuoteFailure } from '../lib/quote-failure';
import { isQuoteFresh } from '../lib/quote-freshness';
import { sendCurveTrade } from './curve-chain';
import { RefusedSwap } from './router-swap';
import { type EngineInput, type EstimateCall, type TradeEngine, tradeLabel } from './trade-engine';
import { curveAsk, useCurveQuote } from './use-curve-trade';

/** The call `trade` makes, for the gas estimate (its deadline does not change the gas). */
function callOf(trade: CurveTrade): EstimateCall {
  const to = addressBook(env.chainId).launchFactory;
  switch (trade.side) {
    case 'buy':
      return {
        to,
        value: trade.ethIn,
        data: encodeFunctionData({
          abi: launchFactoryAbi,
          functionName: 'buy',
          args: [trade.token, trade.minTokensOut, trade.deadline],
        }),
      };
    case 'buy-exact':
      return {
        to,
        value: trade.maxEthIn,
        data: encodeFunctionData({
          abi: launchFactoryAbi,
          functionName: 'buyExact',
          args: [trade.token, trade.tokensOut, trade.deadline],
        }),
      };
    case 'sell':
      return {
        to,
        value: 0n,
        data: encodeFunctionData({
          abi: launchFactoryAbi,
          functionName: 'sell',
          args: [trade.token, trade.tokensIn, trade.minEthOut, trade.deadline],
        }),
      };
  }
}

/** The figures the contract enforces, for the preview to lead with: the least received, the most paid. */
function boundsOf(trade: CurveTrade): PreviewBound[] {
  switch (trade.side) {
    case 'buy':
      return [{ token: trade.token, kind: 'minimum', amount: trade.minTokensOut }];
    case 'buy-exact':
      return [{ token: ETH, kind: 'maximum', amount: trade.maxEthIn }];
    case 'sell':
      return [{ token: ETH, kind: 'minimum', amount: trade.minEthOut }];
  }
}

const STALE = 'This quote is over 30 seconds old: close the review and open it again for the fresh one.';

/** A far deadline for the estimate alone: the call's gas is the same whatever its deadline. */
const ESTIMATE_DEADLINE = 2n ** 63n;

export function useCurveEngine(input: EngineInput): TradeEngine {
  const { config, token, ticker, side, amount, account, slippageBps } = input;
  const kind: CurveQuoteKind = side === 'sell' ? 'sell' : input.exactTokens ? 'buy-exact' : 'buy';
  const request =
    input.active && amount !== null && amount > 0n ? { token, kind, amount, account, slippageBps } : undefined;
  const query = useCurveQuote(config, request);
  const sendable = sendableQuote(query, request && curveAsk(request));
  const shown = query.data && curveOrder(query.data.ask, query.data.quote, token, ticker);
  const order = sendable && curveOrder(sendable.ask, sendable.quote, token, ticker);
  return {
    view: shown?.view,
    updating: shown !== undefined && order === undefined,
    quoteFailure: query.isError ? curveQuoteFailure(query.error) : undefined,
    tier: order && priceImpactTier(order.priceImpact),
    topTier: 'typed',
    spend: order?.spend,
    estimate: order && callOf(order.trade(ESTIMATE_DEADLINE)),
    sendable:
      order && sendable
        ? {
            receivedAt: sendable.receivedAt,
            terms: order.terms,
            prepare: async (cfg, wallet) => {
              const deadline = curveDeadline(await readTransactionNow(cfg, env.chainId));
              const trade = order.trade(deadline);
              const call = callOf(trade);
              return {
                view: order.view,
                preview: {
                  calls: [call],
                  chosen: [side === 'sell' ? token : ETH],
                  bounds: boundsOf(trade),
                  known: [{ address: token, symbol: ticker, decimals: 18 }],
                  errorAbis: [launchFactoryAbi],
                },
                send: () => {
                  if (!isQuoteFresh(sendable.receivedAt, Date.now())) {
                    return Promise.reject(new RefusedSwap(STALE));
                  }
                  return sendCurveTrade(
                    cfg,
                    env.chainId,
                    wallet.address,
                    trade,
                    tradeLabel(side, ticker, order.view),
                    call,
                  );
                },
              };
            },
          }
        : undefined,
  };
}
