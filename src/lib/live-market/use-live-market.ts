/**
 * The live market for components: one source per app (per wagmi config), started by the first
 * subscriber once the wallet layer has loaded, stopped with the last. The hooks take the config as
 * an argument (`useWallet().config` in a feature): src/lib does not read the wallet feature.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Config } from 'wagmi';
import type { TimedMarketTrade } from '@/lib/market-trades';
import type { LiveMarketBatch, LiveMarketSource, LiveMarketState } from './live-market-source';
import type { TimedMarketLaunch } from './read-new-blocks';

const sources = new WeakMap<Config, Promise<LiveMarketSource>>();

/**
 * The app's one source for this config. Its code (the source, the chain's decoding and ABIs) loads
 * on demand, as the wallet layer does: a page that uses these hooks pays nothing for it up front.
 */
function loadSource(config: Config): Promise<LiveMarketSource> {
  let source = sources.get(config);
  if (!source) {
    source = Promise.all([
      import('./live-market-source'),
      import('./live-market-client'),
      import('@/lib/address-book'),
      import('@/app/env'),
    ]).then(
      ([{ LiveMarketSource }, { createLiveMarketClient }, { addressBook }, { env }]) =>
        new LiveMarketSource({
          client: () => createLiveMarketClient(config),
          book: addressBook(env.chainId),
          rangeBlocks: BigInt(env.logRangeBlocks),
        }),
    );
    // A failed load (a new deploy's chunk gone) is tried again by the next page that asks.
    source.catch(() => sources.delete(config));
    sources.set(config, source);
  }
  return source;
}

/** The loaded source for `config`, once its code has arrived. */
function useSource(config: Config | undefined): LiveMarketSource | undefined {
  const [loaded, setLoaded] = useState<{ config: Config; source: LiveMarketSource }>();
  useEffect(() => {
    if (!config) return;
    let cancelled = false;
    loadSource(config).then(
      (source) => {
        if (!cancelled) setLoaded({ config, source });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [config]);
  return loaded && loaded.config === config ? loaded.source : undefined;
}

const STARTING: LiveMarketState = { kind: 'starting' };
const noState = () => () => undefined;

/** The source's state, or 'starting' while the wallet layer has not loaded. */
function useSourceState(source: LiveMarketSource | undefined): LiveMarketState {
  return useSyncExternalStore(source?.subscribeState ?? noState, source?.getState ?? (() => STARTING), () => STARTING);
}

export type LiveMarketItem =
  | { kind: 'trade'; key: string; trade: TimedMarketTrade }
  | { kind: 'launch'; key: string; launch: TimedMarketLaunch };

const keyOf = (i: { txHash: string; logIndex: number }) => `${i.txHash.toLowerCase()}:${i.logIndex}`;

/** A batch's items, newest first, launches before the trades of the same transaction's block. */
function itemsOf(batch: LiveMarketBatch): LiveMarketItem[] {
  const items: (LiveMarketItem & { blockNumber: bigint; logIndex: number })[] = [
    ...batch.launches.map((launch) => ({ kind: 'launch' as const, key: keyOf(launch), launch, ...launch })),
    ...batch.trades.map((trade) => ({ kind: 'trade' as const, key: keyOf(trade), trade, ...trade })),
  ];
  items.sort((a, b) =>
    a.blockNumber === b.blockNumber ? b.logIndex - a.logIndex : a.blockNumber > b.blockNumber ? -1 : 1,
  );
  return items.map(
    (i): LiveMarketItem =>
      i.kind === 'launch'
        ? { kind: 'launch', key: i.key, launch: i.launch }
        : { kind: 'trade', key: i.key, trade: i.trade },
  );
}

export interface LiveMarket {
  /** Newest first, at most `limit`. */
  items: readonly LiveMarketItem[];
  state: LiveMarketState;
}

/**
 * The newest launches and trades of the whole market since the page opened. `knownTokens`: launched
 * tokens the page knows of (their pairs' trades count too).
 */
export function useLiveMarket(
  config: Config | undefined,
  { limit = 20, knownTokens = [] }: { limit?: number; knownTokens?: readonly string[] } = {},
): LiveMarket {
  const source = useSource(config);
  const state = useSourceState(source);
  const [items, setItems] = useState<readonly LiveMarketItem[]>([]);
  useEffect(() => {
    if (!source) return;
    return source.subscribe((batch) => setItems((current) => [...itemsOf(batch), ...current].slice(0, limit)));
  }, [source, limit]);
  const known = knownTokens.join(',');
  useEffect(() => {
    if (source && known) source.knowTokens(known.split(','));
  }, [source, known]);
  return { items, state };
}

/** A token page's share: at most this many of its trades are kept (newest). */
const TOKEN_TRADES_KEPT = 200;

export interface LiveTrades {
  /** The token's trades since the page opened, newest first. */
  trades: readonly TimedMarketTrade[];
  state: LiveMarketState;
}

/** One token's trades since the page opened (its curve's, and its pair's once graduated). */
export function useLiveTrades(config: Config | undefined, token: string): LiveTrades {
  const source = useSource(config);
  const state = useSourceState(source);
  const [trades, setTrades] = useState<readonly TimedMarketTrade[]>([]);
  const address = token.toLowerCase();
  useEffect(() => {
    setTrades([]);
    if (!source) return;
    source.knowTokens([address]);
    return source.subscribe((batch) => {
      const mine = batch.trades.filter((t) => t.token === address).reverse();
      if (mine.length) setTrades((current) => [...mine, ...current].slice(0, TOKEN_TRADES_KEPT));
    });
  }, [source, address]);
  return { trades, state };
}
