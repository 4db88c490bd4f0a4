import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import { createUndoLog } from './undo-log';

const tables = (db: ReturnType<typeof openDatabase>) =>
  db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all();

describe('the undo log’s list of tables', () => {
  it('classifies every table of the schema', () => {
    const db = openDatabase(':memory:');
    // The schema as the migrations leave it: a new table shows here, and must be classified.
    expect(tables(db)).toEqual([
      'accounts',
      'auction_bids',
      'auth_nonces',
      'auth_sessions',
      'chain_blocks',
      'chain_undo',
      'chat_messages',
      'holdings',
      'meta',
      'pair_swaps',
      'pairs',
      'pending_chat',
      'pending_metadata',
      'referral_events',
      'tokens',
      'tokens_search',
      'tokens_search_config',
      'tokens_search_data',
      'tokens_search_docsize',
      'tokens_search_idx',
      'trades',
      'uploads',
    ]);
    expect(() => createUndoLog(db).setLogging(true)).not.toThrow();
  });

  it('refuses a table nobody classified, naming it', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE surprises (id INTEGER PRIMARY KEY, token_id INTEGER NOT NULL)');
    expect(() => createUndoLog(db)).toThrow(/table surprises: classify it in server\/chain\/undo-log.ts/);
  });
});
