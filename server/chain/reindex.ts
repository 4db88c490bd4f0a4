/**
 * `npm run reindex`: rebuilds the market data of the services' database from the chain at RPC_URL,
 * keeping everything that does not come from the chain (chat, referral codes and sign-ups, posted
 * token metadata, uploads, sign-in sessions: off-chain.ts classifies every table). The result is
 * what a new index of that chain would hold, with the same off-chain facts written at the same points.
 *
 * The new index is built beside the database (`<path>.reindex`) and replaces it by a rename once it is
 * complete, so a crash at any moment leaves the old database as it was. It must not run while the
 * services have the database open: they would go on writing to the file it replaces. It takes an
 * exclusive lock on the database first, which fails (and it refuses) when another process has it
 * open, and holds it until just before the rename, so that services started meanwhile stop on the
 * lock instead.
 */
import { existsSync, renameSync } from 'node:fs';
import type { AddressBook } from '../../interface/contracts/address-book';
import { type Db, openDatabase, removeDatabase } from '../db/open';
import { createIngest } from '../ingest/ingest';
import { loadRegistry } from '../swap/registry';
import { loadAddressBook } from './address-books';
import { claimDeployment } from './indexed-deployment';
import { createIndexer } from './indexer';
import { chainHoldsContracts } from './local-index';
import {
  copyKeptRows,
  type OffChainData,
  readOffChainData,
  referralReplay,
  sortByIndex,
  writeMetadataAndChat,
} from './off-chain';

export interface ReindexOptions {
  databasePath: string;
  rpcUrl: string;
  chainId: number;
  confirmations: number;
  /** The deployment records' folder (config's DEPLOYMENTS_DIR), where a chain other than 31337 finds its book. */
  deploymentsDir?: string;
  /** Leave out the chat and metadata of tokens the chain does not hold, instead of refusing. */
  dropOrphans?: boolean;
  log?: (line: string) => void;
}

/** Why the reindex did not start, or gave up leaving the database untouched: one line for the user. */
export class ReindexRefused extends Error {}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function lockOrRefuse(db: Db, path: string) {
  db.pragma('busy_timeout = 0');
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new ReindexRefused(
      `${path} is open in another process (are the services running?): stop it first, since the reindex replaces the file.`,
    );
  }
}

async function bookOrRefuse(options: ReindexOptions): Promise<AddressBook> {
  let book: AddressBook;
  try {
    book = loadAddressBook(options.chainId, options.deploymentsDir);
  } catch (error) {
    throw new ReindexRefused((error as Error).message);
  }
  if (!(await chainHoldsContracts(options.rpcUrl, book))) {
    throw new ReindexRefused(
      `The chain at ${options.rpcUrl} does not hold our contracts (no LaunchFactory at ${book.launchFactory} on chain ${options.chainId}), or does not answer: nothing to reindex from.`,
    );
  }
  return book;
}

/** Indexes the chain into the empty database `db`, with the off-chain facts written where a new index takes them. */
async function rebuild(db: Db, data: OffChainData, book: AddressBook, options: ReindexOptions) {
  copyKeptRows(db, data);
  const ingest = createIngest(db, { wrappedNative: loadRegistry(options.chainId, book).wrappedNative });
  claimDeployment(db, ingest, book);
  const referrals = referralReplay(ingest, data.referrals);
  const indexer = createIndexer(db, ingest, {
    rpcUrl: options.rpcUrl,
    book,
    confirmations: options.confirmations,
    beforeBlock: referrals.before,
  });
  let blocks = 0;
  for (let read = await indexer.syncOnce(); read > 0; read = await indexer.syncOnce()) blocks += read;
  referrals.rest();
  const { metadata, chat, orphans } = sortByIndex(db, data);
  const dropped = orphans.metadata.length + orphans.chat.length;
  if (dropped > 0 && !options.dropOrphans) {
    const example = orphans.chat[0]?.token ?? orphans.metadata[0]!.address;
    throw new ReindexRefused(
      `${plural(orphans.chat.length, 'chat message')} and the metadata of ${plural(orphans.metadata.length, 'token')} are about tokens the chain at ${options.rpcUrl} does not hold as they were launched (${example} first): the database was left as it was; \`npm run reindex -- --drop-orphans\` rebuilds it without them.`,
    );
  }
  writeMetadataAndChat(ingest, { metadata, chat });
  const count = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  return {
    blocks,
    tokens: count('tokens'),
    trades: count('trades'),
    referrals: data.referrals.length,
    metadata: metadata.length,
    chat: chat.length,
    dropped: { metadata: orphans.metadata.length, chat: orphans.chat.length },
  };
}

export async function reindex(options: ReindexOptions) {
  const { databasePath: path } = options;
  const log = options.log ?? (() => {});
  if (path === ':memory:') throw new ReindexRefused('DATABASE_PATH is :memory:, which holds no database to reindex.');
  if (!existsSync(path)) {
    throw new ReindexRefused(`There is no database at ${path}: the services index the chain into a new one on start.`);
  }
  const book = await bookOrRefuse(options);
  const started = performance.now();
  const old = openDatabase(path);
  let summary: Awaited<ReturnType<typeof rebuild>>;
  const building = `${path}.reindex`;
  try {
    lockOrRefuse(old, path);
    const data = readOffChainData(old);
    removeDatabase(building);
    const fresh = openDatabase(building);
    try {
      summary = await rebuild(fresh, data, book, options);
    } catch (error) {
      fresh.close();
      removeDatabase(building);
      throw error;
    }
    // Closed as the last connection, each database folds its write-ahead log in and removes it.
    fresh.close();
  } finally {
    old.close();
  }
  renameSync(building, path);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `Reindexed ${path} from ${options.rpcUrl} in ${seconds} s: ${summary.blocks} blocks, ${summary.tokens} tokens, ${summary.trades} trades; kept ${summary.referrals} referral codes and sign-ups, ${summary.metadata} token metadata, ${summary.chat} chat messages` +
      (options.dropOrphans
        ? ` (dropped ${summary.dropped.metadata} metadata, ${summary.dropped.chat} chat messages)`
        : ''),
  );
  return summary;
}
