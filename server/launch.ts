import type { ServiceContext } from './context';
import type { RateLimiter } from './http/rate-limit';
import { createServiceApp } from './http/service-app';
import { createAuth } from './launch/auth';
import { chatRoutes } from './launch/chat';
import { featuredRoutes } from './launch/featured';
import { healthRoutes } from './launch/health';
import { leaderboardRoutes } from './launch/leaderboard';
import { logoRoutes } from './launch/logos';
import { metadataRoutes } from './launch/metadata';
import { referralRoutes } from './launch/referral';
import { createSignatureChecker } from './launch/signatures';
import { createTokenQueries } from './launch/token-queries';
import { tokenRoutes } from './launch/tokens';
import { uploadRoutes } from './launch/uploads';

/** The launch service: tokens, featured and king of the hill, chat, points and referrals. */
export function createLaunchApp(ctx: ServiceContext, limiter: RateLimiter) {
  const { app, route } = createServiceApp('launch', {
    config: ctx.config,
    limiter,
    clock: ctx.clock,
    dataVersion: ctx.ingest.version,
    cacheable: ['tokenList', 'token', 'tokenBatch', 'kingOfTheHill', 'featured', 'leaderboard', 'chatList'],
  });
  const tokens = createTokenQueries(ctx.db);
  const signatures = createSignatureChecker(ctx.config.rpcUrl);
  const auth = createAuth(ctx, signatures);
  healthRoutes(route, ctx);
  tokenRoutes(route, ctx, tokens);
  featuredRoutes(route, ctx, tokens);
  leaderboardRoutes(route, ctx);
  chatRoutes(route, ctx, tokens, signatures);
  auth.routes(route);
  referralRoutes(route, ctx, auth.caller);
  logoRoutes(app);
  uploadRoutes(route, app, ctx);
  metadataRoutes(route, ctx);
  return app;
}
