import type { ChatMessage } from '@interface/chat';
import { memo } from 'react';
import { Age } from '@/components/ui/age';
import { ProfileLink } from '@/components/ui/profile-link';
import { shortAddress } from '@/lib/format';
import { withoutReordering } from '@/lib/lookalike';

interface ChatMessageRowProps {
  message: ChatMessage;
  now: number;
  /** Not yet confirmed by the service: shown at once, rolled back if the post fails. */
  pending: boolean;
  /** The connected account wrote it. */
  own: boolean;
}

/**
 * One message. Everything in it comes from strangers and is text only: React text children (never
 * HTML, never linkified), isolated with dir="auto" and stripped of the characters that reorder it,
 * so a right-to-left override cannot disguise a file name or flip the text around it.
 * Rendered inside the list's <li>.
 */
export const ChatMessageRow = memo(function ChatMessageRow({ message, now, pending, own }: ChatMessageRowProps) {
  // No wrapper: the list's <li> lays these out (a wrapping flex row), one DOM node less per message.
  return (
    <>
      <ProfileLink address={message.sender_address} className="font-mono text-fg text-xs leading-5 hover:underline">
        {shortAddress(message.sender_address)}
        {own ? <span className="font-sans text-accent"> (you)</span> : null}
      </ProfileLink>
      {pending ? (
        <span className="text-accent text-xs leading-5">sending…</span>
      ) : (
        <Age at={message.created_at} now={now} className="text-muted text-xs leading-5" />
      )}
      <p dir="auto" className="basis-full whitespace-pre-wrap break-words text-fg text-sm leading-5">
        {withoutReordering(message.message)}
      </p>
    </>
  );
});
