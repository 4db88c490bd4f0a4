import type { ChatMessage } from '@interface/chat';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type UIEvent, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useNow } from '@/lib/use-now';
import { ChatMessageRow } from './chat-message-row';

/** The scroll box's fixed height: the page never moves as messages arrive or load. */
export const CHAT_BOX = 'h-96';
/** Closer than this to the end of the list, scrolling loads the next older page by itself. */
const LOAD_AHEAD_PX = 160;

interface ChatMessageListProps {
  /** Newest first; the first `pendingCount` are the viewer's posts still on their way. */
  messages: readonly ChatMessage[];
  pendingCount: number;
  /** The connected account, lowercase, to mark its own messages. */
  viewer: string | undefined;
  reachedEnd: boolean;
  loadingOlder: boolean;
  olderError: unknown;
  onLoadOlder: () => void;
}

/**
 * The messages, virtualized: only the rows in view (plus a few) are in the DOM, whatever the length
 * of the history, so a busy chat stays inside the page's DOM budget. Rows have different heights
 * (a message wraps over several lines), so each is measured once rendered (`measureElement`).
 */
export function ChatMessageList(props: ChatMessageListProps) {
  const { messages, pendingCount, viewer, reachedEnd, loadingOlder, olderError, onLoadOlder } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const now = useNow(5000);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 64,
    // Few extra rows: the page has a DOM budget, and rows are cheap to render on the way.
    overscan: 2,
    getItemKey: (index) => messages[index]?.id ?? index,
  });

  // New messages arrive at the top. Someone reading further down keeps their place: the scroll
  // offset grows by the height of what was added above. Virtual rows are positioned absolutely,
  // so the browser's own scroll anchoring cannot do this. One's own post brings the view to the top.
  const firstId = messages[0]?.id;
  const previousFirstId = useRef(firstId);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    const previous = previousFirstId.current;
    previousFirstId.current = firstId;
    if (!box || previous === undefined || previous === firstId) return;
    if (pendingCount > 0) {
      box.scrollTop = 0;
      return;
    }
    const added = messages.findIndex((m) => m.id === previous);
    if (added > 0 && box.scrollTop > 0) box.scrollTop += virtualizer.measurementsCache[added]?.start ?? 0;
  }, [firstId, messages, pendingCount, virtualizer]);

  const canLoad = !reachedEnd && !loadingOlder && !olderError;
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    const scrolls = box.scrollHeight > box.clientHeight;
    if (canLoad && scrolls && box.scrollTop + box.clientHeight >= box.scrollHeight - LOAD_AHEAD_PX) onLoadOlder();
  };

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label="Chat messages"
      aria-busy={loadingOlder || undefined}
      // Focusable, so that keyboard users can scroll it with the arrow keys.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      onScroll={onScroll}
      className={`${CHAT_BOX} overflow-y-auto overscroll-contain`}
    >
      <ol className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const message = messages[row.index];
          if (!message) return null;
          const pending = row.index < pendingCount;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              aria-setsize={reachedEnd ? messages.length : -1}
              aria-posinset={row.index + 1}
              className={`absolute top-0 left-0 flex w-full flex-wrap items-baseline gap-x-2 gap-y-0.5 px-4 py-2 ${pending ? 'opacity-70' : ''}`}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <ChatMessageRow message={message} now={now} pending={pending} own={message.sender_address === viewer} />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col items-center gap-2 px-4 py-3 text-center text-muted text-xs">
        {olderError ? (
          <p role="alert">
            Older messages could not be loaded
            {isApiError(olderError) ? `: ${olderError.message}` : '.'}
          </p>
        ) : null}
        {reachedEnd ? (
          <p>Start of the chat</p>
        ) : (
          <Button variant="secondary" size="sm" busy={loadingOlder} onClick={onLoadOlder}>
            {loadingOlder
              ? 'Loading older messages…'
              : olderError
                ? 'Try loading older messages again'
                : 'Load older messages'}
          </Button>
        )}
      </div>
    </div>
  );
}
