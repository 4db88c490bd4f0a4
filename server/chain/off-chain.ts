/**
 * What a reindex keeps: everything in the services' database that does not come from the chain.
 * Every table is classified here, and a table nobody classified stops the reindex, so a migration
 * that adds one has to say whether the chain rebuilds it.
 *
 * - rebuilt from the chain's events: trades, holdings, pairs, pair_swaps, auction_bids (and the
 *   tokens_search index, which follows tokens), and the indexer's reorganisation window (chain_blocks,
 *   chain_undo);
 * - rebuilt, with an off-chain part written again through ingest: tokens (the metadata posted for
 *   them, checked again against the hash their Launched event commits to), accounts and
 *   referral_events (referral codes and sign-ups, replayed between the blocks they came before, so
 *   referrers earn from exactly the trades they earned from; points, volumes and the referrers' trade,
 *   creation and milestone rewards follow from the trades), meta (the chain cursor, the token list's
 *   version and the metric windows' cursors are rebuilt; any other key is kept);
 * - off-chain, written again through ingest because it points at tokens by row id: chat_messages;
 * - off-chain and never shown: pending_metadata and pending_chat (metadata and chat posted for a
 *   launch a reorganisation dropped), posted through ingest if the new index holds that launch, else
 *   left out;
 * - off-chain, copied as they are: uploads, auth_nonces, auth_sessions.
 */
import type { Db } from '../db/open';
import type { ChatPosted, TokenMetadataSet } from '../ingest/events';
import type { Ingest } from '../ingest/ingest';
import { createPendingChat } from '../ingest/pending-chat';
import { createPendingMetadata, readPostedMetadata } from '../ingest/posted-metadata';

const REBUILT = new Set(['trades', 'holdings', 'pairs', 'pair_swaps', 'auction_bids', 'chain_blocks', 'chain_undo']);
const WRITTEN_AGAIN = new Set([
  'tokens',
  'accounts',
  'referral_events',
  'meta',
  'chat_messages',
  'pending_metadata',
  'pending_chat',
]);
const COPIED = new Set(['uploads', 'auth_nonces', 'auth_sessions']);
/** The full-text index of tokens and its shadow tables: its triggers fill it with the tokens. */
export const isSearchIndex = (table: string) => table === 'tokens_search' || table.startsWith('tokens_search_');

const REBUILT_META = new Set([
  'chain_block',
  'chain_block_hash',
  'chain_block_time',
  // Which deployment it indexes: the reindex's, which may be another than the old database's.
  'deployment',
  'tokenlist_minor',
  'tokenlist_updated_at',
]);
const isRebuiltMeta = (key: string) => REBUILT_META.has(key) || key.startsWith('window_cursor_');

type ReferralFact =
  | { kind: 'code'; address: string; code: string; timestamp: number }
  | { kind: 'signup'; referee: string; referrer: string; timestamp: number };

export interface OffChainData {
  /** In the order they are replayed: by time, codes before sign-ups at the same moment. */
  referrals: ReferralFact[];
  metadata: TokenMetadataSet[];
  /** Kept by a rollback for a dropped launch: posted if the new index holds it, never an orphan. */
  pendingMetadata: TokenMetadataSet[];
  /** In the order they were posted. */
  chat: ChatPosted[];
  /** Kept by a rollback for a dropped launch, by time: posted if the new index holds it, never an orphan. */
  pendingChat: ChatPosted[];
  meta: { key: string; value: string }[];
  tables: { name: string; rows: Record<string, unknown>[] }[];
}

function tablesOf(db: Db): string[] {
  return db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
}

