import type { IndexerHealth } from './chain/indexer-health';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/open';
import type { Ingest } from './ingest/ingest';

/** What every route of both services reads from. */
export interface ServiceContext {
  db: Db;
  ingest: Ingest;
  clock: Clock;
  config: Config;
  /** Slides the metric windows up to now, at most once a second: reads see metrics exact to the second. */
  freshMetrics: () => void;
  /** What the chain indexer last reported (GET /api/health); unset while no chain is indexed. */
  indexerHealth?: IndexerHealth;
}

export function createContext(db: Db, ingest: Ingest, clock: Clock, config: Config): ServiceContext {
  let last = 0;
  return {
    db,
    ingest,
    clock,
    config,
    freshMetrics() {
      const now = clock();
      if (now - last < 1000) return;
      ingest.expireWindows(now);
      last = now;
    },
  };
}

export const iso = (ms: number) => new Date(ms).toISOString();
