import { HttpRequestError, RpcRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { allowedRangeOf, logRefusalOf, retryAfterMsOf } from './rpc-errors';

const rpcError = (message: string, code = -32602) =>
  new RpcRequestError({ body: { method: 'eth_getLogs' }, error: { code, message }, url: 'https://rpc.example' });

describe('allowedRangeOf: the range a provider names in its refusal', () => {
  it.each([
    ['query returned more than 10000 results. Try with this block range [0x10, 0x1f].', 16n],
    [
      'You can make eth_getLogs requests with up to a 2K block range and no limit on the response size. Based on your parameters, this block range should work: [0x0, 0x7cf]',
      2000n,
    ],
    ['You can make eth_getLogs requests with up to a 2K block range and no limit on the response size', 2000n],
    ['eth_getLogs is limited to a 10000 range', 10_000n],
    ['exceed maximum block range: 5000', 5000n],
    ['block range is too wide', null],
    ['Log response size exceeded.', null],
  ])('%s → %s', (message, span) => {
    const error = rpcError(message);
    expect(logRefusalOf(error)).toBe('range-too-large');
    expect(allowedRangeOf(error)).toBe(span);
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
