/**
 * The panel's data: the curve's state (to see a graduation while the page is open), the trader's
 * balances and the contract's quote for the typed amount, each refreshed every 12 s, on every new
 * block and after a trade; and the send.
 */
import { NATIVE_ADDRESS } from '@interface/common';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import type { CurveQuoteKind } from '../lib/curve-trade';
import type { QuoteAsk, Quoted } from '../lib/quote-ask';
import { type CurveQuoteAt, readBalances, readCurveMarket, readCurveQuote } from './curve-chain';

const REFRESH_MS = 12_000;
export const curveTradeKeys = {
  all: ['curve-trade'] as const,
  market: (token: string) => ['curve-trade', 'market', token] as const,
  balances: (token: string, account: string | undefined) => ['curve-trade', 'balances', token, account] as const,
  quote: (ask: QuoteAsk | undefined) =>
    ['curve-trade', 'quote', ask ? { ...ask, amount: ask.amount.toString() } : null] as const,
};

export function useCurveMarket(config: Config | undefined, token: Address) {
  return useQuery({
    queryKey: curveTradeKeys.market(token),
    queryFn: () => readCurveMarket(config!, env.chainId, token),
    enabled: config !== undefined,
    refetchInterval: REFRESH_MS,
  });
}

export function useTraderBalances(config: Config | undefined, token: Address, account: Address | undefined) {
  return useQuery({
    queryKey: curveTradeKeys.balances(token, account),
    queryFn: () => readBalances(config!, env.chainId, account!, token),
    enabled: config !== undefined && account !== undefined,
    refetchInterval: REFRESH_MS,
  });
}

export interface CurveQuoteRequest {
  token: Address;
  kind: CurveQuoteKind;
  amount: bigint;
  account: Address | undefined;
  slippageBps: number;
}

/** What a curve quote is asked for: buying spends ETH (or gets exact tokens), selling spends tokens. */
export function curveAsk({ token, kind, amount, account, slippageBps }: CurveQuoteRequest): QuoteAsk {
  return {
    market: 'curve',
    chainId: env.chainId,
    account,
    tokenIn: kind === 'sell' ? token : NATIVE_ADDRESS,
    tokenOut: kind === 'sell' ? NATIVE_ADDRESS : token,
    exact: kind === 'buy-exact' ? 'out' : 'in',
    amount,
    slippageBps,
  };
}

/**
 * The contract's quote for the amount on screen, with what it was asked for and its block, asked
 * again on every new block (the panel watches them) and every 12 s. A new amount keeps the last
 * quote on screen while the next one loads, but only the quote asked for the inputs on screen is
 * ever sendable (quote-ask.ts).
 */
export function useCurveQuote(config: Config | undefined, request: CurveQuoteRequest | undefined) {
  const ask = request && curveAsk(request);
  return useQuery({
    queryKey: curveTradeKeys.quote(ask),
    queryFn: async (): Promise<Quoted<CurveQuoteAt>> => {
      const at = await readCurveQuote(config!, env.chainId, request!.token, request!.kind, request!.amount);
      return { ask: ask!, quote: at, block: at.block, receivedAt: Date.now() };
    },
    enabled: config !== undefined && request !== undefined && request.amount > 0n,
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

const refreshAfterTrade = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: curveTradeKeys.all });

/** Sends a trade (whichever market's `send`), then refreshes the panel's reads whatever came of it. */
export function useSendTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: () => Promise<ConfirmedTrade>) => run(),
    onSettled: () => refreshAfterTrade(queryClient),
  });
}
