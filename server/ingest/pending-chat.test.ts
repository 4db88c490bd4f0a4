import { describe, expect, it } from 'vitest';
import { readOffChainData, sortByIndex } from '../chain/off-chain';
import { openDatabase } from '../db/open';
import type { ChatPosted, TokenCreated } from './events';
import { createIngest } from './ingest';

const T0 = 1_800_000_000_000;
const ADDRESS = `0x${'ab'.repeat(20)}`;
const WRAPPED = `0x${'ee'.repeat(20)}`;
const launched: TokenCreated = {
  address: ADDRESS,
  owner: `0x${'01'.repeat(20)}`,
  name: 'Chatty',
  ticker: 'CHAT',
  description: '',
  imageUrl: '/logos/drawn.png',
  telegram: null,
  twitter: null,
  website: null,
  timestamp: T0,
};
const message = (id: string, timestamp: number): ChatPosted => ({
  id,
  token: ADDRESS,
  sender: `0x${'02'.repeat(20)}`,
  message: `message ${id}`,
  signature: null,
  timestamp,
});
const CHAT = [message('a', T0 + 1000), message('b', T0 + 2000)];

/** A launch with chat, then a rollback (from the launch's block) whose undo deletes the launch. */
function droppedLaunch() {
  const db = openDatabase(':memory:');
  const ingest = createIngest(db, { wrappedNative: WRAPPED });
  ingest.tokenCreated(launched);
  for (const c of CHAT) ingest.chatMessage(c);
  ingest.rollback(() => {
    db.prepare('DELETE FROM tokens WHERE address = ?').run(ADDRESS);
    return [];
  }, T0);
  const chat = () => db.prepare('SELECT id FROM chat_messages ORDER BY created_at').pluck().all();
  const pending = () => db.prepare('SELECT count(*) FROM pending_chat').pluck().get();
  return { db, ingest, chat, pending };
}

describe('the chat of a launch a rollback dropped', () => {
  it('is kept aside, unseen, and posted again when the same launch comes back', () => {
    const { ingest, chat, pending } = droppedLaunch();
    expect(chat()).toEqual([]);
    expect(pending()).toBe(2);
    ingest.tokenCreated(launched);
    expect(chat()).toEqual(['a', 'b']);
    expect(pending()).toBe(0);
  });

  it('stays when the rollback keeps its token (launched in the ancestor block itself)', () => {
    const db = openDatabase(':memory:');
    const ingest = createIngest(db, { wrappedNative: WRAPPED });
    ingest.tokenCreated(launched);
    ingest.chatMessage(CHAT[0]!);
    ingest.rollback(() => [], T0);
    expect(db.prepare('SELECT count(*) FROM chat_messages').pluck().get()).toBe(1);
    expect(db.prepare('SELECT count(*) FROM pending_chat').pluck().get()).toBe(0);
  });

  it('is posted by a reindex whose chain holds the launch, and left out (not an orphan) otherwise', () => {
    const { db } = droppedLaunch();
    const data = readOffChainData(db);
    expect(data.chat).toEqual([]);
    expect(data.pendingChat).toEqual(CHAT);
    expect(sortByIndex(db, data)).toMatchObject({ chat: [], orphans: { chat: [] } });
    const fresh = openDatabase(':memory:');
    createIngest(fresh, { wrappedNative: WRAPPED }).tokenCreated(launched);
    expect(sortByIndex(fresh, data).chat).toEqual(CHAT);
  });
});
