import { CHAT_MAX_LENGTH, chatMessageText } from '@interface/chat';

/** From this many characters left, the counter is announced to screen readers as the text grows. */
const NEAR_LIMIT_REMAINING = 50;

export interface DraftCheck {
  /** What would be signed and sent: trimmed, as the service stores it. */
  text: string;
  /** Characters of `text`, counted as the service counts them (UTF-16 code units). */
  length: number;
  remaining: number;
  nearLimit: boolean;
  overLimit: boolean;
  /** Why it cannot be sent, in words; undefined when it can, or when it is simply empty. */
  problem: string | undefined;
  canSend: boolean;
}

/**
 * What the composer knows about the text typed so far. The rules are the service's own schema
 * (`chatMessageText`), so the app never signs a message the service would refuse.
 */
export function checkDraft(raw: string): DraftCheck {
  const text = raw.trim();
  const length = text.length;
  const remaining = CHAT_MAX_LENGTH - length;
  const overLimit = remaining < 0;
  const parsed = chatMessageText.safeParse(raw);
  let problem: string | undefined;
  if (overLimit) {
    problem = `Too long by ${-remaining} character${remaining === -1 ? '' : 's'}: a message holds at most ${CHAT_MAX_LENGTH}.`;
  } else if (!parsed.success && length > 0) {
    // Tabs and other invisible control characters (pasted from elsewhere) are refused by the service.
    problem = 'Remove the tabs or other control characters: only line breaks are allowed.';
  }
  return {
    text,
    length,
    remaining,
    nearLimit: remaining <= NEAR_LIMIT_REMAINING,
    overLimit,
    problem,
    canSend: parsed.success,
  };
}

/** The words a screen reader hears near the limit (and nothing before, so typing stays quiet). */
export function counterAnnouncement(check: DraftCheck): string {
  if (!check.nearLimit) return '';
  if (check.overLimit) return `${-check.remaining} characters over the limit`;
  return `${check.remaining} character${check.remaining === 1 ? '' : 's'} left`;
}
