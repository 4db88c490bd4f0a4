import { HttpRequestError, RpcRequestError, TimeoutError } from 'viem';
import { describe, expect, it } from 'vitest';
import { isNodeBehind } from '../../interface/rpc-errors';
import { createBackoff } from './rpc-backoff';

const URL = 'https://rpc.example';
const rateLimited = (retryAfter?: string) =>
  new HttpRequestError({
    url: URL,
    status: 429,
    headers: new Headers(retryAfter ? { 'Retry-After': retryAfter } : {}),
  });

/** A read that fails with `errors` in turn, then answers 'ok'. */
function failing(errors: Error[]) {
  let calls = 0;
  return {
    read: async () => {
      const error = errors[calls++];
      if (error) throw error;
      return 'ok';
    },
    calls: () => calls,
  };
}

describe('the indexer’s backoff', () => {
  it('waits out 429s and timeouts, doubling from the base up to the cap, and then answers', async () => {
    const waits: number[] = [];
    const withBackoff = createBackoff({ sleep: async (ms) => void waits.push(ms), baseMs: 100, capMs: 500 });
    const errors = [
      rateLimited(),
      rateLimited(),
      new TimeoutError({ body: {}, url: URL }),
      rateLimited(),
      rateLimited(),
    ];
    const read = failing(errors);
    expect(await withBackoff(read.read)).toBe('ok');
    expect(waits).toEqual([100, 200, 400, 500, 500]);
    expect(read.calls()).toBe(6);
  });

  it('waits as long as Retry-After asks (capped), and tells onRetry', async () => {
    const waits: number[] = [];
    const told: number[] = [];
    const withBackoff = createBackoff({
      sleep: async (ms) => void waits.push(ms),
      now: () => Date.UTC(2026, 0, 1),
      capMs: 30_000,
      onRetry: (_error, ms) => told.push(ms),
    });
    expect(await withBackoff(failing([rateLimited('7'), rateLimited('600')]).read)).toBe('ok');
    expect(waits).toEqual([7_000, 30_000]);
    expect(told).toEqual(waits);
  });

  it('throws any other error at once', async () => {
    const waits: number[] = [];
    const withBackoff = createBackoff({ sleep: async (ms) => void waits.push(ms) });
    const refused = new RpcRequestError({ body: {}, error: { code: -32000, message: 'header not found' }, url: URL });
    await expect(withBackoff(failing([refused]).read)).rejects.toBe(refused);
    expect(waits).toEqual([]);
  });
});

describe('the indexer’s backoff, told what else to do', () => {
  it('throws a timeout at once for a caller that asks for less instead (timeouts: false)', async () => {
    const waits: number[] = [];
    const withBackoff = createBackoff({ sleep: async (ms) => void waits.push(ms), timeouts: false });
    const timeout = new TimeoutError({ body: {}, url: URL });
    await expect(withBackoff(failing([timeout]).read)).rejects.toBe(timeout);
    expect(await withBackoff(failing([rateLimited()]).read)).toBe('ok');
    expect(waits).toEqual([250]);
  });

  it('waits out a node behind the head when asked to (alsoRetry: isNodeBehind)', async () => {
    const waits: number[] = [];
    const withBackoff = createBackoff({ sleep: async (ms) => void waits.push(ms), alsoRetry: isNodeBehind });
    const unknown = new RpcRequestError({ body: {}, error: { code: -32000, message: 'unknown block' }, url: URL });
    expect(await withBackoff(failing([unknown, unknown]).read)).toBe('ok');
    expect(waits).toEqual([250, 500]);
  });
});
