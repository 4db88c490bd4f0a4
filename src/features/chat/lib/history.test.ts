import { describe, expect, it } from 'vitest';
import { message, messages } from '../test/messages';
import {
  CHAT_PAGE_SIZE,
  compareNewestFirst,
  EMPTY_HISTORY,
  historyReducer,
  initialHistory,
  mergeMessages,
  olderOffset,
} from './history';

const ids = (list: readonly { id: string }[]) => list.map((m) => m.id);
const PAGE = CHAT_PAGE_SIZE;

describe('compareNewestFirst', () => {
  it('puts the newest first and breaks ties by id, descending, like the service', () => {
    const sameTime = message(5, { id: 'b' });
    const other = message(5, { id: 'a' });
    expect(ids([message(1), other, message(9), sameTime].sort(compareNewestFirst))).toEqual([
      'm-00009',
      'b',
      'a',
      'm-00001',
    ]);
  });
});

describe('mergeMessages', () => {
  it('adds what is new, drops duplicates by id, and keeps the order', () => {
    const merged = mergeMessages(messages(10, 6), [message(12), message(8), message(11), message(3), message(12)]);
    expect(ids(merged)).toEqual(ids([...messages(12, 6), message(3)]));
  });

  it('returns the same array when nothing is new, so nothing re-renders', () => {
    const held = messages(5, 1);
    expect(mergeMessages(held, messages(4, 2))).toBe(held);
  });
});

describe('historyReducer', () => {
  it('knows the whole chat is there when the newest page is not full', () => {
    expect(initialHistory(messages(3, 1))).toEqual({ messages: messages(3, 1), reachedEnd: true });
    expect(initialHistory(messages(PAGE, 1)).reachedEnd).toBe(false);
    expect(initialHistory(undefined)).toBe(EMPTY_HISTORY);
  });

  it('accumulates polls: a message that slid off the newest page stays, so no hole opens above older pages', () => {
    // Held: 200..151 (newest page) and 150..101 (one older page).
    let h = initialHistory(messages(200, 151));
    h = historyReducer(h, { type: 'older', page: messages(150, 101) });
    // Three new messages: the newest page is now 203..154, and 153..151 are on no page we hold.
    h = historyReducer(h, { type: 'newest', page: messages(203, 154) });
    expect(ids(h.messages)).toEqual(ids(messages(203, 101)));
  });

  it('loads older pages at offset = messages held; a shifted offset overlaps and is deduplicated', () => {
    let h = initialHistory(messages(100, 51));
    expect(olderOffset(h)).toBe(PAGE);
    // Two messages were posted since the last poll: the server's offset 50 now starts at 52.
    h = historyReducer(h, { type: 'older', page: messages(52, 3) });
    expect(ids(h.messages)).toEqual(ids(messages(100, 3)));
    expect(h.reachedEnd).toBe(false);
    h = historyReducer(h, { type: 'older', page: messages(2, 1) });
    expect(h).toEqual({ messages: messages(100, 1), reachedEnd: true });
  });

  it('starts again from the newest page when it shares nothing with what is held (a hole)', () => {
    let h = initialHistory(messages(100, 51));
    h = historyReducer(h, { type: 'older', page: messages(50, 1) });
    h = historyReducer(h, { type: 'newest', page: messages(300, 251) });
    expect(h).toEqual({ messages: messages(300, 251), reachedEnd: false });
  });

  it('keeps a short poll that shares nothing: a short newest page is the whole chat, it cannot hide a hole', () => {
    const h = historyReducer(initialHistory([message(1)]), { type: 'newest', page: [message(2)] });
    expect(ids(h.messages)).toEqual(['m-00002', 'm-00001']);
  });

  it('adds a posted message once, whether or not a poll brought it first', () => {
    const h = initialHistory(messages(3, 1));
    const posted = historyReducer(h, { type: 'posted', message: message(4) });
    expect(ids(posted.messages)).toEqual(ids(messages(4, 1)));
    expect(historyReducer(posted, { type: 'posted', message: message(4) })).toBe(posted);
    expect(historyReducer(posted, { type: 'newest', page: messages(4, 1) })).toBe(posted);
  });
});
