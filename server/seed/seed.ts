/**
 * Deterministic synthetic history for the local services: 30 days of launches, trades, graduations,
 * referrals, chat, auction bids and registry pool swaps, all written through ingest.
 */
import type { Db } from '../db/open';
import type { Ingest } from '../ingest/ingest';
import type { Registry } from '../swap/registry';
import { pairAddress } from '../swap/registry';
import { seedAuction, seedChat, seedReferrals } from './community';
import { type HistoryInput, writeHistory } from './history';
import { planTokens } from './plan';
import { createRandom, type Random } from './random';
import { initialRegistryPools, poolCreated, randomPoolSwap } from './registry-pools';
import { createTraderPopulation } from './traders';

export const HISTORY_MS = 30 * 86_400_000;

export interface SeedScale {
  tokens: number;
  trades: number;
  /** Wallets in the population; by default one per 40 trades, at least 2,600. */
  traders: number;
  graduatedShare: number;
  /** Tokens pumping in the last hours, so short trending windows have something to rank. */
  hotTokens: number;
  poolSwaps: number;
}

const DEFAULT_SEED_SCALE: Omit<SeedScale, 'traders'> = {
  tokens: 640,
  trades: 100_000,
  graduatedShare: 0.2,
  hotTokens: 8,
  poolSwaps: 400,
};

export interface SeedOptions {
  seed: number;
  /** The end of the history (ms); every event lies in [now − 30 days, now]. */
  now: number;
  scale?: Partial<SeedScale>;
}

export interface SeedSummary {
  tokens: number;
  trades: number;
}

function resolveScale(partial: Partial<SeedScale> = {}): SeedScale {
  const merged = { ...DEFAULT_SEED_SCALE, ...partial };
  return { ...merged, traders: partial.traders ?? Math.max(2_600, Math.round(merged.trades / 40)) };
}

/**
 * Where the seed's history goes: the database through ingest (`seedHistory`), or the local chain as
 * transactions (the genesis, server/chain/genesis). Both receive the same draws in the same order.
 */
export type SeedTarget = Pick<
  Ingest,
  'pairCreated' | 'pairSwap' | 'referralSignup' | 'referralCode' | 'chatMessage' | 'auctionBid'
> & {
  /** The launches and trades of the planned history. Returns how many trades it wrote. */
  history(input: Omit<HistoryInput, 'ingest'>): number;
};

function seedRegistryPools(
  rnd: Random,
  ingest: SeedTarget,
  registry: Registry,
  start: number,
  now: number,
  swaps: number,
) {
  const pools = initialRegistryPools(registry);
  for (const p of pools) ingest.pairCreated(poolCreated(p, start));
  const times = Array.from({ length: swaps }, () => Math.floor(rnd.float(start + 1_000, now))).sort((a, b) => a - b);
  times.forEach((timestamp) => {
    // The reference pool (listed first) is the busiest, as the main ETH/USD market would be.
    const pool = rnd.chance(0.5) ? pools[0]! : rnd.pick(pools);
    const swap = randomPoolSwap(rnd, registry, pool, timestamp);
    ingest.pairSwap(swap);
  });
}

/** Draws the whole history and hands it to `target`, in the order the draws are made. */
export function replaySeed(target: SeedTarget, registry: Registry, options: SeedOptions): SeedSummary {
  const scale = resolveScale(options.scale);
  const rnd = createRandom(options.seed);
  const { now, seed } = options;
  const start = now - HISTORY_MS;
  seedRegistryPools(rnd, target, registry, start, now, scale.poolSwaps);
  const traders = createTraderPopulation(rnd, scale.traders, start, now);
  seedReferrals(rnd, target, traders);
  const plans = planTokens(rnd, scale, traders, start, now);
  const pairAddressOf = (token: string) => pairAddress(registry, token, registry.wrappedNative);
  const trades = target.history({ rnd, seed, plans, traders, start, now, pairAddressOf });
  seedChat(rnd, target, plans, traders, now);
  seedAuction({ rnd, ingest: target, seed, plans, traders, start, now });
  return { tokens: plans.length, trades };
}

/**
 * Writes the whole history into an empty database, as one transaction (ingest's batches become
 * savepoints inside it). WHY: an interrupted seed leaves an empty database that the next start seeds
 * again, rather than half a history that `seedIfEmpty` would keep; and one commit spares the WAL
 * checkpoints (each an fsync) that thousands of batch commits would cost.
 */
export function seedHistory(ingest: Ingest, db: Db, registry: Registry, options: SeedOptions): SeedSummary {
  const target: SeedTarget = { ...ingest, history: (input) => writeHistory({ ...input, ingest }) };
  const summary = ingest.history(options.now, () => replaySeed(target, registry, options));
  // The one big commit left a WAL as large as the data; fold it in and give the space back.
  db.pragma('wal_checkpoint(TRUNCATE)');
  return summary;
}

/** Seeds a new database; leaves one that already has tokens alone (undefined). */
export function seedIfEmpty(ingest: Ingest, db: Db, registry: Registry, options: SeedOptions): SeedSummary | undefined {
  const { n } = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM tokens').get()!;
  if (n > 0) return undefined;
  return seedHistory(ingest, db, registry, options);
}
