/**
 * The chat posted on launches a rollback dropped. Chat is written between blocks and points at its
 * token's row, which the rollback's undo deletes with the launch: the messages are kept aside here, by
 * token address, and posted again when the same launch is mined in a replacement block. Nothing here
 * is shown: a launch that never comes back leaves only these rows.
 */
import type { Db } from '../db/open';
import type { ChatPosted } from './events';

const COLUMNS = 'id, token, sender, message, signature, created_at AS timestamp';

export function createPendingChat(db: Db) {
  const q = {
    ofTokensFrom: db.prepare<[number], ChatPosted>(
      `SELECT c.id, t.address AS token, c.sender, c.message, c.signature, c.created_at AS timestamp
       FROM chat_messages c JOIN tokens t ON t.id = c.token_id WHERE t.created_at >= ? ORDER BY c.created_at, c.rowid`,
    ),
    exists: db.prepare<[string], number>('SELECT 1 FROM tokens WHERE address = ?').pluck(),
    keep: db.prepare(
      'INSERT OR REPLACE INTO pending_chat (id, token, sender, message, signature, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    forget: db.prepare('DELETE FROM chat_messages WHERE id = ?'),
    take: db.prepare<[string], ChatPosted>(`DELETE FROM pending_chat WHERE token = ? RETURNING ${COLUMNS}`),
    all: db.prepare<[], ChatPosted>(`SELECT ${COLUMNS} FROM pending_chat ORDER BY created_at, id`),
  };
  return {
    /**
     * Before a rollback's undo: the chat of the tokens it may delete (created from `since`, ms). Foreign
     * keys are checked at the commit from here on, so that the undo can delete a token before its chat
     * is set aside (`keepDropped`).
     */
    beforeUndo(since: number): ChatPosted[] {
      db.pragma('defer_foreign_keys = ON');
      return q.ofTokensFrom.all(since);
    },
    /** After the undo: sets aside the messages of `chat` (read before it) whose token it deleted. */
    keepDropped(chat: readonly ChatPosted[]) {
      for (const c of chat) {
        if (q.exists.get(c.token)) continue;
        q.keep.run(c.id, c.token, c.sender, c.message, c.signature, c.timestamp);
        q.forget.run(c.id);
      }
    },
    /** A launch of `token` arrived: its kept chat, oldest first (forgotten here). */
    take: (token: string): ChatPosted[] =>
      q.take.all(token).sort((a, b) => a.timestamp - b.timestamp || (a.id < b.id ? -1 : 1)),
    /** Every kept message, for a reindex. */
    all: (): ChatPosted[] => q.all.all(),
  };
}
