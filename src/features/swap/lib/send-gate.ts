/**
 * The last gate before the wallet, for `/swap`'s review dialog and the token page's panel: on every
 * refresh of the quote it checks again everything the widget checked before review, so that nothing
 * reviewed a moment ago can go out under a quote that no longer passes:
 * - a quote for exactly the inputs on screen (quote-ask.ts), no older than 30 s;
 * - the route and price the trader reviewed (a change is accepted explicitly);
 * - the price impact's tier: blocked stays blocked, a tier that needs consent asks for it again;
 * - the balance covers what the trade may take.
 */

import { type ImpactConsent, mayReview, type PriceImpactTier, type TopTier } from './price-impact-tier';
import { QUOTE_MAX_AGE_MS } from './quote-freshness';

export interface SendGateInput {
  /** A quote for exactly the inputs on screen is in hand (not a placeholder, not a failed refresh). */
  sendable: boolean;
  /** How old that quote is, in ms. */
  quoteAgeMs?: number;
  /** The review's quote and the latest differ in route, or the price moved 1% or more against the trader. */
  changedSinceReview?: 'route' | 'price';
  /** Undefined where the market has no impact tiers (a wrap, the bonding curve). */
  tier: PriceImpactTier | undefined;
  /** Whether typed consent lets the top tier through (the curve), or nothing does (a pair; the default). */
  topTier?: TopTier;
  consent: ImpactConsent;
  /** What the trade may take of the input (its maximum for an exact output), and the wallet's balance of it. */
  spend: bigint | undefined;
  balance: bigint | undefined;
  symbolIn: string;
}

export type SendGate =
  | { ok: true }
  | {
      ok: false;
      reason: 'no-quote' | 'stale' | 'changed' | 'blocked' | 'consent' | 'balance';
      message: string;
    };

export function sendGate(input: SendGateInput): SendGate {
  if (!input.sendable) return { ok: false, reason: 'no-quote', message: 'Getting a quote for these exact inputs…' };
  if (input.quoteAgeMs === undefined || input.quoteAgeMs < 0 || input.quoteAgeMs > QUOTE_MAX_AGE_MS) {
    return { ok: false, reason: 'stale', message: 'This quote is over 30 seconds old: waiting for a fresh one.' };
  }
  if (input.changedSinceReview === 'route') {
    return { ok: false, reason: 'changed', message: 'The route changed since you opened this review.' };
  }
  if (input.changedSinceReview === 'price') {
    return {
      ok: false,
      reason: 'changed',
      message: 'The price moved against you by 1% or more since you opened this review.',
    };
  }
  const top = input.topTier ?? 'refused';
  if (input.tier === 'blocked' && top === 'refused') {
    return { ok: false, reason: 'blocked', message: 'Price impact too high' };
  }
  if (input.tier !== undefined && !mayReview(input.tier, input.consent, top)) {
    return { ok: false, reason: 'consent', message: 'Accept the price impact first' };
  }
  if (input.spend !== undefined && input.balance !== undefined && input.spend > input.balance) {
    return { ok: false, reason: 'balance', message: `Not enough ${input.symbolIn}` };
  }
  return { ok: true };
}
