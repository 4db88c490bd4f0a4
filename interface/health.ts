import { isoTimestampSchema } from './common';
import { z } from './zod';

/** `GET /api/health`: whether the services are up, and how far the chain indexer is behind the chain. */

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
  })
  .register(z.globalRegistry, { id: 'IndexerHealth' });

export const healthSchema = z
  .object({
    status: z.literal('ok'),
    /** Null when the services run a database-only world (no chain holds our contracts). */
    indexer: z.nullable(indexerHealthSchema),
  })
  .register(z.globalRegistry, { id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
