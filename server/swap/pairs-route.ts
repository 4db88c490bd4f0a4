import { NATIVE_ADDRESS } from '../../interface/common';
import type { ServiceContext } from '../context';
import type { createServiceApp } from '../http/service-app';
import { snapshot } from '../http/snapshot';
import { VOLUME_UNITS_PER_ETH } from '../ingest/windows';
import type { PairRow, PairToken, Pools } from './pools';
import type { Registry } from './registry';

type Route = ReturnType<typeof createServiceApp>['route'];

const DAY_MS = 86_400_000;
const NATIVE: PairToken = { address: NATIVE_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18 };

interface ListedPair extends PairRow {
  /** The launch token of the pair, if it is one; null for the registry's own pairs. */
  ticker: string | null;
  name: string | null;
  price_eth: number | null;
  /** ETH traded on the pair in the last 24 h. */
  volume_eth: number;
}

/** Liquidity pairs by USD liquidity, wrapped ETH shown as native ETH. */
export function pairsRoute(route: Route, ctx: ServiceContext, registry: Registry, pools: Pools) {
  const { db, clock } = ctx;
  // Launch pairs: all of a token's 24 h volume once it graduated more than a day ago, else what was
  // traded since graduation. Registry pairs: their recorded swaps.
  const rows = db.prepare<{ since: number }, ListedPair>(
    `SELECT p.address, p.token0, p.token1, p.reserve0, p.reserve1, t.ticker, t.name, t.price_eth,
       CASE
         WHEN t.id IS NULL THEN (SELECT coalesce(sum(volume_eth), 0) FROM pair_swaps s WHERE s.pair = p.address AND s.ts > @since)
         WHEN t.graduated_at <= @since THEN t.volume_24h / ${VOLUME_UNITS_PER_ETH}
         ELSE (SELECT coalesce(sum(eth_amount), 0) FROM trades WHERE token_id = t.id AND ts > t.graduated_at)
       END AS volume_eth
     FROM pairs p LEFT JOIN tokens t ON t.pair_address = p.address`,
  );
  const official = new Map(registry.tokens.map((t) => [t.address, t]));

  function display(address: string, row: ListedPair): PairToken {
    if (address === registry.wrappedNative) return NATIVE;
    return official.get(address) ?? { address, symbol: row.ticker ?? '', name: row.name ?? '', decimals: 18 };
  }
  /** A pair is listed when both its tokens are known: official ones or the launch token it was made for. */
  const known = (address: string, row: ListedPair) => official.has(address) || row.ticker !== null;

  // Made again only after writes that may change a pair (ingest's pairsVersion): a chat post, a bid
  // or a referral leaves the list as it was, where every write used to make the 700 KB list again
  // (about 30 ms of CPU at 2,000 pairs; issue 31). A reorganisation's rollback moves it too.
  // The windows slide first: sliding them inside the computation would move the version it was made
  // at, and the next request would compute the list again.
  const version = () => {
    ctx.freshMetrics();
    return String(ctx.ingest.pairsVersion());
  };
  const list = snapshot(clock, 1000, version, () => {
    const ethUsd = pools.ethUsd();
    const usdOf = (address: string, reserve: string, row: ListedPair) => {
      const t = display(address, row);
      const price =
        address === registry.wrappedNative ? ethUsd : official.has(address) ? 1 : (row.price_eth ?? 0) * ethUsd;
      return (Number(reserve) / 10 ** t.decimals) * price;
    };
    return rows
      .all({ since: clock() - DAY_MS })
      .filter((p) => known(p.token0, p) && known(p.token1, p))
      .map((p) => ({
        address: p.address,
        token0: display(p.token0, p),
        token1: display(p.token1, p),
        liquidity_usd: usdOf(p.token0, p.reserve0, p) + usdOf(p.token1, p.reserve1, p),
        reserve0: p.reserve0,
        reserve1: p.reserve1,
        volume_24h: p.volume_eth * ethUsd,
        fee_tier: 0.003,
      }))
      .sort((a, b) => b.liquidity_usd - a.liquidity_usd || (a.address < b.address ? -1 : 1));
  });

  route('pairs', list);
}
