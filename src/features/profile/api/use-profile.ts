/**
 * The profile's data: the address's transfers and curve trades (logs, bounded ranges), then one
 * multicall of balances for the tokens it received, the pair trades among those transfers, and the
 * batch lookup's names and prices; from them the holdings with their profit and loss, and the
 * activity. Logs are read again every 30 s, balances and prices every 15 s.
 */

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Address } from 'viem';
import { env } from '@/app/env';
import { useWallet } from '@/features/wallet/wallet-state';
import { addressBook } from '@/lib/address-book';
import { type BatchLookup, batchLookup } from '@/lib/batch-lookup';
import { pairAddress } from '@/lib/pair-address';
import { deriveHoldings, type HoldingsSummary } from '../lib/holdings';
import { pairTradesOf, transfersWithPair } from '../lib/pair-trades';
import { fillsByToken, newestFirst, type ProfileTrade } from '../lib/trades';
import { profileKeys } from './keys';
import { readChainHoldings, readCurveTrades, readPairSwaps, readTransfers } from './profile-chain';

const LOGS_REFRESH_MS = 30_000;
const STATE_REFRESH_MS = 15_000;

/** The wallet layer's client reads the chain, connected or not: load it on arrival. */
export function useChainConfig() {
  const { config, load, status } = useWallet();
  useEffect(() => load(), [load]);
  return { config, failed: status === 'failed' };
}

/** The batch lookup of some tokens (names, prices, progress, market cap), kept while the next loads. */
export function useTokenLookup(tokens: readonly string[] | undefined) {
  return useQuery({
    queryKey: profileKeys.tokens(tokens ?? []),
    queryFn: ({ signal }): Promise<BatchLookup> =>
      batchLookup(tokens ?? [], { signal, includeMetrics: false, includeHolders: false }),
    enabled: tokens !== undefined && tokens.length > 0,
    refetchInterval: STATE_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export interface ProfileData {
  summary: HoldingsSummary | undefined;
  /** Newest first; undefined while loading. */
  trades: ProfileTrade[] | undefined;
  lookup: BatchLookup | undefined;
  /** The first failure among the reads, if any. */
  error: unknown;
  /** Asks every failed read again. */
  retry: () => void;
  retrying: boolean;
  loading: boolean;
}

export function useProfile(address: Address): ProfileData {
  const { config, failed } = useChainConfig();
  const book = addressBook(env.chainId);
  const pairOf = useMemo(() => {
    const cache = new Map<string, string>();
    return (token: string) => {
      const known = cache.get(token);
      if (known) return known;
      const pair = pairAddress(book.uniswapV2Factory, token, book.weth);
      cache.set(token, pair);
      return pair;
    };
  }, [book]);

  const transfers = useQuery({
    queryKey: profileKeys.transfers(address),
    queryFn: ({ signal }) => readTransfers(config!, env.chainId, address, signal),
    enabled: config !== undefined,
    refetchInterval: LOGS_REFRESH_MS,
  });
  const curve = useQuery({
    queryKey: profileKeys.curveTrades(address),
    queryFn: ({ signal }) => readCurveTrades(config!, env.chainId, address, signal),
    enabled: config !== undefined,
    refetchInterval: LOGS_REFRESH_MS,
  });
  const received = useMemo(
    () => (transfers.data ? [...new Set(transfers.data.map((t) => t.token))].sort() : undefined),
    [transfers.data],
  );
  const chain = useQuery({
    queryKey: profileKeys.holdings(address, received ?? []),
    queryFn: () => readChainHoldings(config!, env.chainId, address, received ?? []),
    enabled: config !== undefined && received !== undefined,
    refetchInterval: STATE_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const launched = useMemo(() => chain.data?.states.filter((s) => s.launched).map((s) => s.token), [chain.data]);
  // Transfers between the address and a launched token's pair: trades after graduation (or liquidity).
  const withPair = useMemo(() => {
    if (!transfers.data || !launched) return undefined;
    const ours = new Set(launched);
    return transfersWithPair(
      transfers.data.filter((t) => ours.has(t.token)),
      address,
      pairOf,
    );
  }, [transfers.data, launched, address, pairOf]);
  const where = useMemo(
    () => [...new Set((withPair ?? []).map((t) => `${pairOf(t.token)}:${t.blockNumber}`))].sort(),
    [withPair, pairOf],
  );
  const swaps = useQuery({
    queryKey: profileKeys.pairSwaps(where),
    queryFn: () =>
      readPairSwaps(
        config!,
        env.chainId,
        where.map((w) => {
          const [pair, block] = w.split(':') as [string, string];
          return { pair, blockNumber: BigInt(block) };
        }),
      ),
    enabled: config !== undefined && withPair !== undefined,
    // Mined swaps do not change: the key changes when new transfers appear.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const lookup = useTokenLookup(launched);

  const trades = useMemo(() => {
    if (!curve.data || !withPair || !swaps.data) return undefined;
    const pairTrades = pairTradesOf(withPair, swaps.data, address, pairOf, book.weth);
    return [...curve.data, ...pairTrades].sort(newestFirst);
  }, [curve.data, withPair, swaps.data, address, pairOf, book.weth]);

  const lookupReady = launched !== undefined && (launched.length === 0 || lookup.data !== undefined);
  const summary = useMemo(() => {
    if (!chain.data || !trades || !lookupReady) return undefined;
    return deriveHoldings({
      states: chain.data.states,
      infos: lookup.data?.tokens ?? new Map(),
      fills: fillsByToken(trades),
      rate: chain.data.rate,
    });
  }, [chain.data, trades, lookupReady, lookup.data]);

  const queries = [transfers, curve, chain, swaps, lookup];
  const failedQuery = queries.find((q) => q.isError);
  const layerError = failed
    ? new Error('The wallet layer, which reads the chain, failed to load. Reload the page.')
    : null;
  return {
    summary,
    trades,
    lookup: lookup.data,
    error: layerError ?? failedQuery?.error ?? null,
    retry: () => {
      for (const q of queries) if (q.isError) void q.refetch();
    },
    retrying: queries.some((q) => q.isError && q.isFetching),
    loading: summary === undefined,
  };
}
