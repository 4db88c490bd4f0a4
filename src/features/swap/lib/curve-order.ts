/**
 * A curve quote, read with what it was asked for, made into what the panel shows and what it would
 * send. Everything comes from the quote's own ask (its amount, its slippage), never from the inputs
 * on screen: a previous amount's quote, shown while the next loads, shows its own bounds, and the
 * panel sends only a quote asked for exactly the inputs on screen (quote-ask.ts).
 */
import type { Address } from 'viem';
import {
  type CurveQuote,
  type CurveState,
  type CurveTrade,
  planCurveBuy,
  planCurveBuyExact,
  planCurveSell,
} from './curve-trade';
import type { QuoteAsk } from './quote-ask';
import type { TradeTerms } from './trade-terms';
import { curveBuyExactView, curveBuyView, curveSellView, type QuoteView } from './trade-view';

export interface CurveOrder {
  view: QuoteView;
  /** The most the trade takes from the wallet: ETH for a buy (its maximum for exact tokens), tokens for a sell. */
  spend: bigint;
  /** The call with its bound, for a deadline counted when it is sent. */
  trade: (deadline: bigint) => CurveTrade;
  /** What the review weighs a fresher quote against. */
  terms: TradeTerms;
  /** How much worse than the spot price it fills (a fraction), for the impact's tier. */
  priceImpact: number;
}

const curveTerms = (side: 'buy' | 'sell', exactIn: boolean, amounts: Omit<TradeTerms, 'route' | 'side' | 'exactIn'>) =>
  ({ route: 'curve', side, exactIn, ...amounts }) satisfies TradeTerms;

export function curveOrder(
  asked: Pick<QuoteAsk, 'amount' | 'slippageBps'>,
  quoted: { spot: CurveState; quote: CurveQuote },
  token: Address,
  ticker: string,
): CurveOrder {
  const { amount, slippageBps } = asked;
  const { spot, quote } = quoted;
  switch (quote.kind) {
    case 'buy': {
      const plan = planCurveBuy(amount, quote, spot, slippageBps);
      return {
        view: curveBuyView(quote, plan, ticker, slippageBps),
        spend: amount,
        trade: (deadline) => ({ side: 'buy', token, ethIn: amount, minTokensOut: plan.minTokensOut, deadline }),
        terms: curveTerms('buy', true, { amountIn: amount, amountOut: quote.tokensOut, bound: plan.minTokensOut }),
        priceImpact: plan.priceImpact,
      };
    }
    case 'buy-exact': {
      const plan = planCurveBuyExact(amount, quote, spot, slippageBps);
      return {
        view: curveBuyExactView(amount, quote, plan, ticker, slippageBps),
        spend: plan.maxEthIn,
        trade: (deadline) => ({ side: 'buy-exact', token, tokensOut: amount, maxEthIn: plan.maxEthIn, deadline }),
        terms: curveTerms('buy', false, { amountIn: quote.ethIn, amountOut: amount, bound: plan.maxEthIn }),
        priceImpact: plan.priceImpact,
      };
    }
    case 'sell': {
      const plan = planCurveSell(amount, quote, spot, slippageBps);
      return {
        view: curveSellView(quote, plan, slippageBps),
        spend: amount,
        trade: (deadline) => ({ side: 'sell', token, tokensIn: amount, minEthOut: plan.minEthOut, deadline }),
        terms: curveTerms('sell', true, { amountIn: amount, amountOut: quote.ethOut, bound: plan.minEthOut }),
        priceImpact: plan.priceImpact,
      };
    }
  }
}
