/**
 * What a token page trade promises, whichever market fills it, as exact amounts: the review keeps the
 * terms the trader accepted and weighs each fresh quote's against them. A new route, or a price 1% or
 * more against the trader (price-move.ts), must be accepted again before Confirm; a move in their
 * favour asks nothing.
 */
import { formatUnitsCompact } from '@/lib/format-units';
import { hasMovedAgainst } from './price-move';

export interface TradeTerms {
  /** The market and path that fill the trade ("curve", or the pair's path): another one is a new route. */
  route: string;
  side: 'buy' | 'sell';
  /** The amount typed is what is paid (else: an exact number of tokens bought). */
  exactIn: boolean;
  /** What the quote expects, in wei: ETH for a buy's input and a sale's output, tokens otherwise. */
  amountIn: bigint;
  amountOut: bigint;
  /** The bound the call carries: the least received (exact in) or the most paid (exact out). */
  bound: bigint;
}

export type TermsChange = 'route' | 'price' | undefined;

export function changeOfTerms(accepted: TradeTerms, latest: TradeTerms): TermsChange {
  if (accepted.route !== latest.route) return 'route';
  return hasMovedAgainst(accepted, latest, accepted.exactIn) ? 'price' : undefined;
}

/** ETH per whole token, in wei: what the trader pays (a buy) or gets (a sale) for each one. */
export function pricePerToken(terms: TradeTerms): bigint | undefined {
  const [eth, tokens] = terms.side === 'buy' ? [terms.amountIn, terms.amountOut] : [terms.amountOut, terms.amountIn];
  return tokens === 0n ? undefined : (eth * 10n ** 18n) / tokens;
}

export interface ChangeRow {
  label: string;
  before: string;
  after: string;
}

/**
 * The figures a change moved, before and after, each rounded against the trader: the least received
 * down, the most paid up; the price a buyer pays up, the price a seller gets down.
 */
export function changeRows(accepted: TradeTerms, latest: TradeTerms, ticker: string): ChangeRow[] {
  const boundUnit = latest.exactIn ? (latest.side === 'buy' ? ticker : 'ETH') : 'ETH';
  const boundRounding = latest.exactIn ? 'down' : 'up';
  const bound = (terms: TradeTerms) => `${formatUnitsCompact(terms.bound, 18, boundRounding)} ${boundUnit}`;
  const price = (terms: TradeTerms) => {
    const wei = pricePerToken(terms);
    return wei === undefined ? '—' : `${formatUnitsCompact(wei, 18, terms.side === 'buy' ? 'up' : 'down')} ETH`;
  };
  return [
    {
      label: latest.exactIn ? 'You receive at least' : 'You pay at most',
      before: bound(accepted),
      after: bound(latest),
    },
    { label: `Price per ${ticker}`, before: price(accepted), after: price(latest) },
  ];
}
