/**
 * The bonding curve with its 1% fee, exactly as LaunchFactory computes it: one definition, in wei,
 * for the contracts' differential tests, the services, the indexer and the app. Virtual reserves
 * (constant product); every rounding favours the curve, so k never decreases and the curve always
 * holds the ETH it owes to the sellers of every token it has sold.
 */
import { MARKET_MODEL } from '../market';

const WEI = 10n ** 18n;
const CURVE_VIRTUAL_ETH = (BigInt(MARKET_MODEL.curveVirtualEth * 10) * WEI) / 10n;
const CURVE_VIRTUAL_TOKENS = BigInt(MARKET_MODEL.curveVirtualTokens) * WEI;
export const CURVE_SELLABLE = BigInt(MARKET_MODEL.curveSellableTokens) * WEI;
const TOTAL_SUPPLY = BigInt(MARKET_MODEL.totalSupply) * WEI;
/** 1% of the ETH side of every curve trade, to the protocol's fee recipient. */
const CURVE_FEE_BPS = 100n;
const BPS = 10_000n;

export interface Curve {
  virtualEth: bigint;
  virtualTokens: bigint;
}

/** LaunchFactory's cap on the creator's first buy, made in the launch's own transaction. */
export const MAX_FIRST_BUY_TOKENS = TOTAL_SUPPLY / 10n;

export const LAUNCH_CURVE: Curve = { virtualEth: CURVE_VIRTUAL_ETH, virtualTokens: CURVE_VIRTUAL_TOKENS };

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

export const tokensSold = (c: Curve) => CURVE_VIRTUAL_TOKENS - c.virtualTokens;
export const tokensLeft = (c: Curve) => CURVE_SELLABLE - tokensSold(c);

/** The gross ETH whose net after the fee is at least `net`. */
const grossOf = (net: bigint) => ceilDiv(net * BPS, BPS - CURVE_FEE_BPS);

/** Net ETH that takes `tokens` off the curve, rounded up. */
function netCost(c: Curve, tokens: bigint): bigint {
  return ceilDiv(c.virtualEth * tokens, c.virtualTokens - tokens);
}

export interface BuyQuote {
  tokensOut: bigint;
  fee: bigint;
  /** ETH sent back: a buy that reaches the end of the curve pays only for the tokens left. */
  refund: bigint;
  /** True when this buy sells the last token of the curve: the token graduates in the same transaction. */
  completes: boolean;
  after: Curve;
}

/** `buy(token, minTokensOut, deadline)` with `ethIn` wei. */
export function quoteBuy(c: Curve, ethIn: bigint): BuyQuote {
  if (ethIn <= 0n) throw new RangeError('ethIn must be positive');
  const left = tokensLeft(c);
  if (left <= 0n) throw new RangeError('the curve is complete');
  const fee = (ethIn * CURVE_FEE_BPS) / BPS;
  const net = ethIn - fee;
  const out = (c.virtualTokens * net) / (c.virtualEth + net);
  if (out < left) {
    return { tokensOut: out, fee, refund: 0n, completes: false, after: moved(c, net, -out) };
  }
  // Past the end: exactly what buying every token left costs, and the rest comes back. Rounding the
  // fee up may ask a wei more than was sent: then the fee takes what was sent, never more.
  const rest = quoteBuyExact(c, left);
  const gross = rest.ethIn < ethIn ? rest.ethIn : ethIn;
  const netUsed = rest.ethIn - rest.fee;
  return { tokensOut: left, fee: gross - netUsed, refund: ethIn - gross, completes: true, after: rest.after };
}

export interface BuyExactQuote {
  ethIn: bigint;
  fee: bigint;
  completes: boolean;
  after: Curve;
}

/** `buyExact(token, tokensOut, deadline)`: what exactly `tokensOut` costs, fee included. */
export function quoteBuyExact(c: Curve, tokensOut: bigint): BuyExactQuote {
  const left = tokensLeft(c);
  if (tokensOut <= 0n || tokensOut > left) throw new RangeError(`tokensOut must be in 1..${left}`);
  const net = netCost(c, tokensOut);
  const gross = grossOf(net);
  return { ethIn: gross, fee: gross - net, completes: tokensOut === left, after: moved(c, net, -tokensOut) };
}

export interface SellQuote {
  ethOut: bigint;
  fee: bigint;
  after: Curve;
}

/** `sell(token, tokensIn, minEthOut, deadline)`: the fee comes out of the ETH paid out. */
export function quoteSell(c: Curve, tokensIn: bigint): SellQuote {
  const sold = tokensSold(c);
  if (tokensIn <= 0n || tokensIn > sold) throw new RangeError(`tokensIn must be in 1..${sold}`);
  const gross = (c.virtualEth * tokensIn) / (c.virtualTokens + tokensIn);
  const fee = ceilDiv(gross * CURVE_FEE_BPS, BPS);
  return { ethOut: gross - fee, fee, after: moved(c, -gross, tokensIn) };
}

function moved(c: Curve, eth: bigint, tokens: bigint): Curve {
  return { virtualEth: c.virtualEth + eth, virtualTokens: c.virtualTokens + tokens };
}

/** The real ETH the curve holds: the virtual 1.5 ETH is nobody's money. */
export const curveEth = (c: Curve) => c.virtualEth - CURVE_VIRTUAL_ETH;

/** What seeds the pair at graduation: the curve's real ETH and every token not sold (200M). */
export function graduationLiquidity(c: Curve): { eth: bigint; tokens: bigint } {
  return { eth: curveEth(c), tokens: TOTAL_SUPPLY - tokensSold(c) };
}

/** The curve's marginal price, ETH per token (a double: for display, sorting and charts). */
export const curvePrice = (c: Curve) => Number(c.virtualEth) / Number(c.virtualTokens);

/** Tokens sold / 800M, capped at 1 (a double: `tokensLeft` is the exact answer to "is it complete"). */
export const fundingProgress = (c: Curve) => Math.min(Number(tokensSold(c)) / Number(CURVE_SELLABLE), 1);
