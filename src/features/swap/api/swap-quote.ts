/**
 * The swap service's quote for the widget (GET /api/quote): exact in or exact out, at the trader's
 * slippage, with the Router02 transaction built for the connected account. Refreshed every 12 s and on
 * every new block while the tab is visible (TanStack Query pauses the interval in a hidden tab; the
 * block watch checks visibility itself).
 */
import { type Quote, quoteSchema } from '@interface/swap';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { env } from '@/app/env';
import { isApiError } from '@/lib/api-error';
import { getJson } from '@/lib/http';
import { type QuoteAsk, type Quoted, sendableQuote } from '../lib/quote-ask';
import type { QuoteStatus } from '../lib/swap-gate';
import { swapKeys } from './swap-keys';

const QUOTE_REFRESH_MS = 12_000;

export interface SwapQuoteRequest {
  tokenIn: Address;
  tokenOut: Address;
  exact: 'in' | 'out';
  amount: bigint;
  slippageBps: number;
  /** With an account, the quote carries the transaction built for it. */
  account: Address | undefined;
}

function queryOf(request: SwapQuoteRequest) {
  return {
    tokenIn: request.tokenIn,
    tokenOut: request.tokenOut,
    ...(request.exact === 'in' ? { amount: request.amount.toString() } : { amountOut: request.amount.toString() }),
    slippage: request.slippageBps,
    buildTx: request.account !== undefined,
    userAddress: request.account,
  };
}

/** What the quote is asked for, kept with it: only a quote for exactly the inputs on screen is sent. */
const askOf = (request: SwapQuoteRequest): QuoteAsk => ({
  market: 'pair',
  chainId: env.chainId,
  account: request.account,
  tokenIn: request.tokenIn,
  tokenOut: request.tokenOut,
  exact: request.exact,
  amount: request.amount,
  slippageBps: request.slippageBps,
});

/**
 * The swap service's quote, with what it was asked for. `block` stays unknown: the service does not
 * say which block it quoted at (its transaction is simulated at the latest one before sending).
 */
async function fetchSwapQuote(request: SwapQuoteRequest, signal?: AbortSignal): Promise<Quoted<Quote>> {
  const quote = await getJson(env.swapApiUrl, '/api/quote', queryOf(request), quoteSchema, { signal });
  return { ask: askOf(request), quote, block: undefined, receivedAt: Date.now() };
}

/** What the gate needs to know of a failed quote: the service's NO_ROUTE and INSUFFICIENT_LIQUIDITY. */
function quoteStatusOf(error: unknown): QuoteStatus {
  if (isApiError(error) && error.code === 'NO_ROUTE') return 'no-route';
  if (isApiError(error) && error.code === 'INSUFFICIENT_LIQUIDITY') return 'no-liquidity';
  return 'failed';
}

export function useSwapQuote(request: SwapQuoteRequest | undefined) {
  const query = useQuery({
    queryKey: swapKeys.quote(request ? { ...queryOf(request), exact: request.exact } : {}),
    queryFn: ({ signal }) => fetchSwapQuote(request!, signal),
    enabled: request !== undefined,
    refetchInterval: QUOTE_REFRESH_MS,
    // A quote is for now: an old one is never shown as current once it failed to refresh.
    staleTime: 0,
    // While the next amount's quote loads the last one stays on screen, marked as loading.
    placeholderData: keepPreviousData,
    retry: false,
  });
  const status: QuoteStatus =
    request === undefined
      ? 'idle'
      : query.isError
        ? quoteStatusOf(query.error)
        : query.data === undefined || query.isPlaceholderData
          ? 'loading'
          : 'ready';
  return {
    /** The quote on screen, with its ask: possibly the previous inputs' while the next loads (status 'loading'). */
    shown: request === undefined || query.isError ? undefined : query.data,
    quote: request === undefined || query.isError ? undefined : query.data?.quote,
    /** The quote that may be sent: asked for exactly these inputs, and neither a placeholder nor failed. */
    sendable: sendableQuote(query, request && askOf(request)),
    status,
    isFetching: query.isFetching,
    error: query.error,
    refetch: query.refetch,
  };
}
