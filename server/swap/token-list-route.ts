import { iso, type ServiceContext } from '../context';
import type { createServiceApp } from '../http/service-app';
import { snapshot } from '../http/snapshot';
import { logoPath } from '../launch/logos';
import { imageUrl } from '../launch/token-json';
import type { Registry } from './registry';

type Route = ReturnType<typeof createServiceApp>['route'];

/** The token list: the chain's official registry, then every fully funded launch token in graduation order. */
export function tokenListRoute(route: Route, ctx: ServiceContext, registry: Registry) {
  const { db, config, clock } = ctx;
  const graduated = db.prepare<[], { address: string; ticker: string; name: string; image_url: string }>(
    'SELECT address, ticker, name, image_url FROM tokens WHERE is_graduated = 1 ORDER BY graduated_at, address',
  );
  const meta = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');

  const version = () => `${meta.get('tokenlist_minor')?.value}:${meta.get('tokenlist_updated_at')?.value}`;
  const list = snapshot(clock, 60_000, version, () => {
    const entry = (t: { address: string; symbol: string; name: string; decimals: number }, logo: string) => ({
      chainId: registry.chainId,
      ...t,
      logoURI: logo,
    });
    const official = registry.tokens.map((t) => entry(t, imageUrl(logoPath(t.address), config)));
    const launched = graduated
      .all()
      .map((t) =>
        entry({ address: t.address, symbol: t.ticker, name: t.name, decimals: 18 }, imageUrl(t.image_url, config)),
      );
    return {
      name: registry.listName,
      timestamp: iso(Number(meta.get('tokenlist_updated_at')?.value ?? clock())),
      version: { major: 1, minor: Number(meta.get('tokenlist_minor')?.value ?? 0), patch: 0 },
      tokens: [...official, ...launched],
    };
  });

  route('swapTokens', list);
}
