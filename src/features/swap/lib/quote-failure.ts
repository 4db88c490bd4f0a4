/**
 * Why the token page's panel has no quote, in the trader's words: a service or node that did not
 * answer is asked again, while an amount the market cannot fill wants a smaller one. One message
 * for every failure told a trader to try a smaller amount when the node was down.
 */
import { BaseError, ContractFunctionRevertedError } from 'viem';
import type { QuoteStatus } from './swap-gate';

export type QuoteFailure = Extract<QuoteStatus, 'no-route' | 'no-liquidity' | 'failed'>;

export const isQuoteFailure = (status: QuoteStatus): status is QuoteFailure =>
  status === 'no-route' || status === 'no-liquidity' || status === 'failed';

/** A curve quote the contract refused (more than is left or was sold) is the amount's fault, not the node's. */
export function curveQuoteFailure(error: unknown): QuoteFailure {
  const refused = error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError);
  return refused ? 'no-liquidity' : 'failed';
}

export const QUOTE_FAILURE_WORDS: Record<QuoteFailure, { button: string; alert: string }> = {
  'no-route': {
    button: 'No route for this token',
    alert: 'The swap service has no route for this token yet.',
  },
  'no-liquidity': {
    button: 'Not enough liquidity for this amount',
    alert: 'Not enough liquidity for this amount. Try a smaller one.',
  },
  failed: {
    button: 'No quote: try again shortly',
    alert: 'No quote: it could not be read. It is asked again with each new block.',
  },
};
