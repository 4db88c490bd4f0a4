import type { ServiceContext } from './context';
import type { RateLimiter } from './http/rate-limit';
import { createServiceApp } from './http/service-app';
import { pairsRoute } from './swap/pairs-route';
import { createPools } from './swap/pools';
import { quoteRoutes } from './swap/quote-route';
import type { Registry } from './swap/registry';
import { tokenListRoute } from './swap/token-list-route';

/** The swap service: quotes with ready-to-sign Router02 transactions, the token list and the pairs. */
export function createSwapApp(ctx: ServiceContext, limiter: RateLimiter, registry: Registry) {
  const { app, route } = createServiceApp('swap', {
    config: ctx.config,
    limiter,
    clock: ctx.clock,
    dataVersion: ctx.ingest.version,
    cacheable: ['quote'],
  });
  const pools = createPools(ctx.db, registry);
  quoteRoutes(route, ctx, registry, pools);
  tokenListRoute(route, ctx, registry);
  pairsRoute(route, ctx, registry, pools);
  return app;
}
