import { isApiError } from '@/lib/api-error';
import { isUserRejection } from '@/lib/wallet-rejection';

/** What went wrong with a post, in words, and what the composer must do about it. */
export type PostFailure =
  /** Send stays disabled for `waitSeconds`, counting down. */
  | { kind: 'rate-limited'; waitSeconds: number }
  /** The human-check token was refused or used up: the check must be completed again. */
  | { kind: 'human-check'; message: string }
  | { kind: 'message'; message: string };

/** When the service does not say how long to wait (it always should), a minute is its window. */
const DEFAULT_WAIT_SECONDS = 60;

export const rateLimitText = (seconds: number) => `You can post again in ${seconds} s`;

/** The fields a person can make sense of, named in words. */
const FIELD_NAMES: Record<string, string> = {
  message: 'The message',
  // The time the wallet signed, checked against the service's clock.
  signedAt: "The signature's time",
};

function invalidRequestText(details: readonly { field: string; message: string }[], fallback: string): string {
  const detail = details.find((d) => d.field === 'message') ?? details[0];
  if (!detail) return fallback;
  const what = FIELD_NAMES[detail.field] ?? `The ${detail.field}`;
  return `${what} ${detail.message}.`;
}

/** Maps any failure of sign-then-post to what the person reads. The typed text is always kept. */
export function describePostError(error: unknown): PostFailure {
  if (isUserRejection(error)) return { kind: 'message', message: 'You declined to sign: nothing was posted.' };
  if (!isApiError(error)) {
    return { kind: 'message', message: 'Your wallet could not sign the message: nothing was posted. Try again.' };
  }
  if (error.kind === 'network' || error.kind === 'timeout') {
    return { kind: 'message', message: 'Could not reach the chat service: nothing was posted. Try again.' };
  }
  if (error.kind === 'invalid-response') {
    return { kind: 'message', message: 'The chat service sent an unexpected answer: reload to see if it was posted.' };
  }
  switch (error.status) {
    case 400:
      return { kind: 'message', message: invalidRequestText(error.details, error.message) };
    case 401:
      // Not the person's fault: the app's X-Api-Key is wrong or revoked (an operator problem).
      return { kind: 'message', message: "This app's chat credential was refused: posting is unavailable for now." };
    case 403:
      return { kind: 'human-check', message: 'The human check failed: please complete it again.' };
    case 404:
      return { kind: 'message', message: 'This token was not found: nothing was posted.' };
    case 409:
      return { kind: 'message', message: 'This message was already posted.' };
    case 429:
      return { kind: 'rate-limited', waitSeconds: Math.max(1, Math.ceil(error.retryAfter ?? DEFAULT_WAIT_SECONDS)) };
    default:
      return { kind: 'message', message: 'The chat service is having trouble: nothing was posted. Try again shortly.' };
  }
}
