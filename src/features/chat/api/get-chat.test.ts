import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpError, stubChatApi } from '../test/api-stub';
import { message, TOKEN } from '../test/messages';
import { CHAT_POLL_MS, CHAT_UNKNOWN_TOKEN_POLL_MS, chatNewestQueryOptions } from './get-chat';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the newest chat page', () => {
  it('keeps asking, more slowly, for a token too new to be listed, and shows its chat once it is', async () => {
    vi.useFakeTimers();
    const first = message(1);
    let listed = 0;
    // Two answers of "no such token", then the token exists.
    const fetchMock = stubChatApi({ list: () => (++listed <= 2 ? httpError(404) : [first]) });
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
    expect(observer.getCurrentResult().data).toEqual([first]);
    unsubscribe();
  });
});
