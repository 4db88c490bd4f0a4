import { useWallet } from '@/features/wallet/wallet-state';
import { isApiError } from '@/lib/api-error';
import { useChatHistory } from '../api/use-chat-history';
import { usePendingChatPosts } from '../api/use-post-chat';
import { ChatComposer } from './chat-composer';
import { ChatFeed } from './chat-feed';
import { CHAT_BOX } from './chat-message-list';

export interface ChatPanelProps {
  /** The token's address, lowercase `0x` + 40 hex, already validated by the route. */
  tokenAddress: string;
}

/** A token's live chat: the messages, newest first, polled while the tab is visible, and a composer. */
export function ChatPanel({ tokenAddress }: ChatPanelProps) {
  // Keyed: another token is another chat, with none of this one's history, draft or errors.
  return <ChatRoom key={tokenAddress} tokenAddress={tokenAddress} />;
}

function ChatRoom({ tokenAddress }: ChatPanelProps) {
  const history = useChatHistory(tokenAddress);
  const pending = usePendingChatPosts(tokenAddress);
  const { account } = useWallet();
  const missing = isApiError(history.newest.error) && history.newest.error.isNotFound;

  return (
    <section aria-labelledby="chat-title" className="flex flex-col rounded-xl border border-line bg-surface">
      <h2 id="chat-title" className="px-4 pt-4 pb-2 font-semibold text-fg">
        Chat
      </h2>
      {missing && history.messages.length === 0 ? (
        <p role="status" className={`${CHAT_BOX} px-4 py-3 text-muted text-sm`}>
          This token has no chat: it was not found.
        </p>
      ) : (
        <>
          <ChatFeed history={history} pending={pending} viewer={account?.address.toLowerCase()} />
          <ChatComposer tokenAddress={tokenAddress} onPosted={history.addPosted} />
        </>
      )}
    </section>
  );
}
