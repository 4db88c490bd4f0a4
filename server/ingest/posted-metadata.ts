/**
 * The metadata posted for launched tokens (POST /api/metadata), read back from their rows: a token
 * whose columns hash to its launch's commitment had its metadata posted; the others show what the
 * indexer gives every launch until then. A reindex carries it into the new index; a rollback keeps it
 * aside (pending_metadata) for a dropped launch that a replacement block may mine again.
 */
import type { Db } from '../db/open';
import { type TokenMetadataSet, tokenMetadataSet } from './events';

interface MetadataRow {
  address: string;
  metadata_hash: string;
  description: string;
  image_url: string;
  telegram: string | null;
  twitter: string | null;
  website: string | null;
}

const COLUMNS = 'address, metadata_hash, description, image_url, telegram, twitter, website';

const fromRow = ({ address, image_url: image, description, telegram, twitter, website }: MetadataRow) =>
  tokenMetadataSet(address, { description, image, telegram, twitter, website });

/** The posted metadata of every token created at or after `since` (ms; every token by default), by row id. */
export function readPostedMetadata(db: Db, since = Number.NEGATIVE_INFINITY): TokenMetadataSet[] {
  return db
    .prepare<[number], MetadataRow>(
      `SELECT ${COLUMNS} FROM tokens WHERE metadata_hash IS NOT NULL AND created_at >= ? ORDER BY id`,
    )
    .all(since)
    .map((row) => ({ committed: row.metadata_hash, posted: fromRow(row) }))
    .filter((t) => t.posted.hash === t.committed)
    .map((t) => t.posted);
}

/**
 * The posted metadata of launches a rollback dropped, until the same launch (address and metadata
 * hash) comes back. Nothing here is shown: a launch that never comes back leaves only this row.
 */
export function createPendingMetadata(db: Db) {
  const q = {
    exists: db.prepare<[string], number>('SELECT 1 FROM tokens WHERE address = ?').pluck(),
    keep: db.prepare(`INSERT OR REPLACE INTO pending_metadata (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`),
    take: db.prepare<[string], MetadataRow>(`DELETE FROM pending_metadata WHERE address = ? RETURNING ${COLUMNS}`),
    all: db.prepare<[], MetadataRow>(`SELECT ${COLUMNS} FROM pending_metadata ORDER BY address`),
  };
  return {
    /** After a rollback's undo: keeps those of `posted` (read before it) whose token it removed. */
    keepDropped(posted: readonly TokenMetadataSet[]) {
      for (const m of posted) {
        if (q.exists.get(m.address)) continue;
        q.keep.run(m.address, m.hash, m.description, m.imageUrl, m.telegram, m.twitter, m.website);
      }
    },
    /** A launch of `address` arrived: its kept metadata, if it commits to the same hash (forgotten either way). */
    take(address: string, hash: string | null): TokenMetadataSet | undefined {
      const row = q.take.get(address);
      return row && row.metadata_hash === hash ? fromRow(row) : undefined;
    },
    /** Every kept one, for a reindex. */
    all: (): TokenMetadataSet[] => q.all.all().map(fromRow),
  };
}
