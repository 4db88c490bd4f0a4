/**
 * How the services start on a chain that holds our contracts: the database is the chain's index.
 * A new database takes the genesis's referrals, reads the chain to its head, then takes the chat and
 * the metadata (a restart after a crash in between carries on from the step it had reached); an
 * existing one catches up from its cursor. A local chain that no longer holds the
 * indexed blocks (it was restarted from an older state) gets a new index; on any other chain that
 * stops the services with the indexer's message.
 */
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { createPublicClient, type Hex, http } from 'viem';
import type { AddressBook } from '../../interface/contracts/address-book';
import type { ServiceContext } from '../context';
import { type Db, removeDatabase } from '../db/open';
import type { Ingest } from '../ingest/ingest';
import { LOCAL_DEPLOYMENT } from './deployment';
import { writeChatAndMetadata, writeReferrals } from './genesis/community';
import { readGenesisCommunity } from './genesis/files';
import { claimDeployment } from './indexed-deployment';
import { createIndexer, type IndexerOptions } from './indexer';
import { createIndexerHealth, measureBlockTimeMs } from './indexer-health';

interface ChainOptions {
  rpcUrl: string;
  book: AddressBook;
  confirmations: number;
  /** The genesis folder the chain was loaded from, whose off-chain part a new database takes. */
  genesisDir: string | undefined;
  /** Told after each range of blocks is indexed (the genesis cache shows its progress with it). */
  onRead?: IndexerOptions['onRead'];
  /** Where the indexer reports its progress and last error (GET /api/health). */
  health?: IndexerOptions['health'];
  /** Blocks kept undoable below the tip (0: the genesis, whose blocks are final). */
  reorgWindow?: IndexerOptions['reorgWindow'];
  /** The waits of rate-limited reads, and the clock the last read's time is noted by. */
  backoff?: IndexerOptions['backoff'];
}

/** Whether the chain at `rpcUrl` holds the book's contracts (else the services run a database-only world). */
export async function chainHoldsContracts(rpcUrl: string, book: AddressBook): Promise<boolean> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const code = await client.getCode({ address: book.launchFactory }).catch(() => undefined);
  return code !== undefined && code !== '0x';
}

/**
 * Removes a local database that is not an index of this chain: its cursor names a block the chain
 * does not hold, or it has tokens and no cursor (a database-only world). Returns whether it did.
 */
export async function dropStaleLocalIndex(databasePath: string, rpcUrl: string): Promise<boolean> {
  if (databasePath === ':memory:' || !existsSync(databasePath)) return false;
  const db = new Database(databasePath, { readonly: true });
  const read = (key: string) =>
    (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  let cursor: { block: string; hash: string | undefined } | undefined;
  let tokens = 0;
  try {
    const block = read('chain_block');
    cursor = block === undefined ? undefined : { block, hash: read('chain_block_hash') };
    tokens = (db.prepare('SELECT count(*) AS n FROM tokens').get() as { n: number }).n;
  } finally {
    db.close();
  }
  if (!cursor && tokens === 0) return false;
  if (cursor) {
    const client = createPublicClient({ transport: http(rpcUrl) });
    const held = await client.getBlock({ blockNumber: BigInt(cursor.block) }).catch(() => undefined);
    if (held?.hash === (cursor.hash as Hex)) return false;
  }
  removeDatabase(databasePath);
  return true;
}

/**
 * The genesis's off-chain part a database still has to take: all of it when new, its chat and
 * metadata when a crash stopped the first index after the referrals (or in the chain's middle).
 */
function pendingCommunity(db: Db, genesisDir: string | undefined) {
  const meta = (key: string) =>
    db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(key) as string | undefined;
  const stage = meta('genesis_community');
  const isNew = stage === undefined && meta('chain_block') === undefined;
  if (!genesisDir || !(isNew || stage === 'referrals')) return undefined;
  return { community: readGenesisCommunity(genesisDir), withReferrals: isNew };
}

/**
 * Brings the database up to the chain's head, with the genesis's off-chain part around a new
 * index. Returns the indexer (to follow the chain) and the blocks it read.
 */
export async function catchUp(db: Db, ingest: Ingest, options: ChainOptions) {
  claimDeployment(db, ingest, options.book);
  const pending = pendingCommunity(db, options.genesisDir);
  if (pending?.withReferrals) {
    ingest.batch(() => {
      writeReferrals(ingest, pending.community);
      ingest.genesisCommunity('referrals');
    });
  }
  const indexer = createIndexer(db, ingest, options);
  let blocks = 0;
  for (let read = await indexer.syncOnce(); read > 0; read = await indexer.syncOnce()) blocks += read;
  if (pending) {
    ingest.batch(() => {
      writeChatAndMetadata(ingest, pending.community);
      ingest.genesisCommunity('done');
    });
  }
  return { indexer, blocks };
}

/**
 * The chain's block time for the health endpoint: BLOCK_TIME_SECONDS, else none on the local chain
 * (Anvil mines on demand: an idle chain's head is old and nothing is wrong), else measured.
 */
async function blockTimeOf(ctx: ServiceContext, rpcUrl: string): Promise<number | null> {
  if (ctx.config.blockTimeSeconds !== undefined) return ctx.config.blockTimeSeconds * 1000;
  if (ctx.config.chainId === LOCAL_DEPLOYMENT.chainId) return null;
  // Unmeasured (a node refusing the two reads), the health endpoint judges the reads alone.
  return measureBlockTimeMs(rpcUrl).catch(() => null);
}

/** Brings the database up to the chain's head, then follows it. Returns `stop()`. */
export async function indexLocalChain(ctx: ServiceContext, options: ChainOptions, log: (line: string) => void) {
  const started = performance.now();
  ctx.indexerHealth = createIndexerHealth({ blockTimeMs: await blockTimeOf(ctx, options.rpcUrl) });
  const { indexer, blocks } = await catchUp(ctx.db, ctx.ingest, {
    ...options,
    health: ctx.indexerHealth,
    // The health route judges the time of the last read by the services' clock: note it by the same.
    backoff: { now: ctx.clock },
  });
  if (blocks > 0)
    log(`Indexed ${blocks} blocks of ${options.rpcUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return indexer.follow({
    pollMs: 250,
    onError: (error) => {
      console.error(`The chain indexer stopped: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  });
}
