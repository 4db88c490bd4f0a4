/**
 * What the swap widget's main button does, and why it cannot do more (issue 11, "Blocked states"): no
 * wallet offers a connect, a wrong chain the switch; no token, no amount, no route, too little
 * liquidity, too little balance and a blocked price impact each disable review and say why.
 */
import { type ImpactConsent, mayReview, type PriceImpactTier } from './price-impact-tier';

export type QuoteStatus = 'idle' | 'loading' | 'ready' | 'no-route' | 'no-liquidity' | 'failed';

export interface GateInput {
  connected: boolean;
  wrongChain: boolean;
  tokenOutSymbol: string | undefined;
  tokenInSymbol: string;
  /** The typed amount: none yet, not an amount (with why), or one. */
  amount: { kind: 'empty' } | { kind: 'invalid'; message: string } | { kind: 'ok' };
  /** What the swap takes from the wallet (the quote's input, its maximum for an exact output). */
  spend: bigint | undefined;
  /** The wallet's balance of the input token, once read. */
  balance: bigint | undefined;
  quote: QuoteStatus;
  /** Undefined for a wrap or unwrap, which has no price impact. */
  tier: PriceImpactTier | undefined;
  consent: ImpactConsent;
}

export type SwapGate =
  | { action: 'connect'; label: string }
  | { action: 'switch'; label: string }
  | { action: 'review'; label: string }
  | { action: 'none'; label: string; busy?: boolean };

export function swapGate(input: GateInput): SwapGate {
  if (!input.connected) return { action: 'connect', label: 'Connect a wallet' };
  if (input.wrongChain) return { action: 'switch', label: 'Switch to the app’s chain' };
  if (input.tokenOutSymbol === undefined) return { action: 'none', label: 'Select a token' };
  if (input.amount.kind === 'empty') return { action: 'none', label: 'Enter an amount' };
  if (input.amount.kind === 'invalid') return { action: 'none', label: input.amount.message };
  if (input.quote === 'no-route') return { action: 'none', label: 'No route for this pair' };
  if (input.quote === 'no-liquidity') return { action: 'none', label: 'Not enough liquidity for this amount' };
  if (input.quote === 'failed') return { action: 'none', label: 'No quote: try again shortly' };
  if (input.spend !== undefined && input.balance !== undefined && input.spend > input.balance) {
    return { action: 'none', label: `Insufficient ${input.tokenInSymbol} balance` };
  }
  if (input.quote === 'loading' || input.quote === 'idle')
    return { action: 'none', label: 'Getting a quote…', busy: true };
  if (input.tier === 'blocked') return { action: 'none', label: 'Price impact too high' };
  if (input.tier !== undefined && !mayReview(input.tier, input.consent)) {
    return { action: 'none', label: 'Accept the price impact first' };
  }
  return { action: 'review', label: 'Review swap' };
}
