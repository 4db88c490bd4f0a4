import type { ChatMessage } from '@interface/chat';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { historyReducer, initialHistory, olderOffset } from '../lib/history';
import { chatNewestQueryOptions, getChatPage } from './get-chat';
import { chatKeys } from './keys';

/**
 * A token's chat as this page knows it: the polled newest page and every older page asked for,
 * merged by id (lib/history). The merged list lives in a reducer, not in the query cache: a poll
 * and an older page can land in any order, and a reducer folds them in one at a time.
 */
export function useChatHistory(tokenAddress: string) {
  const newest = useQuery(chatNewestQueryOptions(tokenAddress));
  const [history, dispatch] = useReducer(historyReducer, newest.data, initialHistory);

  useEffect(() => {
    if (newest.data) dispatch({ type: 'newest', page: newest.data });
  }, [newest.data]);

  // A read, but one a person asks for and that only makes sense folded into this history: a
  // mutation gives its pending and error state without a cache entry per (shifting) offset.
  const older = useMutation({
    mutationKey: chatKeys.older(tokenAddress),
    mutationFn: (offset: number) => getChatPage(tokenAddress, offset),
    onSuccess: (page) => dispatch({ type: 'older', page }),
  });

  const { mutate: fetchOlder, isPending: loadingOlder } = older;
  const offset = olderOffset(history);
  const loadOlder = useCallback(() => {
    if (!loadingOlder) fetchOlder(offset);
  }, [fetchOlder, loadingOlder, offset]);

  const addPosted = useCallback((message: ChatMessage) => dispatch({ type: 'posted', message }), []);

  return {
    messages: history.messages,
    reachedEnd: history.reachedEnd,
    newest,
    loadOlder,
    loadingOlder,
    olderError: older.error,
    addPosted,
  };
}

export type ChatHistoryState = ReturnType<typeof useChatHistory>;
