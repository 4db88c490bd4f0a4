import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { describePostError, isUserRejection, rateLimitText } from './post-error';

const http = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', status, message: `answered ${status}`, ...extra });

/** How wagmi reports a refusal: its own error, caused by viem's, caused by the provider's. */
function wrappedRejection() {
  const provider = Object.assign(new Error('User rejected the request.'), { code: 4001 });
  const viem = Object.assign(new Error('User rejected the request.', { cause: provider }), {
    name: 'UserRejectedRequestError',
  });
  return Object.assign(new Error('Signing failed', { cause: viem }), { name: 'SignMessageError' });
}

describe('isUserRejection', () => {
  it('finds a refusal anywhere in the cause chain, by name or by EIP-1193 code', () => {
    expect(isUserRejection(wrappedRejection())).toBe(true);
    expect(isUserRejection({ code: 4001 })).toBe(true);
    expect(isUserRejection(new Error('boom', { cause: new Error('deeper') }))).toBe(false);
    expect(isUserRejection(undefined)).toBe(false);
  });
});

describe('describePostError', () => {
  it.each([
    ['a declined signature', wrappedRejection(), 'You declined to sign: nothing was posted.'],
    ['a refused credential', http(401), "This app's chat credential was refused: posting is unavailable for now."],
    ['a repeated signature', http(409), 'This message was already posted.'],
    ['an unknown token', http(404), 'This token was not found: nothing was posted.'],
    ['a server error', http(500), 'The chat service is having trouble: nothing was posted. Try again shortly.'],
    [
      'no network',
      new ApiError({ kind: 'network', message: 'x' }),
      'Could not reach the chat service: nothing was posted. Try again.',
    ],
    [
      'a timeout',
      new ApiError({ kind: 'timeout', message: 'x' }),
      'Could not reach the chat service: nothing was posted. Try again.',
    ],
    ['a wallet failure', new Error('connector not connected'), expect.stringMatching(/^Your wallet could not sign/)],
  ])('says plainly what %s means', (_, error, message) => {
    expect(describePostError(error)).toEqual({ kind: 'message', message });
  });

  it('asks for the human check again on 403', () => {
    expect(describePostError(http(403))).toEqual({
      kind: 'human-check',
      message: 'The human check failed: please complete it again.',
    });
  });

  it('gives the service’s own words for the message field on 400', () => {
    const error = http(400, { details: [{ field: 'message', message: 'must be at most 500 characters' }] });
    expect(describePostError(error)).toEqual({
      kind: 'message',
      message: 'The message must be at most 500 characters.',
    });
    expect(describePostError(http(400))).toEqual({ kind: 'message', message: 'answered 400' });
  });

  it('waits as long as Retry-After says on 429, a minute when it is missing', () => {
    expect(describePostError(http(429, { retryAfter: 42 }))).toEqual({ kind: 'rate-limited', waitSeconds: 42 });
    expect(describePostError(http(429, { retryAfter: 0.2 }))).toEqual({ kind: 'rate-limited', waitSeconds: 1 });
    expect(describePostError(http(429))).toEqual({ kind: 'rate-limited', waitSeconds: 60 });
    expect(rateLimitText(42)).toBe('You can post again in 42 s');
  });
});
