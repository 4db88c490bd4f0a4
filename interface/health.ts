import { isoTimestampSchema } from './common';
import { z } from './zod';

/**
 * `GET /api/health`: whether the services are up, and how far the chain indexer is behind the chain,
 * judged against the clock. When it is `degraded` the same body comes with HTTP 503, so that an
 * uptime checker that looks only at the status sees it.
 */

const blockSchema = z.int().check(z.gte(0));

export const indexerHealthSchema = z
  .object({
    /** The last block written to the database, or null before the first. */
    indexed_block: z.nullable(blockSchema),
    /** The chain's latest block as last read, or null before the first read. */
    head_block: z.nullable(blockSchema),
    /** head_block − indexed_block (CONFIRMATIONS blocks are left unread on purpose). */
    lag_blocks: z.nullable(blockSchema),
    /** The head's time − the indexed block's time, in seconds. */
    lag_seconds: z.nullable(z.number().check(z.gte(0))),
    /** The last error the indexer met (a rate limit it waited out, a read that failed), if any. */
    last_error: z.nullable(z.object({ message: z.string(), at: isoTimestampSchema })),
    /** When the indexer last finished a read; a timeout or rate-limit loop leaves it behind. */
    last_read_at: z.nullable(isoTimestampSchema),
    /** The head block's own timestamp: a node that stopped following the chain shows an old one. */
    head_time: z.nullable(isoTimestampSchema),
    /** The clock − head_time, in seconds (0 when the chain is ahead of the clock). */
    head_age_seconds: z.nullable(z.number().check(z.gte(0))),
    /** The chain's time between blocks as measured or configured; null when mined on demand (local). */
    block_time_seconds: z.nullable(z.number().check(z.gte(0))),
    /** How long without a read, or how old the head (with a block time), before it is degraded. */
    stale_after_seconds: z.number().check(z.gte(0)),
    /** Why it is degraded, one sentence each; empty when ok. */
    problems: z.array(z.string()),
  })
  .register(z.globalRegistry, { id: 'IndexerHealth' });

export const healthSchema = z
  .object({
    /** `degraded` (with HTTP 503) when the indexer has not read, or the head not moved, for too long. */
    status: z.enum(['ok', 'degraded']),
    /** Null when the services run a database-only world (no chain holds our contracts). */
    indexer: z.nullable(indexerHealthSchema),
  })
  .register(z.globalRegistry, { id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
