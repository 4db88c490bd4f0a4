import { addressSchema } from '../../interface/common';
import { iso, type ServiceContext } from '../context';
import { notFound } from '../http/errors';
import type { createServiceApp } from '../http/service-app';
import { identityJson, marketJson, metrics1hJson, metrics24hJson, socialsJson } from './token-json';
import type { TokenQueries } from './token-queries';

type Route = ReturnType<typeof createServiceApp>['route'];

export function tokenRoutes(route: Route, ctx: ServiceContext, tokens: TokenQueries) {
  const { config } = ctx;

  route('tokenList', ({ query }) => {
    ctx.freshMetrics();
    const page = tokens.list(query);
    return {
      tokens: page.tokens.map((t) => ({
        ...identityJson(t, config),
        ...socialsJson(t),
        ...marketJson(t),
        ...metrics24hJson(t),
        total_holders: t.total_holders,
      })),
      totalCount: page.totalCount,
      totalPages: page.totalPages,
    };
  });

  route('token', ({ query }) => {
    const t = tokens.byAddress(query.address.toLowerCase());
    if (!t) throw notFound(`Token ${query.address}`);
    return {
      ...identityJson(t, config),
      ...socialsJson(t),
      ...marketJson(t),
      price_updates: tokens.recentTrades(t.id).map(({ ts, ...trade }) => ({ ...trade, timestamp: iso(ts) })),
    };
  });

  route('kingOfTheHill', () => {
    ctx.freshMetrics();
    const t = tokens.kingOfTheHill();
    if (!t) throw notFound('A token that is still funding');
    return { ...identityJson(t, config), ...socialsJson(t), ...marketJson(t), ...metrics24hJson(t) };
  });

  route('tokenBatch', ({ body }) => {
    ctx.freshMetrics();
    const seen = new Set<string>();
    const found: object[] = [];
    const notFoundList: string[] = [];
    for (const raw of body.addresses) {
      const key = raw.trim().toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const t = addressSchema.safeParse(key).success ? tokens.byAddress(key) : undefined;
      if (!t) {
        notFoundList.push(raw);
        continue;
      }
      found.push({
        ...identityJson(t, config),
        ...marketJson(t),
        is_graduated: t.is_graduated === 1,
        ...(body.includeSocials && socialsJson(t)),
        ...(body.includeMetrics && { ...metrics24hJson(t), ...metrics1hJson(t) }),
        ...(body.includeHolders && tokens.holders(t)),
      });
    }
    return { tokens: found, notFound: notFoundList, errors: [] };
  });
}
