import { type ServerType, serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { loadAddressBook } from './chain/address-books';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import { createContext, type ServiceContext } from './context';
import { type Db, openDatabase } from './db/open';
import { createRateLimiter } from './http/rate-limit';
import { createIngest } from './ingest/ingest';
import { createLaunchApp } from './launch';
import { createSwapApp } from './swap';
import { loadRegistry } from './swap/registry';

export interface Services {
  ctx: ServiceContext;
  launchUrl: string;
  swapUrl: string;
  close: () => Promise<void>;
}

const KEEP_ALIVE_MS = 65_000;

function listen(app: Hono, host: string, port: number): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info) =>
      resolve({ server, url: `http://${host}:${info.port}` }),
    );
    // Node closes an idle kept-alive connection after 5 s; a client that reuses it at that moment
    // gets ECONNRESET (an e2e run saw it). Idle connections live longer than clients keep them.
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    }
    server.once('error', reject);
  });
}

/** Builds both services on one database; `onReady` may seed before the ports open. */
export function createServices(config: Config, clock: Clock = systemClock, db: Db = openDatabase(config.databasePath)) {
  const registry = loadRegistry(config.chainId, loadAddressBook(config.chainId, config.deploymentsDir));
  const ingest = createIngest(db, { wrappedNative: registry.wrappedNative });
  const ctx = createContext(db, ingest, clock, config);
  const limiter = createRateLimiter(clock);
  return {
    ctx,
    registry,
    launch: createLaunchApp(ctx, limiter),
    swap: createSwapApp(ctx, limiter, registry),
  };
}

/** Opens the two ports. Ports 0 pick free ones (tests). `close` stops both and closes the database. */
export async function startServices(built: ReturnType<typeof createServices>, config: Config): Promise<Services> {
  const launch = await listen(built.launch, config.host, config.launchPort);
  if (!config.launchPublicUrlIsSet) config.launchPublicUrl = launch.url;
  const swap = await listen(built.swap, config.host, config.swapPort);
  const stop = (s: ServerType) => new Promise<void>((r) => s.close(() => r()));
  return {
    ctx: built.ctx,
    launchUrl: launch.url,
    swapUrl: swap.url,
    async close() {
      if ('closeAllConnections' in launch.server) launch.server.closeAllConnections();
      if ('closeAllConnections' in swap.server) swap.server.closeAllConnections();
      await Promise.all([stop(launch.server), stop(swap.server)]);
      built.ctx.db.close();
    },
  };
}
