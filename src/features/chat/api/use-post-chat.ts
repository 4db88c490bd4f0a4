import type { ChatMessage } from '@interface/chat';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { Config } from 'wagmi';
import type { WalletAccount } from '@/features/wallet/wallet-state';
import { chatKeys } from './keys';
import { postChatMessage } from './post-chat';
import { signChatMessage } from './sign-chat-message';

export interface PostChatVariables {
  /** Already trimmed and checked with the service's schema. */
  text: string;
  /** The human-check token (Turnstile's, or the development pass). */
  humanToken: string;
  account: WalletAccount;
  config: Config;
  /** When the person pressed send: the pending message's time. */
  sentAt: string;
}

/**
 * Sign, then post. The optimistic message is the mutation's own variables while it is pending
 * (`usePendingChatPosts`), so a failure rolls it back by itself: nothing was written to undo.
 * On success the service's copy joins the history through `onPosted`.
 */
export function usePostChat(tokenAddress: string, onPosted: (message: ChatMessage) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: chatKeys.post(tokenAddress),
    mutationFn: async ({ text, humanToken, account, config }: PostChatVariables) => {
      const { signedAt, signature } = await signChatMessage(config, account.address, tokenAddress, text);
      // The sender named, always: a smart-contract wallet's address cannot be recovered from its
      // signature, so the service checks the signature against the named wallet instead.
      const sender = account.address;
      return postChatMessage({ token: humanToken, tokenAddress, message: text, signedAt, signature, sender });
    },
    onSuccess: (message) => {
      onPosted(message);
      // The next poll would bring it anyway; asking now also refreshes the cached newest page.
      void queryClient.invalidateQueries({ queryKey: chatKeys.newest(tokenAddress) });
    },
  });
}

/** Posts of this token still on their way, as messages to show at the top, marked as sending. */
export function usePendingChatPosts(tokenAddress: string): ChatMessage[] {
  const pending = useMutationState({
    filters: { mutationKey: chatKeys.post(tokenAddress), status: 'pending' },
    // Only plain strings: the result is compared deeply between renders, and the variables also
    // hold the wagmi config, a large object graph that has no business in that comparison.
    select: (mutation) => {
      const v = mutation.state.variables as PostChatVariables | undefined;
      return v ? { text: v.text, sentAt: v.sentAt, sender: v.account.address.toLowerCase() } : undefined;
    },
  });
  return pending
    .filter((p) => p !== undefined)
    .map((p) => ({
      id: `pending:${p.sentAt}`,
      token_address: tokenAddress,
      sender_address: p.sender,
      message: p.text,
      created_at: p.sentAt,
    }));
}
