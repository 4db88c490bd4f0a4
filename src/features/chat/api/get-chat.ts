import { type ChatMessage, chatListSchema } from '@interface/chat';
import { queryOptions } from '@tanstack/react-query';
import { env } from '@/app/env';
import { isApiError } from '@/lib/api-error';
import { getJson } from '@/lib/http';
import { CHAT_PAGE_SIZE } from '../lib/history';
import { chatKeys } from './keys';

/** How often the newest page is asked for while the chat is on screen. */
export const CHAT_POLL_MS = 4000;

export function getChatPage(tokenAddress: string, offset: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  return getJson(env.launchApiUrl, '/api/chat', { tokenAddress, limit: CHAT_PAGE_SIZE, offset }, chatListSchema, {
    signal,
  });
}

const isNotFound = (error: unknown) => isApiError(error) && error.isNotFound;

/**
 * The newest page, polled. TanStack Query pauses the interval while the tab is hidden
 * (refetchIntervalInBackground stays false) and refetches on return (refetchOnWindowFocus), so a
 * background tab costs the service nothing. A token that does not exist is not polled again.
 */
export function chatNewestQueryOptions(tokenAddress: string) {
  return queryOptions({
    queryKey: chatKeys.newest(tokenAddress),
    queryFn: ({ signal }) => getChatPage(tokenAddress, 0, signal),
    staleTime: CHAT_POLL_MS,
    refetchInterval: (query) => (isNotFound(query.state.error) ? false : CHAT_POLL_MS),
  });
}
