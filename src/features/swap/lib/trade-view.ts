/**
 * What the trade panel shows of a quote, whichever market fills it: the curve (LaunchFactory's quote
 * views) or the graduated token's pair (the swap service's Router02 quote). Amounts stay bigint; the
 * text is for the eye, the wallet shows the exact figures.
 */
import type { Quote } from '@interface/swap';
import { formatUnits } from 'viem';
import { formatAmount } from '@/lib/format';
import type { CurveBuyPlan, CurveBuyQuote, CurveSellPlan, CurveSellQuote } from './curve-trade';
import { parseUint256 } from './uint256';

export interface QuoteView {
  receive: string;
  minimum: string;
  minimumLabel: string;
  fee: string;
  feeLabel: string;
  /** A fraction: 0.02 is 2%. */
  priceImpact: number;
  /** Said before a buy that completes the curve is sent. */
  completes?: string;
}

/** Wei as a person reads it: four significant digits. */
export const units = (wei: bigint) => formatAmount(Number(formatUnits(wei, 18)));
const percentOf = (bps: number) => `${bps / 100}%`;

const curveCommon = (fee: bigint, priceImpact: number, slippageBps: number) => ({
  minimumLabel: `Minimum (${percentOf(slippageBps)} slippage)`,
  fee: `${units(fee)} ETH`,
  feeLabel: 'Fee (1%)',
  priceImpact,
});

export function curveBuyView(quote: CurveBuyQuote, plan: CurveBuyPlan, ticker: string, slippageBps: number): QuoteView {
  const spent = `${units(plan.spent)} ETH`;
  return {
    ...curveCommon(quote.fee, plan.priceImpact, slippageBps),
    receive: `${units(quote.tokensOut)} ${ticker}`,
    minimum: `${units(plan.minTokensOut)} ${ticker}`,
    ...(plan.completes
      ? {
          completes: `${units(quote.tokensOut)} ${ticker} for ${spent}; ${units(quote.refund)} ETH comes back; this buy graduates the token.`,
        }
      : {}),
  };
}

export function curveSellView(quote: CurveSellQuote, plan: CurveSellPlan, slippageBps: number): QuoteView {
  return {
    ...curveCommon(quote.fee, plan.priceImpact, slippageBps),
    receive: `${units(quote.ethOut)} ETH`,
    minimum: `${units(plan.minEthOut)} ETH`,
  };
}

/** A pair quote (exact in): what comes out, its minimum, and the LP fee in what goes in. */
export function pairQuoteView(quote: Quote, side: 'buy' | 'sell', ticker: string): QuoteView {
  const [inUnit, outUnit] = side === 'buy' ? ['ETH', ticker] : [ticker, 'ETH'];
  const amount = (text: string | undefined) => parseUint256(text ?? '') ?? 0n;
  return {
    receive: `${units(amount(quote.amountOut))} ${outUnit}`,
    minimum: `${units(amount(quote.minimumAmountOut))} ${outUnit}`,
    minimumLabel: `Minimum (${percentOf(quote.metadata.slippageBps)} slippage)`,
    fee: `${units(amount(quote.lpFee))} ${inUnit}`,
    feeLabel: `LP fee (${quote.metadata.lpFeePercent}%)`,
    priceImpact: quote.priceImpact,
  };
}
