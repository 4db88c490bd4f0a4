import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

const network = new ApiError({ kind: 'network', message: 'offline' });
const rateLimited = new ApiError({ kind: 'http', status: 429, message: 'slow down', retryAfter: 7 });
const badRequest = new ApiError({ kind: 'http', status: 400, message: 'bad' });
const notFound = new ApiError({ kind: 'http', status: 404, message: 'gone' });

describe('the query client', () => {
  it('retries a query once more only for transient failures (network, timeout, 429)', () => {
    expect(shouldRetryQuery(0, network)).toBe(true);
    expect(shouldRetryQuery(0, rateLimited)).toBe(true);
    expect(shouldRetryQuery(1, network)).toBe(false);
    expect(shouldRetryQuery(0, badRequest)).toBe(false);
    expect(shouldRetryQuery(0, notFound)).toBe(false);
    expect(shouldRetryQuery(0, new Error('a bug'))).toBe(false);
  });

  it('waits as long as Retry-After says, else backs off', () => {
    expect(queryRetryDelay(0, rateLimited)).toBe(7000);
    expect(queryRetryDelay(0, network)).toBe(1000);
    expect(queryRetryDelay(2, network)).toBe(4000);
  });

  it('never retries mutations', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
    expect(createQueryClient({ retry: false }).getDefaultOptions().queries?.retry).toBe(false);
  });
});
