/**
 * The curve panel's data: the curve's state, the trader's balances and the contract's quote for the
 * typed amount, each refreshed every 12 s (and after a trade) while the page is open; and the send.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import { quoteCurveBuy, quoteCurveBuyExact, quoteCurveSell, readBalances, readCurveMarket } from './curve-chain';

const REFRESH_MS = 12_000;
const keys = {
  all: ['curve-trade'] as const,
  market: (token: string) => ['curve-trade', 'market', token] as const,
  balances: (token: string, account: string | undefined) => ['curve-trade', 'balances', token, account] as const,
  quote: (token: string, kind: string, amount: string) => ['curve-trade', 'quote', token, kind, amount] as const,
};

export function useCurveMarket(config: Config | undefined, token: Address) {
  return useQuery({
    queryKey: keys.market(token),
    queryFn: () => readCurveMarket(config!, env.chainId, token),
    enabled: config !== undefined,
    refetchInterval: REFRESH_MS,
  });
}

export function useTraderBalances(config: Config | undefined, token: Address, account: Address | undefined) {
  return useQuery({
    queryKey: keys.balances(token, account),
    queryFn: () => readBalances(config!, env.chainId, account!, token),
    enabled: config !== undefined && account !== undefined,
    refetchInterval: REFRESH_MS,
  });
}

/** What the typed amount is: ETH to spend, an exact number of tokens to buy, or tokens to sell. */
export type CurveQuoteKind = 'buy' | 'buy-exact' | 'sell';

async function readCurveQuote(config: Config, token: Address, kind: CurveQuoteKind, amount: bigint) {
  switch (kind) {
    case 'buy':
      return { kind, ...(await quoteCurveBuy(config, env.chainId, token, amount)) };
    case 'buy-exact':
      return { kind, ...(await quoteCurveBuyExact(config, env.chainId, token, amount)) };
    case 'sell':
      return { kind, ...(await quoteCurveSell(config, env.chainId, token, amount)) };
  }
}

export function useCurveQuote(config: Config | undefined, token: Address, kind: CurveQuoteKind, amount: bigint | null) {
  return useQuery({
    queryKey: keys.quote(token, kind, String(amount)),
    queryFn: () => readCurveQuote(config!, token, kind, amount!),
    enabled: config !== undefined && amount !== null && amount > 0n,
    refetchInterval: REFRESH_MS,
    // A new amount keeps the last quote on screen while the next one loads.
    placeholderData: (previous) => (previous?.kind === kind ? previous : undefined),
  });
}

const refreshAfterTrade = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: keys.all });

/** Sends a trade (whichever market's `send`), then refreshes the panel's reads whatever came of it. */
export function useSendTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: () => Promise<ConfirmedTrade>) => run(),
    onSettled: () => refreshAfterTrade(queryClient),
  });
}
