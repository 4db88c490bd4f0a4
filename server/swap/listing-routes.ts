import { NATIVE_ADDRESS } from '../../interface/common';
import { iso, type ServiceContext } from '../context';
import type { createServiceApp } from '../http/service-app';
import { logoPath } from '../launch/logos';
import { imageUrl } from '../launch/token-json';
import type { PairToken, Pools } from './pools';
import type { Registry } from './registry';

type Route = ReturnType<typeof createServiceApp>['route'];

const DAY_MS = 86_400_000;
const NATIVE: PairToken = { address: NATIVE_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18 };

interface PairRow {
  address: string;
  token0: string;
  token1: string;
  reserve0: string;
  reserve1: string;
}

/** The token list (official registry + fully funded launch tokens) and the liquidity pairs. */
export function listingRoutes(route: Route, ctx: ServiceContext, registry: Registry, pools: Pools) {
  const { db, config, clock } = ctx;
  const graduated = db.prepare<[], { address: string; ticker: string; name: string; image_url: string }>(
    'SELECT address, ticker, name, image_url FROM tokens WHERE is_graduated = 1 ORDER BY graduated_at, address',
  );
  const meta = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const allPairs = db.prepare<[], PairRow>('SELECT address, token0, token1, reserve0, reserve1 FROM pairs');
  const launchVolume = db.prepare<
    { token: string; since: number },
    { volume: number; graduated_at: number; recent: number }
  >(
    `SELECT t.volume_24h AS volume, t.graduated_at,
       (SELECT coalesce(sum(eth_amount), 0) FROM trades WHERE token_id = t.id AND ts > max(@since, t.graduated_at)) AS recent
     FROM tokens t WHERE t.address = @token`,
  );
  const swapVolume = db.prepare<[string, number], { volume: number }>(
    'SELECT coalesce(sum(volume_eth), 0) AS volume FROM pair_swaps WHERE pair = ? AND ts > ?',
  );

  route('swapTokens', () => {
    const entry = (t: PairToken, logo: string) => ({ chainId: registry.chainId, ...t, logoURI: logo });
    const official = registry.tokens.map((t) => entry(t, imageUrl(logoPath(t.address), config)));
    const launched = graduated
      .all()
      .map((t) =>
        entry({ address: t.address, symbol: t.ticker, name: t.name, decimals: 18 }, imageUrl(t.image_url, config)),
      );
    const updatedAt = Number(meta.get('tokenlist_updated_at')?.value ?? clock());
    return {
      name: registry.listName,
      timestamp: iso(updatedAt),
      version: { major: 1, minor: Number(meta.get('tokenlist_minor')?.value ?? 0), patch: 0 },
      tokens: [...official, ...launched],
    };
  });

  /** 24h volume in ETH: pair swaps of registry pairs, post-graduation trades of launch-token pairs. */
  function volumeEth(p: PairRow, launchToken: string | undefined, now: number): number {
    if (!launchToken) return swapVolume.get(p.address, now - DAY_MS)?.volume ?? 0;
    ctx.freshMetrics();
    const row = launchVolume.get({ token: launchToken, since: now - DAY_MS });
    if (!row) return 0;
    // Graduated more than a day ago: every trade of the window was on the pair.
    return row.graduated_at <= now - DAY_MS ? row.volume : row.recent;
  }

  route('pairs', () => {
    const now = clock();
    const ethUsd = pools.ethUsd();
    const display = (a: string) => (a === registry.wrappedNative ? NATIVE : pools.token(a));
    return allPairs
      .all()
      .flatMap((p) => {
        const t0 = display(p.token0);
        const t1 = display(p.token1);
        if (!t0 || !t1) return [];
        const side = (a: string, reserve: string, decimals: number) =>
          (Number(reserve) / 10 ** decimals) * pools.usdPrice(a, ethUsd);
        const launchToken = [p.token0, p.token1].find((a) => !registry.tokens.some((t) => t.address === a));
        return [
          {
            address: p.address,
            token0: t0,
            token1: t1,
            liquidity_usd: side(p.token0, p.reserve0, t0.decimals) + side(p.token1, p.reserve1, t1.decimals),
            reserve0: p.reserve0,
            reserve1: p.reserve1,
            volume_24h: volumeEth(p, launchToken, now) * ethUsd,
            fee_tier: 0.003,
          },
        ];
      })
      .sort((a, b) => b.liquidity_usd - a.liquidity_usd || (a.address < b.address ? -1 : 1));
  });
}
