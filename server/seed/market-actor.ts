/**
 * The market behaviour shared by the seed and the simulator: what a trader does next on a token and
 * what that trade costs, computed with the exact curve and pair math before ingest records it.
 */

import {
  type Curve,
  graduationLiquidity,
  LAUNCH_CURVE,
  quoteBuy,
  quoteBuyExact,
  quoteSell,
  tokensLeft,
} from '../../interface/market/curve';
import { getAmountOut } from '../../interface/market/pair';
import type { Graduation } from '../ingest/events';
import type { Trade } from '../ingest/trades';
import { HolderBook } from './holder-book';
import type { Random } from './random';

/** Reserves of a graduated token's pair, seen from the token: wrapped ETH and the token. */
interface PairReserves {
  eth: bigint;
  token: bigint;
}

export interface MarketToken {
  address: string;
  curve: Curve;
  /** Set once the curve completed: from then on the token trades on its wrapped-ETH pair. */
  pair: PairReserves | null;
  holders: HolderBook;
}

interface TradeStamp {
  timestamp: number;
  txHash: string;
  blockNumber: number;
}

export type TradeIntent =
  | { side: 'buy'; trader: string; ethWei: bigint }
  | { side: 'sell'; trader: string; tokenWei: bigint };

export interface TradeResult {
  trade: Trade;
  /** The buy that completed the curve also opens the pair. */
  graduation: Graduation | null;
}

export function newMarketToken(address: string): MarketToken {
  return { address, curve: LAUNCH_CURVE, pair: null, holders: new HolderBook() };
}

/** ETH as wei, rounded to a micro-ETH: people type amounts, not 18-digit numbers. */
export const ethWei = (eth: number): bigint => BigInt(Math.round(eth * 1e6)) * 1_000_000_000_000n;

const ROUND_BUYS = [0.01, 0.02, 0.05, 0.1, 0.1, 0.2, 0.25, 0.5, 0.5, 1, 1, 2, 3] as const;
const LOG_MIN_BUY = Math.log(0.01);
const LOG_MAX_BUY = Math.log(3);

/** A buy between 0.01 and 3 ETH: often a round amount, otherwise log-uniform (most buys are small). */
export function randomBuyEth(rnd: Random): number {
  if (rnd.chance(0.45)) return rnd.pick(ROUND_BUYS);
  const eth = Math.exp(rnd.float(LOG_MIN_BUY, LOG_MAX_BUY));
  return Number(eth.toPrecision(3));
}

/** A part of a holding: everything, a half, a quarter, or anything from 10% to 90%. */
export function sellShare(rnd: Random, balance: bigint): bigint {
  const share = rnd.weighted<number>([
    [1, 0.3],
    [0.5, 0.25],
    [0.25, 0.15],
    [rnd.float(0.1, 0.9), 0.3],
  ]);
  if (share === 1) return balance;
  const amount = (balance * BigInt(Math.round(share * 10_000))) / 10_000n;
  return amount > 0n ? amount : balance;
}

/** ETH that buys every token left on the curve (and so graduates the token). */
export function ethToComplete(token: MarketToken): bigint {
  return quoteBuyExact(token.curve, tokensLeft(token.curve)).ethIn;
}

export function completesCurve(token: MarketToken, eth: bigint): boolean {
  return token.pair === null && eth > 0n && quoteBuy(token.curve, eth).completes;
}

interface IntentOptions {
  buyProbability: number;
  pickBuyer: () => string;
}

/** A buy by someone, or a sell of part of a holding by a holder: nobody sells what it does not hold. */
export function chooseIntent(rnd: Random, token: MarketToken, options: IntentOptions): TradeIntent {
  if (token.holders.size === 0 || rnd.chance(options.buyProbability)) {
    return { side: 'buy', trader: options.pickBuyer(), ethWei: ethWei(randomBuyEth(rnd)) };
  }
  const trader = token.holders.randomHolder(rnd);
  return { side: 'sell', trader, tokenWei: sellShare(rnd, token.holders.balanceOf(trader)) };
}

interface Settled {
  /** What the trader paid (a buy, fee included, refund excluded) or received (a sell, after the fee). */
  eth: bigint;
  tokens: bigint;
  completes: boolean;
  /** The curve's or the pair's reserves after the trade, as the chain's events report them. */
  reservesAfter: PairReserves;
}

/** Amounts of a trade on the curve or on the pair; updates the token. Null for a dust trade. */
function settle(token: MarketToken, intent: TradeIntent): Settled | null {
  const { pair } = token;
  const onCurve = (): PairReserves => ({ eth: token.curve.virtualEth, token: token.curve.virtualTokens });
  if (intent.side === 'buy') {
    if (pair) {
      const out = getAmountOut(intent.ethWei, pair.eth, pair.token);
      if (out === 0n) return null;
      Object.assign(pair, { eth: pair.eth + intent.ethWei, token: pair.token - out });
      return { eth: intent.ethWei, tokens: out, completes: false, reservesAfter: { ...pair } };
    }
    const q = quoteBuy(token.curve, intent.ethWei);
    if (q.tokensOut === 0n) return null;
    token.curve = q.after;
    return { eth: intent.ethWei - q.refund, tokens: q.tokensOut, completes: q.completes, reservesAfter: onCurve() };
  }
  if (pair) {
    const out = getAmountOut(intent.tokenWei, pair.token, pair.eth);
    if (out === 0n) return null;
    Object.assign(pair, { eth: pair.eth - out, token: pair.token + intent.tokenWei });
    return { eth: out, tokens: intent.tokenWei, completes: false, reservesAfter: { ...pair } };
  }
  const q = quoteSell(token.curve, intent.tokenWei);
  if (q.ethOut === 0n) return null;
  token.curve = q.after;
  return { eth: q.ethOut, tokens: intent.tokenWei, completes: false, reservesAfter: onCurve() };
}

/**
 * Executes an intent against the token's market and returns the events for ingest. WHY null on dust:
 * a trade that moves 0 wei one way is not a trade anyone would send.
 */
export function executeTrade(
  token: MarketToken,
  intent: TradeIntent,
  stamp: TradeStamp,
  pairAddressOf: (token: string) => string,
): TradeResult | null {
  if ((intent.side === 'buy' ? intent.ethWei : intent.tokenWei) <= 0n) return null;
  // Checked before the market moves, so a bad intent leaves the token as it was.
  if (intent.side === 'sell' && intent.tokenWei > token.holders.balanceOf(intent.trader)) {
    throw new RangeError(`${intent.trader} cannot sell more ${token.address} than it holds`);
  }
  const amounts = settle(token, intent);
  if (!amounts) return null;
  if (intent.side === 'buy') token.holders.add(intent.trader, amounts.tokens);
  else token.holders.remove(intent.trader, amounts.tokens);
  const trade: Trade = {
    token: token.address,
    trader: intent.trader,
    side: intent.side,
    ethWei: amounts.eth,
    tokenWei: amounts.tokens,
    reservesAfter: amounts.reservesAfter,
    ...stamp,
  };
  if (!amounts.completes) return { trade, graduation: null };
  const seed = graduationLiquidity(token.curve);
  token.pair = { eth: seed.eth, token: seed.tokens };
  const graduation: Graduation = {
    token: token.address,
    pairAddress: pairAddressOf(token.address),
    ethReserveWei: seed.eth,
    tokenReserveWei: seed.tokens,
    timestamp: stamp.timestamp,
  };
  return { trade, graduation };
}
