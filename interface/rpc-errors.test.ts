import { HttpRequestError, RpcRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { allowedRangeOf, logRefusalOf, rangeAdviceOf, retryAfterMsOf } from './rpc-errors';

const rpcError = (message: string, code = -32602) =>
  new RpcRequestError({ body: { method: 'eth_getLogs' }, error: { code, message }, url: 'https://rpc.example' });

describe('rangeAdviceOf: the range a provider names in its refusal, as its limit or for this time', () => {
  it.each([
    ['query returned more than 10000 results. Try with this block range [0x10, 0x1f].', { blocks: 16n, limit: false }],
    [
      'You can make eth_getLogs requests with up to a 2K block range and no limit on the response size. Based on your parameters, this block range should work: [0x0, 0x7cf]',
      { blocks: 2000n, limit: true },
    ],
    ['eth_getLogs is limited to a 10000 range', { blocks: 10_000n, limit: true }],
    ['exceed maximum block range: 5000', { blocks: 5000n, limit: true }],
    ['block range is too wide', null],
    ['Log response size exceeded.', null],
  ])('%s → %o', (message, range) => {
    const error = rpcError(message);
    expect(logRefusalOf(error)).toBe('range-too-large');
    expect(rangeAdviceOf(error)).toEqual(range);
    expect(allowedRangeOf(error)).toBe(range?.blocks ?? null);
  });
});

describe('retryAfterMsOf', () => {
  const limited = (retryAfter: string | undefined) =>
    new HttpRequestError({
      url: 'https://rpc.example',
      status: 429,
      headers: new Headers(retryAfter === undefined ? {} : { 'Retry-After': retryAfter }),
    });

  it('reads seconds or an HTTP date, and nothing without the header', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(logRefusalOf(limited('2'))).toBe('rate-limited');
    expect(retryAfterMsOf(limited('2'), now)).toBe(2000);
    expect(retryAfterMsOf(limited(new Date(now + 5000).toUTCString()), now)).toBe(5000);
    expect(retryAfterMsOf(limited(undefined), now)).toBeNull();
  });
});
