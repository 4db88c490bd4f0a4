/**
 * What the token page's panel needs of a market, whichever it trades on: the bonding curve until the
 * token graduates (use-curve-engine.ts), then its Uniswap V2 pair (use-pair-engine.ts).
 */
import type { Config } from 'wagmi';
import type { WalletAccount } from '@/features/wallet/wallet-state';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import type { PreviewRequest } from '@/lib/transaction-preview/run-preview';
import type { PriceImpactTier, TopTier } from '../lib/price-impact-tier';
import type { QuoteFailure } from '../lib/quote-failure';
import type { TradeTerms } from '../lib/trade-terms';
import type { QuoteView } from '../lib/trade-view';

/**
 * A trade built once for the review step: the exact calls its preview simulates, and the send of
 * exactly those (it resolves once confirmed; rejects when refused, reverted, replaced or dropped).
 */
interface PreparedTrade {
  /** What the preview needs besides the wallet: the calls, the tokens chosen, the bounds. */
  preview: Omit<PreviewRequest, 'config' | 'chainId' | 'account'>;
  /** The quote the calls were built from, as the review shows it. */
  view: QuoteView;
  /** The calls fail the checks before the wallet (previewed all the same): Confirm stays disabled. */
  refusal?: string;
  /** The impact the app found itself at the review's block (a pair's reserves), where it reads one. */
  impact?: number;
  send: () => Promise<ConfirmedTrade>;
}

/** Builds the trade from the quote for exactly the inputs on screen (its deadline counted now). */
export type PrepareTrade = (config: Config, account: WalletAccount) => Promise<PreparedTrade>;

/** A quote for exactly the inputs on screen (quote-ask.ts): what a review may be built from. */
export interface SendableTrade {
  /** When the quote arrived (ms): its identity, and its age. */
  receivedAt: number;
  /** What it promises, for the review to weigh a fresher quote against. */
  terms: TradeTerms;
  prepare: PrepareTrade;
}

/** The call a network cost is estimated for, and the gas to fall back on where it cannot be (an approval first). */
export interface EstimateCall {
  to: `0x${string}`;
  data: `0x${string}`;
  value: bigint;
  fallbackGas?: bigint;
}

export interface TradeEngine {
  /** What the quote on screen means: the previous inputs' quote while the next one loads. */
  view: QuoteView | undefined;
  /** The view is not the quote for exactly the inputs on screen (a placeholder, or a failed refresh). */
  updating: boolean;
  /** Why there is no quote for the inputs on screen, when asking for one failed. */
  quoteFailure: QuoteFailure | undefined;
  /** The sendable quote's impact tier: the same 1/3/5/15% on the curve and on the pair. */
  tier: PriceImpactTier | undefined;
  /** What the top tier allows: a pair refuses it; on the curve typed consent lets it through. */
  topTier: TopTier;
  /** Only from a quote for exactly the inputs on screen (quote-ask.ts). */
  sendable: SendableTrade | undefined;
  /** The most the trade takes of the input: ETH for a buy, tokens for a sell. */
  spend: bigint | undefined;
  estimate: EstimateCall | undefined;
}

export interface EngineInput {
  config: Config | undefined;
  token: `0x${string}`;
  ticker: string;
  side: 'buy' | 'sell';
  /** A buy of an exact number of tokens (else: ETH to spend, or tokens to sell). */
  exactTokens: boolean;
  amount: bigint | null;
  account: `0x${string}` | undefined;
  slippageBps: number;
  /** This market is the one the token trades on now. */
  active: boolean;
}

/** The toast's words for a trade: "Buy NRWHL", "About 10.5K NRWHL", then "Bought NRWHL". */
export const tradeLabel = (side: 'buy' | 'sell', ticker: string, view: QuoteView) => ({
  title: `${side === 'buy' ? 'Buy' : 'Sell'} ${ticker}`,
  description: `About ${view.receive}`,
  confirmedTitle: `${side === 'buy' ? 'Bought' : 'Sold'} ${ticker}`,
});
