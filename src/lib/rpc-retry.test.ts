import { HttpRequestError, TimeoutError } from 'viem';
import { describe, expect, it } from 'vitest';
import { withRpcRetry } from './rpc-retry';

const URL = 'https://rpc.example';
const body = { method: 'eth_getLogs' };
const rateLimited = (headers?: Headers) =>
  new HttpRequestError({ url: URL, body, status: 429, details: 'Too Many Requests', headers });

/** A read that fails with `failures` in turn, then answers 'ok'; and the waits asked for. */
function scripted(failures: Error[]) {
  let calls = 0;
  const waits: number[] = [];
  return {
    read: async () => {
      const failure = failures[calls++];
      if (failure) throw failure;
      return 'ok';
    },
    sleep: async (ms: number) => void waits.push(ms),
    waits,
    calls: () => calls,
  };
}

describe('withRpcRetry', () => {
  it('asks again after a rate limit or a timeout, waiting 1 s, then 2 s', async () => {
    const rpc = scripted([rateLimited(), new TimeoutError({ url: URL, body })]);
    await expect(withRpcRetry(rpc.read, { sleep: rpc.sleep })).resolves.toBe('ok');
    expect(rpc.waits).toEqual([1_000, 2_000]);
  });

  it('gives up after three retries (1 s, 2 s, 4 s) with the last refusal', async () => {
    const last = rateLimited();
    const rpc = scripted([rateLimited(), rateLimited(), rateLimited(), last, rateLimited()]);
    await expect(withRpcRetry(rpc.read, { sleep: rpc.sleep })).rejects.toBe(last);
    expect(rpc.waits).toEqual([1_000, 2_000, 4_000]);
    expect(rpc.calls()).toBe(4);
  });

  it('honours Retry-After, in seconds or as a date, within 30 s', async () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    const rpc = scripted([
      rateLimited(new Headers({ 'Retry-After': '5' })),
      rateLimited(new Headers({ 'Retry-After': 'Fri, 27 Nov 2026 10:00:12 GMT' })),
      rateLimited(new Headers({ 'Retry-After': '3600' })),
    ]);
    await withRpcRetry(rpc.read, { sleep: rpc.sleep, now: () => now });
    expect(rpc.waits).toEqual([5_000, 12_000, 30_000]);
  });

  it('throws any other failure at once', async () => {
    const refused = new Error('connection refused');
    const rpc = scripted([refused]);
    await expect(withRpcRetry(rpc.read, { sleep: rpc.sleep })).rejects.toBe(refused);
    expect(rpc.waits).toEqual([]);
  });
});
