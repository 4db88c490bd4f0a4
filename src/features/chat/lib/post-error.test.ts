import { BaseError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { describePostError, rateLimitText } from './post-error';

const http = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', status, message: `answered ${status}`, ...extra });

/** How wagmi reports a refusal: viem's error, caused by the provider's. */
const wrappedRejection = () =>
  new BaseError('Signing failed', {
    cause: new UserRejectedRequestError(Object.assign(new Error('User rejected.'), { code: 4001 })),
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

  it('names a signature time the service finds off its clock in words', () => {
    const detail = "is in the future: 400 s after the service clock, at most 300 s; check this computer's clock";
    expect(describePostError(http(400, { details: [{ field: 'signedAt', message: detail }] }))).toEqual({
      kind: 'message',
      message:
        "The signature's time is in the future: 400 s after the service clock, at most 300 s; check this computer's clock.",
    });
  });

  it('waits as long as Retry-After says on 429, a minute when it is missing', () => {
    expect(describePostError(http(429, { retryAfter: 42 }))).toEqual({ kind: 'rate-limited', waitSeconds: 42 });
    expect(describePostError(http(429, { retryAfter: 0.2 }))).toEqual({ kind: 'rate-limited', waitSeconds: 1 });
    expect(describePostError(http(429))).toEqual({ kind: 'rate-limited', waitSeconds: 60 });
    expect(rateLimitText(42)).toBe('You can post again in 42 s');
  });
});
