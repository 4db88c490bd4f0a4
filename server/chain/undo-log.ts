/**
 * The undo log of the chain indexer's reorganisation window (sqlite.org's "automatic undo/redo with
 * triggers"). While the indexer applies a block near the chain's head it names the block here, inside
 * the block's transaction; triggers on every table ingest writes for chain events then record, for
 * each row inserted, updated or deleted, the statement that undoes it (values written with quote(),
 * which round-trips every REAL). A rollback replays the statements above the common ancestor in
 * reverse and deletes them, in the same transaction that moves the cursor back.
 *
 * Only writes made while a block is named are logged: chat, referral codes and sign-ups and posted
 * metadata, written between blocks, are never undone; an UPDATE records only the columns it changed,
 * so undoing a trade leaves a token's posted description alone. Undoing a launch deletes its row, posted
 * metadata and all: ingest's rollback keeps that metadata, and the chat posted on it, aside for the
 * launch's return in a replacement block (server/ingest/posted-metadata.ts, pending-chat.ts). Every
 * table is classified here, logged or not, and a table nobody classified stops the indexer, so a
 * migration that adds one has to say whether a rollback undoes it. The triggers are TEMP (this
 * connection's alone) and exist only while the indexer applies blocks inside the window: the first
 * index of a long chain writes as fast as without them.
 */
import type { Db } from '../db/open';
import { WINDOW_NAMES } from '../ingest/windows';
import { isSearchIndex } from './off-chain';

/**
 * The tables ingest may write while a block is named: chain events, and what a launch brings back with
 * it (its kept metadata and chat, taken from pending_metadata and pending_chat).
 */
const LOGGED_TABLES = [
  'tokens',
  'trades',
  'holdings',
  'accounts',
  'referral_events',
  'auction_bids',
  'pairs',
  'pair_swaps',
  'meta',
  'chat_messages',
  'pending_metadata',
  'pending_chat',
] as const;

/** The tables never logged, and why. Every table is here or logged: a new one has to be classified. */
const NOT_LOGGED: Record<string, string> = {
  chain_blocks: 'the reorganisation window itself: the rollback moves it back',
  chain_undo: 'the undo log itself',
  uploads: 'off-chain files, never written by ingest',
  auth_nonces: 'off-chain sign-in, never written by ingest',
  auth_sessions: 'off-chain sign-in, never written by ingest',
};

