/**
 * What a quote was asked for, kept with it, so that a transaction is built only from a quote for
 * exactly the inputs on screen. React Query keeps the previous quote on screen while the next one
 * loads (placeholder data), and keeps the last one after a refresh fails: both may be shown, marked
 * as updating, but neither is ever sendable.
 */
export interface QuoteAsk {
  /** The bonding curve (the contract's quote views) or the pair (the swap service through Router02). */
  market: 'curve' | 'pair';
  chainId: number;
  /** The quote's transaction is built for this account (a curve quote is for anyone, but sent by it). */
  account: string | undefined;
  /** NATIVE_ADDRESS for ETH. */
  tokenIn: string;
  tokenOut: string;
  /** Which side the amount is on: what is paid (in) or what is received (out). */
  exact: 'in' | 'out';
  /** In the exact side's smallest unit. */
  amount: bigint;
  /** The bounds are the quote's at this tolerance. */
  slippageBps: number;
}

/** A quote with what it was asked for, the block it was read at (when known) and when it arrived. */
export interface Quoted<Q> {
  ask: QuoteAsk;
  quote: Q;
  block: bigint | undefined;
  /** ms, the computer's clock: a quote older than 30 s is never sent. */
  receivedAt: number;
}

export function sameAsk(a: QuoteAsk, b: QuoteAsk): boolean {
  const same = (x: string | undefined, y: string | undefined) => x?.toLowerCase() === y?.toLowerCase();
  return (
    a.market === b.market &&
    a.chainId === b.chainId &&
    same(a.account, b.account) &&
    same(a.tokenIn, b.tokenIn) &&
    same(a.tokenOut, b.tokenOut) &&
    a.exact === b.exact &&
    a.amount === b.amount &&
    a.slippageBps === b.slippageBps
  );
}

/** What a query of quotes holds, as React Query reports it. */
export interface QuoteQueryState<Q> {
  data: Quoted<Q> | undefined;
  isPlaceholderData: boolean;
  isError: boolean;
}

/**
 * The quote that may become a transaction for the inputs on screen (`onScreen`), or none: a
 * placeholder (another amount's quote), a quote whose refresh failed, and a quote asked for anything
 * else than what is on screen now are never sendable.
 */
export function sendableQuote<Q>(query: QuoteQueryState<Q>, onScreen: QuoteAsk | undefined): Quoted<Q> | undefined {
  const { data } = query;
  if (!onScreen || !data || query.isPlaceholderData || query.isError) return undefined;
  return sameAsk(data.ask, onScreen) ? data : undefined;
}
