/**
 * A trade on a token's bonding curve, from the token page's panel: the bounds sent with it (from the
 * contract's own quote and the trader's slippage), its deadline, its price impact against the curve's
 * spot price, and what a buy that completes the curve does. Amounts are wei, bigint end to end.
 */
import { maximumAmountInFor, minimumAmountOutFor } from '@interface/market/bounds';
import { tokensLeft } from '@interface/market/curve';
import type { Address } from 'viem';

export const BUY_PRESETS_ETH = ['0.01', '0.1', '0.5', '1'] as const;
export const SELL_SHARES = [25, 50, 75, 100] as const;
/** The curve panel's default tolerance: 1%, as a launchpad trader expects on a moving curve. */
export const CURVE_SLIPPAGE_BPS = 100;
/** How long a signed curve trade stays executable. */
const DEADLINE_SECONDS = 20 * 60;

/** The curve's virtual reserves (LaunchFactory's `markets(token)`). */
export interface CurveState {
  virtualEth: bigint;
  virtualTokens: bigint;
}

/** LaunchFactory's `quoteBuy(token, ethIn)`. */
export interface CurveBuyQuote {
  tokensOut: bigint;
  fee: bigint;
  /** ETH sent back: only a buy that goes past the end of the curve has any. */
  refund: bigint;
}

/** LaunchFactory's `quoteBuyExact(token, tokensOut)`: `ethIn` is what exactly those tokens cost, fee included. */
export interface CurveBuyExactQuote {
  ethIn: bigint;
  fee: bigint;
}

/** LaunchFactory's `quoteSell(token, tokensIn)`: `ethOut` is after the fee. */
export interface CurveSellQuote {
  ethOut: bigint;
  fee: bigint;
}

/** What the typed amount is: ETH to spend, an exact number of tokens to buy, or tokens to sell. */
export type CurveQuoteKind = 'buy' | 'buy-exact' | 'sell';

/** One of the three quote views' answers, with which one it is. */
export type CurveQuote =
  | ({ kind: 'buy' } & CurveBuyQuote)
  | ({ kind: 'buy-exact' } & CurveBuyExactQuote)
  | ({ kind: 'sell' } & CurveSellQuote);

/** A call of `buy`, `buyExact` or `sell`, with its bound and deadline. */
export type CurveTrade =
  | { side: 'buy'; token: Address; ethIn: bigint; minTokensOut: bigint; deadline: bigint }
  | { side: 'buy-exact'; token: Address; tokensOut: bigint; maxEthIn: bigint; deadline: bigint }
  | { side: 'sell'; token: Address; tokensIn: bigint; minEthOut: bigint; deadline: bigint };

/** `percent` of a balance; all of it at 100, so that "sell all" leaves no dust. */
export function shareOf(balance: bigint, percent: number): bigint {
  if (percent >= 100) return balance;
  return (balance * BigInt(Math.round(percent * 100))) / 10_000n;
}

/** `now`: the later of the latest block and the clock (lib/chain-time). */
export const curveDeadline = (now: bigint) => now + BigInt(DEADLINE_SECONDS);

/** How much worse than the spot price the trade's average price is, as a fraction (0.02 = 2%). */
function impact(spot: CurveState, eth: bigint, tokens: bigint, side: 'buy' | 'sell'): number {
  if (tokens === 0n || spot.virtualTokens === 0n) return 0;
  // Ratios of bigints, scaled before the one division to a Number: display precision is plenty.
  const scale = 10n ** 12n;
  const ratio = Number((eth * spot.virtualTokens * scale) / (tokens * spot.virtualEth)) / Number(scale);
  return Math.max(0, side === 'buy' ? ratio - 1 : 1 - ratio);
}

export interface CurveBuyPlan {
  minTokensOut: bigint;
  /** What the trader pays in the end, fee included, refund excluded. */
  spent: bigint;
  completes: boolean;
  priceImpact: number;
}

export function planCurveBuy(ethIn: bigint, quote: CurveBuyQuote, spot: CurveState, slippageBps: number): CurveBuyPlan {
  const spent = ethIn - quote.refund;
  return {
    minTokensOut: minimumAmountOutFor(quote.tokensOut, slippageBps),
    spent,
    // Exactly the tokens left (with or without ETH to give back) ends the curve and graduates the token.
    completes: quote.tokensOut > 0n && quote.tokensOut === tokensLeft(spot),
    priceImpact: impact(spot, spent - quote.fee, quote.tokensOut, 'buy'),
  };
}

export interface CurveBuyExactPlan {
  /** The ETH sent with `buyExact`: the most the trader pays; whatever the fill costs less comes back. */
  maxEthIn: bigint;
  completes: boolean;
  priceImpact: number;
}

export function planCurveBuyExact(
  tokensOut: bigint,
  quote: CurveBuyExactQuote,
  spot: CurveState,
  slippageBps: number,
): CurveBuyExactPlan {
  return {
    maxEthIn: maximumAmountInFor(quote.ethIn, slippageBps),
    completes: tokensOut > 0n && tokensOut === tokensLeft(spot),
    priceImpact: impact(spot, quote.ethIn - quote.fee, tokensOut, 'buy'),
  };
}

export interface CurveSellPlan {
  minEthOut: bigint;
  priceImpact: number;
}

export function planCurveSell(
  tokensIn: bigint,
  quote: CurveSellQuote,
  spot: CurveState,
  slippageBps: number,
): CurveSellPlan {
  return {
    minEthOut: minimumAmountOutFor(quote.ethOut, slippageBps),
    priceImpact: impact(spot, quote.ethOut + quote.fee, tokensIn, 'sell'),
  };
}
