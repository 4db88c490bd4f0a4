import type { ChatMessage } from '@interface/chat';

export const TOKEN = `0x${'ab'.repeat(20)}`;
export const ALICE = `0x${'a1'.repeat(20)}`;
const BOB = `0x${'b2'.repeat(20)}`;

const BASE_TIME = Date.parse('2026-11-22T12:00:00.000Z');

/** A message `n` seconds after a fixed time: a higher `n` is newer. Ids sort like the times. */
export function message(n: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m-${String(n).padStart(5, '0')}`,
    token_address: TOKEN,
    sender_address: BOB,
    message: `message ${n}`,
    created_at: new Date(BASE_TIME + n * 1000).toISOString(),
    ...over,
  };
}

/** Messages `from` down to `to` (inclusive), newest first: the service's order. */
export const messages = (from: number, to: number): ChatMessage[] =>
  Array.from({ length: from - to + 1 }, (_, i) => message(from - i));
