/**
 * What the trade panel shows of a quote, whichever market fills it: the curve (LaunchFactory's quote
 * views) or the graduated token's pair (the swap service's Router02 quote). Amounts stay bigint; the
 * text is for the eye, the wallet shows the exact figures. Bounds are rounded the safe way: a minimum
 * down, a maximum up (format-units.ts).
 */
import { maximumAmountInFor, minimumAmountOutFor } from '@interface/market/bounds';
import type { Quote } from '@interface/swap';
import { formatUnitsCompact } from '@/lib/format-units';
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
  /** The bound: "Minimum (1% slippage)" or "Maximum paid (1% slippage)". */
  boundLabel: string;
  bound: string;
  fee: string;
  feeLabel: string;
  /** A fraction: 0.02 is 2%. */
  priceImpact: number;
  /** Said before a buy that completes the curve is sent. */
  completes?: string;
}

/** Wei as a person reads it: four significant digits, to the nearest. */
export const units = (wei: bigint) => formatUnitsCompact(wei);
const minimum = (wei: bigint) => formatUnitsCompact(wei, 18, 'down');
const maximum = (wei: bigint) => formatUnitsCompact(wei, 18, 'up');
const percentOf = (bps: number) => `${bps / 100}%`;
const minimumLabel = (slippageBps: number) => `Minimum (${percentOf(slippageBps)} slippage)`;
const maximumLabel = (slippageBps: number) => `Maximum paid (${percentOf(slippageBps)} slippage)`;

const curveCommon = (fee: bigint, priceImpact: number) => ({
  fee: `${units(fee)} ETH`,
  feeLabel: 'Fee (1%)',
  priceImpact,
});

export function curveBuyView(quote: CurveBuyQuote, plan: CurveBuyPlan, ticker: string, slippageBps: number): QuoteView {
  const spent = `${units(plan.spent)} ETH`;
  return {
    ...curveCommon(quote.fee, plan.priceImpact),
    receive: `${units(quote.tokensOut)} ${ticker}`,
    boundLabel: minimumLabel(slippageBps),
    bound: `${minimum(plan.minTokensOut)} ${ticker}`,
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
    ...curveCommon(quote.fee, plan.priceImpact),
    pay: cost,
    receive: `${units(tokensOut)} ${ticker}`,
    boundLabel: maximumLabel(slippageBps),
    bound: `${maximum(plan.maxEthIn)} ETH`,
    ...(plan.completes
      ? {
          completes: `${units(tokensOut)} ${ticker} for ${cost}; whatever you send above that comes back; this buy graduates the token.`,
        }
      : {}),
  };
}

export function curveSellView(quote: CurveSellQuote, plan: CurveSellPlan, slippageBps: number): QuoteView {
  return {
    ...curveCommon(quote.fee, plan.priceImpact),
    receive: `${units(quote.ethOut)} ETH`,
    boundLabel: minimumLabel(slippageBps),
    bound: `${minimum(plan.minEthOut)} ETH`,
  };
}

/**
 * A pair quote, for the side and exact amount it was asked for: an exact input shows what comes out
 * and its minimum, an exact output (a number of tokens bought) what it costs and the most paid. The
 * bounds are the app's own, from the quote's amounts and the slippage it was asked at: the same the
 * transaction check holds the router call to.
 */
export function pairQuoteView(
  quote: Quote,
  asked: { side: 'buy' | 'sell'; exact: 'in' | 'out'; slippageBps: number },
  ticker: string,
): QuoteView {
  const [inUnit, outUnit] = asked.side === 'buy' ? ['ETH', ticker] : [ticker, 'ETH'];
  const amount = (text: string | undefined) => parseUint256(text ?? '') ?? 0n;
  const amountIn = amount(quote.amountIn);
  const amountOut = amount(quote.amountOut);
  const common = {
    receive: `${units(amountOut)} ${outUnit}`,
    fee: `${units(amount(quote.lpFee))} ${inUnit}`,
    feeLabel: `LP fee (${quote.metadata.lpFeePercent}%)`,
    priceImpact: quote.priceImpact,
  };
  if (asked.exact === 'out') {
    return {
      ...common,
      pay: `${units(amountIn)} ${inUnit}`,
      boundLabel: maximumLabel(asked.slippageBps),
      bound: `${maximum(maximumAmountInFor(amountIn, asked.slippageBps))} ${inUnit}`,
    };
  }
  return {
    ...common,
    boundLabel: minimumLabel(asked.slippageBps),
    bound: `${minimum(minimumAmountOutFor(amountOut, asked.slippageBps))} ${outUnit}`,
  };
}
