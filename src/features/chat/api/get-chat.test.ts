import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_POLL_MS, CHAT_UNKNOWN_TOKEN_POLL_MS, chatNewestQueryOptions } from './get-chat';

const TOKEN = '0x00000000000000000000000000000000000000cc';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notFound = () => json({ error: { code: 'NOT_FOUND', message: `Token ${TOKEN}` } }, 404);
const message = {
  id: 'm1',
  token_address: TOKEN,
  sender_address: '0x00000000000000000000000000000000000000aa',
  message: 'first!',
  created_at: '2026-11-24T12:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the newest chat page', () => {
  it('keeps asking, more slowly, for a token too new to be listed, and shows its chat once it is', async () => {
    vi.useFakeTimers();
    const answers = [notFound(), notFound(), json([message])];
    const fetchMock = vi.fn(async () => answers.shift() ?? json([message]));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, chatNewestQueryOptions(TOKEN));
    const unsubscribe = observer.subscribe(() => {});

    await vi.advanceTimersByTimeAsync(10);
    expect(observer.getCurrentResult().error).toMatchObject({ isNotFound: true });
    // Not at the normal pace: an unknown token costs the service less.
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHAT_UNKNOWN_TOKEN_POLL_MS - CHAT_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHAT_UNKNOWN_TOKEN_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(observer.getCurrentResult().data).toEqual([message]);
    unsubscribe();
  });
});
