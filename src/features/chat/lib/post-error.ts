import { isApiError } from '@/lib/api-error';

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

/**
 * Whether the wallet refused to sign because the person said no. wagmi wraps viem's
 * UserRejectedRequestError (and connectors wrap provider errors), so the whole `cause` chain is
 * searched; 4001 is EIP-1193's code for the same refusal.
 */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const { name, code, cause } = current as { name?: unknown; code?: unknown; cause?: unknown };
    if (name === 'UserRejectedRequestError' || code === 4001) return true;
    current = cause;
  }
  return false;
}

function invalidRequestText(details: readonly { field: string; message: string }[], fallback: string): string {
  const detail = details.find((d) => d.field === 'message') ?? details[0];
  if (!detail) return fallback;
  const what = detail.field === 'message' ? 'The message' : `The ${detail.field}`;
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
