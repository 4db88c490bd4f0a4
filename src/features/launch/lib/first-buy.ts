/**
 * The creator's optional first buy, made inside the launch transaction. The curve is brand new at
 * that moment (nobody can trade a token before the transaction that creates it), so the curve maths
 * on the launch curve is exactly what the contract will fill: no chain read needed for the quote.
 */

import { MARKET_MODEL } from '@interface/market';
import { minimumAmountOutFor } from '@interface/market/bounds';
import {
  type BuyQuote,
  curvePrice,
  fundingProgress,
  LAUNCH_CURVE,
  MAX_FIRST_BUY_TOKENS,
  quoteBuy,
  quoteBuyExact,
} from '@interface/market/curve';
import { parseUnits } from 'viem';

/** About the most ETH a first buy may spend: what exactly 10% of the supply costs, fee included (for the hint). */
export const MAX_FIRST_BUY_ETH = quoteBuyExact(LAUNCH_CURVE, MAX_FIRST_BUY_TOKENS).ethIn;

export type FirstBuy =
  | { kind: 'none' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ok'; ethIn: bigint; quote: BuyQuote };

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/** Typed ETH ("0.5", ".25") to wei with parseUnits, checked against the 10% cap. */
export function readFirstBuy(text: string): FirstBuy {
  const typed = text.trim();
  if (typed === '') return { kind: 'none' };
  const match = DECIMAL.exec(typed);
  if (!match || typed === '.') return { kind: 'invalid', message: 'Write the amount in ETH as a number, like 0.1.' };
  if ((match[2] ?? '').length > 18) return { kind: 'invalid', message: 'ETH has 18 decimals: the amount has more.' };
  const ethIn = parseUnits(typed.startsWith('.') ? `0${typed}` : typed, 18);
  if (ethIn === 0n) return { kind: 'none' };
  // The contract's own test: the tokens the buy fills, not the ETH (rounding makes the two differ by wei).
  const quote = quoteBuy(LAUNCH_CURVE, ethIn);
  if (quote.tokensOut > MAX_FIRST_BUY_TOKENS) {
    return { kind: 'invalid', message: 'Above the cap: a first buy gets at most 10% of the supply.' };
  }
  return { kind: 'ok', ethIn, quote };
}

/** `launch`'s minTokensOut: 0 without a first buy (the contract requires it), else the slippage floor. */
export function minTokensOutOf(firstBuy: FirstBuy, slippageBps: number): bigint {
  return firstBuy.kind === 'ok' ? minimumAmountOutFor(firstBuy.quote.tokensOut, slippageBps) : 0n;
}

/** The market as discovery will show it right after the launch: price, cap and progress after the first buy. */
export function marketAfterLaunch(firstBuy: FirstBuy) {
  const curve = firstBuy.kind === 'ok' ? firstBuy.quote.after : LAUNCH_CURVE;
  const price = curvePrice(curve);
  return { priceEth: price, marketCap: price * MARKET_MODEL.totalSupply, fundingProgress: fundingProgress(curve) };
}
