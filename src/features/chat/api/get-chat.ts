import { type ChatMessage, chatListSchema } from '@interface/chat';
import { queryOptions } from '@tanstack/react-query';
import { env } from '@/app/env';
import { isApiError } from '@/lib/api-error';
import { getJson } from '@/lib/http';
import { CHAT_PAGE_SIZE } from '../lib/history';
import { chatKeys } from './keys';

/** How often the newest page is asked for while the chat is on screen. */
export const CHAT_POLL_MS = 4000;
/**
 * A token the service does not know yet (launched a moment ago, not indexed yet) is asked for again
 * at this slower pace, as the token page does: the chat appears when the token does.
 */
export const CHAT_UNKNOWN_TOKEN_POLL_MS = 10_000;

export function getChatPage(tokenAddress: string, offset: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  return getJson(env.launchApiUrl, '/api/chat', { tokenAddress, limit: CHAT_PAGE_SIZE, offset }, chatListSchema, {
    signal,
  });
}

const isNotFound = (error: unknown) => isApiError(error) && error.isNotFound;

/**
 * The newest page, polled. TanStack Query pauses the interval while the tab is hidden
 * (refetchIntervalInBackground stays false) and refetches on return (refetchOnWindowFocus), so a
 * background tab costs the service nothing. A token the service does not know yet is asked for more
 * slowly, never given up on.
 */
export function chatNewestQueryOptions(tokenAddress: string) {
  return queryOptions({
    queryKey: chatKeys.newest(tokenAddress),
    queryFn: ({ signal }) => getChatPage(tokenAddress, 0, signal),
    staleTime: CHAT_POLL_MS,
    refetchInterval: (query) => (isNotFound(query.state.error) ? CHAT_UNKNOWN_TOKEN_POLL_MS : CHAT_POLL_MS),
  });
}
