import type { ChatMessage } from '@interface/chat';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SlowNotice } from '@/components/ui/slow-notice';
import { isApiError } from '@/lib/api-error';
import type { ChatHistoryState } from '../api/use-chat-history';
import { CHAT_BOX, ChatMessageList } from './chat-message-list';

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e'];

interface ChatFeedProps {
  history: ChatHistoryState;
  /** The viewer's posts on their way, newest first. */
  pending: readonly ChatMessage[];
  viewer: string | undefined;
}

/** The message area in each of its states, always in a box of the same height (no layout shift). */
export function ChatFeed({ history, pending, viewer }: ChatFeedProps) {
  const { newest, messages } = history;
  const retry = () => void newest.refetch();

  if (messages.length === 0 && pending.length === 0) {
    if (newest.isPending) {
      return (
        <div aria-busy="true" className={`${CHAT_BOX} relative flex flex-col gap-4 px-4 py-3`}>
          <p role="status" className="sr-only">
            Loading messages…
          </p>
          <SlowNotice active what="the chat" />
          {SKELETON_KEYS.map((key) => (
            <div key={key} className="flex flex-col gap-1.5">
              <Skeleton className="h-3 w-28" />
              <Skeleton className="h-4 w-4/5" />
            </div>
          ))}
        </div>
      );
    }
    if (newest.error) {
      return (
        <div className={`${CHAT_BOX} p-4`}>
          <ErrorState
            title="The chat could not be loaded"
            error={newest.error}
            onRetry={retry}
            retrying={newest.isFetching}
          />
        </div>
      );
    }
    return (
      <div className={`${CHAT_BOX} p-4`}>
        <EmptyState
          title="No messages yet: be the first"
          description="Messages are public and signed by your wallet."
        />
      </div>
    );
  }

  const all = pending.length > 0 ? [...pending, ...messages] : messages;
  return (
    <>
      {newest.error ? (
        // Messages already shown stay: only the refresh failed.
        <div role="alert" className="flex items-center justify-between gap-3 border-line border-b px-4 py-2 text-sm">
          <p className="text-muted">
            New messages could not be loaded{isApiError(newest.error) ? `: ${newest.error.message}` : '.'}
          </p>
          <Button variant="secondary" size="sm" onClick={retry} busy={newest.isFetching}>
            Retry
          </Button>
        </div>
      ) : null}
      <ChatMessageList
        messages={all}
        pendingCount={pending.length}
        viewer={viewer}
        reachedEnd={history.reachedEnd}
        loadingOlder={history.loadingOlder}
        olderError={history.olderError}
        onLoadOlder={history.loadOlder}
      />
    </>
  );
}
