/**
 * What the trade panel shows of a quote, whichever market fills it: the curve (LaunchFactory's quote
 * views) or the graduated token's pair (the swap service's Router02 quote). Amounts stay bigint; the
 * text is for the eye, the wallet shows the exact figures.
 */
import type { Quote } from '@interface/swap';
import { formatUnits } from 'viem';
import { formatAmount } from '@/lib/format';
import type {
  CurveBuyExactPlan,
  CurveBuyExactQuote,
  CurveBuyPlan,
  CurveBuyQuote,
  CurveSellPlan,
  CurveSellQuote,
} from './curve-trade';
import { parseUint256 } from './uint256';

export interface QuoteView {
  /** What the trader pays, when it is the quote's to say (an exact number of tokens bought). */
  pay?: string;
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

/** An exact number of tokens: what they cost, and the most the wallet sends (the rest comes back). */
export function curveBuyExactView(
  tokensOut: bigint,
  quote: CurveBuyExactQuote,
  plan: CurveBuyExactPlan,
  ticker: string,
  slippageBps: number,
): QuoteView {
  const cost = `${units(quote.ethIn)} ETH`;
  return {
    ...curveCommon(quote.fee, plan.priceImpact, slippageBps),
    pay: cost,
    receive: `${units(tokensOut)} ${ticker}`,
    minimumLabel: `Maximum paid (${percentOf(slippageBps)} slippage)`,
    minimum: `${units(plan.maxEthIn)} ETH`,
    ...(plan.completes
      ? {
          completes: `${units(tokensOut)} ${ticker} for ${cost}; whatever you send above that comes back; this buy graduates the token.`,
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