/** Refuses a database with a table nobody said whether to log: its writes in a block would never be undone. */
function refuseUnclassified(db: Db) {
  // The full-text index (and its shadow tables) is not logged: it follows tokens by its own triggers.
  const logged = new Set<string>(LOGGED_TABLES);
  const unclassified = (
    db
      .prepare("SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[]
  ).filter((t) => !logged.has(t) && !(t in NOT_LOGGED) && !isSearchIndex(t));
  if (unclassified.length > 0) {
    throw new Error(
      `The undo log does not know whether a rollback must undo table ${unclassified.join(', ')}: classify it in server/chain/undo-log.ts`,
    );
  }
}

/**
 * The metric windows' counters on tokens: the rollback counts them again from the trades that remain
 * (ingest's `rollback`), since expiring them between blocks is not logged and an old value would undo
 * the expiry too.
 */
const RECOUNTED = new Set([
  ...WINDOW_NAMES.flatMap((w) => [`buys_${w}`, `sells_${w}`, `volume_${w}`, `price_ref_${w}`]),
  'tx_24h',
]);

/** Accounts keep their off-chain facts (a referral code, a referrer) when the trade that made the row is undone. */
const ACCOUNT_CHAIN_RESET = 'points = 0, volume_eth = 0, trade_count = 0, last_trade_at = NULL';

interface Column {
  name: string;
  pk: number;
}

const ident = (name: string) => `"${name}"`;
const text = (sql: string) => `'${sql.replaceAll("'", "''")}'`;

function triggersFor(db: Db, table: string): string[] {
  const columns = db.prepare(`PRAGMA main.table_info(${ident(table)})`).all() as Column[];
  const withoutRowid = (
    db.prepare("SELECT sql FROM main.sqlite_master WHERE type = 'table' AND name = ?").pluck().get(table) as string
  ).includes('WITHOUT ROWID');
  const keys = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
  /** `WHERE …` naming the row `row` (new or old), as SQL text built by the trigger. */
  const where = (row: 'new' | 'old') =>
    withoutRowid
      ? keys
          .map((k, i) => `${text(`${i ? ' AND ' : ' WHERE '}${ident(k.name)} = `)} || quote(${row}.${ident(k.name)})`)
          .join(' || ')
      : `${text(' WHERE rowid = ')} || ${row}.rowid`;
  const log = (sql: string, extra = '') =>
    `INSERT INTO chain_undo (block, sql) SELECT block, ${sql} FROM undo_block WHERE block IS NOT NULL${extra};`;
  const name = (op: string) => ident(`undo_${table}_${op}`);

  let undoInsert = `${text(`DELETE FROM ${ident(table)}`)} || ${where('new')}`;
  if (table === 'accounts') {
    undoInsert = `${text(`UPDATE accounts SET ${ACCOUNT_CHAIN_RESET}`)} || ${where('new')} || '; ' || ${undoInsert} || ${text(' AND referral_code IS NULL AND referrer IS NULL')}`;
  }
  const changed = columns
    .filter((c) => !(table === 'tokens' && RECOUNTED.has(c.name)))
    .map(
      (c) =>
        `CASE WHEN old.${ident(c.name)} IS NOT new.${ident(c.name)} THEN ${text(`, ${ident(c.name)} = `)} || quote(old.${ident(c.name)}) ELSE '' END`,
    )
    .join(' || ');
  const undoUpdate = `${text(`UPDATE ${ident(table)} SET `)} || substr(${changed}, 3) || ${where('old')}`;
  const undoDelete = `${text(`INSERT INTO ${ident(table)} (${columns.map((c) => ident(c.name)).join(', ')}) VALUES (`)} || ${columns.map((c) => `quote(old.${ident(c.name)})`).join(` || ', ' || `)} || ')'`;

  return [
    `CREATE TEMP TRIGGER ${name('insert')} AFTER INSERT ON main.${ident(table)} BEGIN ${log(undoInsert)} END`,
    `CREATE TEMP TRIGGER ${name('update')} AFTER UPDATE ON main.${ident(table)} BEGIN ${log(undoUpdate, ` AND (${changed}) <> ''`)} END`,
    `CREATE TEMP TRIGGER ${name('delete')} AFTER DELETE ON main.${ident(table)} BEGIN ${log(undoDelete)} END`,
  ];
}

export function createUndoLog(db: Db) {
  refuseUnclassified(db);
  db.exec(
    'CREATE TEMP TABLE IF NOT EXISTS undo_block (block INTEGER); DELETE FROM temp.undo_block; INSERT INTO temp.undo_block VALUES (NULL)',
  );
  const setBlock = db.prepare('UPDATE temp.undo_block SET block = ?');
  const above = db.prepare<[number], { sql: string }>('SELECT sql FROM chain_undo WHERE block > ? ORDER BY seq DESC');
  const forget = db.prepare('DELETE FROM chain_undo WHERE block > ?');
  const prune = db.prepare('DELETE FROM chain_undo WHERE block <= ?');
  let logging = false;

  return {
    /**
     * Creates (or drops) the triggers: on while the indexer applies blocks inside the window, off
     * while it catches up from far behind. Outside any transaction.
     */
    setLogging(on: boolean) {
      if (on === logging) return;
      for (const table of LOGGED_TABLES) {
        for (const op of ['insert', 'update', 'delete'])
          db.exec(`DROP TRIGGER IF EXISTS temp.${ident(`undo_${table}_${op}`)}`);
        if (on) for (const sql of triggersFor(db, table)) db.exec(sql);
      }
      logging = on;
    },
    /** The block whose writes are logged from now on (null: none). Inside the block's transaction. */
    block(number: number | null) {
      setBlock.run(number);
    },
    /**
     * Undoes, newest first, everything logged for blocks above `ancestor`, and forgets it. Inside
     * the rollback's transaction; `onStep` is told after each statement (a test pauses there).
     */
    undoAbove(ancestor: number, onStep?: (done: number) => void) {
      setBlock.run(null);
      let done = 0;
      for (const { sql } of above.all(ancestor)) {
        db.exec(sql);
        onStep?.(++done);
      }
      forget.run(ancestor);
      return done;
    },
    /** Forgets what no rollback can reach any more: blocks at or below `block`. */
    pruneThrough(block: number) {
      prune.run(block);
    },
  };
}
