import type { ChatMessage } from '@interface/chat';

/** Messages per request, for the polled newest page and for each older page. */
export const CHAT_PAGE_SIZE = 50;

const time = (m: ChatMessage) => Date.parse(m.created_at);

/** The service's order: newest first, ties broken by id (descending), so both sides agree on one order. */
export function compareNewestFirst(a: ChatMessage, b: ChatMessage): number {
  return time(b) - time(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * `held` plus whatever in `incoming` it does not hold yet (by id), newest first. Returns `held`
 * itself when nothing is new, so that a poll that brings nothing re-renders nothing.
 */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): readonly ChatMessage[] {
  const ids = new Set(held.map((m) => m.id));
  const fresh: ChatMessage[] = [];
  for (const m of incoming) {
    if (ids.has(m.id)) continue;
    ids.add(m.id);
    fresh.push(m);
  }
  return fresh.length === 0 ? held : [...held, ...fresh].sort(compareNewestFirst);
}

/** Every message seen so far on this page, newest first, and whether the oldest one is among them. */
export interface ChatHistory {
  messages: readonly ChatMessage[];
  reachedEnd: boolean;
}

export const EMPTY_HISTORY: ChatHistory = { messages: [], reachedEnd: false };

export type ChatHistoryEvent =
  /** The polled newest page (offset 0). */
  | { type: 'newest'; page: readonly ChatMessage[] }
  /** A page fetched with `offset = olderOffset(history)`. */
  | { type: 'older'; page: readonly ChatMessage[] }
  /** The service's copy of a message this page just posted. */
  | { type: 'posted'; message: ChatMessage };

/**
 * Where the next older page starts: the number of messages held.
 *
 * Offsets count from the newest message *on the server*, so they shift by one for every message
 * posted since our last poll. Such a shift can only make the older page start earlier than the
 * oldest message held (never later, as long as what we hold has no hole), so the page overlaps
 * what we hold: the merge drops the overlap by id, and nothing is skipped. A hole is the one case
 * that would skip messages; `historyReducer` never keeps one (see 'newest').
 */
export const olderOffset = (history: ChatHistory): number => history.messages.length;

/**
 * Folds pages into the history. Polled pages accumulate rather than replace: a message that slid
 * off the newest page while older pages are held would otherwise leave a hole between the two.
 */
export function historyReducer(history: ChatHistory, event: ChatHistoryEvent): ChatHistory {
  switch (event.type) {
    case 'newest': {
      const { page } = event;
      // A short newest page is the whole chat.
      const reachedEnd = history.reachedEnd || page.length < CHAT_PAGE_SIZE;
      const held = new Set(history.messages.map((m) => m.id));
      const overlaps = page.some((m) => held.has(m.id));
      if (page.length >= CHAT_PAGE_SIZE && history.messages.length > 0 && !overlaps) {
        // More than a page arrived since the last poll (a tab left hidden on a busy chat): the
        // messages in between were never seen. Start again from this page rather than keep a hole.
        return { messages: [...page].sort(compareNewestFirst), reachedEnd: false };
      }
      const messages = mergeMessages(history.messages, page);
      return messages === history.messages && reachedEnd === history.reachedEnd ? history : { messages, reachedEnd };
    }
    case 'older': {
      const messages = mergeMessages(history.messages, event.page);
      return { messages, reachedEnd: event.page.length < CHAT_PAGE_SIZE };
    }
    case 'posted': {
      const messages = mergeMessages(history.messages, [event.message]);
      return messages === history.messages ? history : { ...history, messages };
    }
  }
}

/** The history as it starts on a page that already has the newest page cached (or not). */
export const initialHistory = (newest: readonly ChatMessage[] | undefined): ChatHistory =>
  newest ? historyReducer(EMPTY_HISTORY, { type: 'newest', page: newest }) : EMPTY_HISTORY;