/** Reads what a reindex keeps. Throws when the database has a table this file does not classify. */
export function readOffChainData(db: Db): OffChainData {
  const unknown = tablesOf(db).filter(
    (t) => !REBUILT.has(t) && !WRITTEN_AGAIN.has(t) && !COPIED.has(t) && !isSearchIndex(t),
  );
  if (unknown.length > 0) {
    throw new Error(
      `The reindex does not know whether table ${unknown.join(', ')} comes from the chain: classify it in server/chain/off-chain.ts`,
    );
  }
  const codes = db
    .prepare<[], { address: string; code: string; timestamp: number }>(
      `SELECT address, referral_code AS code, referral_code_created_at AS timestamp FROM accounts
       WHERE referral_code IS NOT NULL`,
    )
    .all()
    .map((r): ReferralFact => ({ kind: 'code', ...r }));
  const signups = db
    .prepare<[], { referee: string; referrer: string; timestamp: number }>(
      'SELECT address AS referee, referrer, referred_at AS timestamp FROM accounts WHERE referrer IS NOT NULL',
    )
    .all()
    .map((r): ReferralFact => ({ kind: 'signup', ...r }));
  const who = (f: ReferralFact) => (f.kind === 'code' ? f.address : f.referee);
  const referrals = [...codes, ...signups].sort(
    (a, b) =>
      a.timestamp - b.timestamp || (a.kind === b.kind ? 0 : a.kind === 'code' ? -1 : 1) || (who(a) < who(b) ? -1 : 1),
  );

  const metadata = readPostedMetadata(db);
  const pendingMetadata = createPendingMetadata(db).all();

  const chat = db
    .prepare<[], ChatPosted>(
      `SELECT c.id, t.address AS token, c.sender, c.message, c.signature, c.created_at AS timestamp
       FROM chat_messages c JOIN tokens t ON t.id = c.token_id ORDER BY c.created_at, c.rowid`,
    )
    .all();

  const pendingChat = createPendingChat(db).all();

  const meta = db
    .prepare<[], { key: string; value: string }>('SELECT key, value FROM meta ORDER BY key')
    .all()
    .filter((m) => !isRebuiltMeta(m.key));
  const tables = [...COPIED].map((name) => ({
    name,
    rows: db.prepare(`SELECT * FROM ${name}`).all() as Record<string, unknown>[],
  }));
  return { referrals, metadata, pendingMetadata, chat, pendingChat, meta, tables };
}

/**
 * Replays referral codes and sign-ups into a new index while the indexer writes the chain: `before`
 * goes in the indexer's `beforeBlock`. Blocks keep whole seconds, so a fact of the block's second
 * comes before its events, as the genesis's sign-ups come before their referees' first trades.
 */
export function referralReplay(ingest: Ingest, facts: readonly ReferralFact[]) {
  let next = 0;
  const write = (f: ReferralFact) => {
    if (f.kind === 'code') ingest.referralCode(f);
    else ingest.referralSignup(f);
  };
  return {
    before(blockTimestamp: number) {
      while (next < facts.length && facts[next]!.timestamp < blockTimestamp + 1000) write(facts[next++]!);
    },
    /** The facts later than the chain's last event. */
    rest() {
      ingest.batch(() => {
        while (next < facts.length) write(facts[next++]!);
      });
    },
  };
}

/** The copied tables and kept meta keys, into the new index. */
export function copyKeptRows(db: Db, data: OffChainData) {
  db.transaction(() => {
    for (const { name, rows } of data.tables) {
      if (rows.length === 0) continue;
      const columns = Object.keys(rows[0]!);
      const insert = db.prepare(
        `INSERT INTO ${name} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
      );
      for (const row of rows) insert.run(row);
    }
    const setMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    for (const { key, value } of data.meta) setMeta.run(key, value);
  })();
}

/**
 * The metadata and chat the new index can take, and those it cannot: about tokens the chain does not
 * hold, or metadata other than what the token's launch on this chain committed to.
 */
export function sortByIndex(db: Db, data: OffChainData) {
  const commitment = db.prepare<[string], { metadata_hash: string | null }>(
    'SELECT metadata_hash FROM tokens WHERE address = ?',
  );
  const metadataFits = (m: TokenMetadataSet) => commitment.get(m.address)?.metadata_hash === m.hash;
  const chatFits = (c: ChatPosted) => commitment.get(c.token) !== undefined;
  return {
    metadata: [...data.metadata, ...data.pendingMetadata].filter(metadataFits),
    // Kept chat among the rest by time (a stable sort): chat is listed by time.
    chat: [...data.chat, ...data.pendingChat].filter(chatFits).sort((a, b) => a.timestamp - b.timestamp),
    orphans: {
      metadata: data.metadata.filter((m) => !metadataFits(m)),
      chat: data.chat.filter((c) => !chatFits(c)),
    },
  };
}

/** Metadata then chat, through ingest, in one transaction: as a new index takes the genesis's. */
export function writeMetadataAndChat(
  ingest: Ingest,
  { metadata, chat }: { metadata: TokenMetadataSet[]; chat: ChatPosted[] },
) {
  ingest.batch(() => {
    for (const m of metadata) ingest.tokenMetadata(m);
    for (const c of chat) ingest.chatMessage(c);
  });
}
