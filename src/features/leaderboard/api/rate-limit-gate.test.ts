import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { retryUnlessRateLimited, throughRateLimitGate } from './rate-limit-gate';

const limited = (retryAfter?: number) => new ApiError({ kind: 'http', status: 429, message: 'slow down', retryAfter });

describe('throughRateLimitGate', () => {
  it('after a 429, answers 429 itself until Retry-After has passed, then asks again', async () => {
    const client = new QueryClient();
    let now = 1_000_000;
    const clock = () => now;
    const request = vi.fn().mockRejectedValueOnce(limited(45)).mockResolvedValue('page');

    await expect(throughRateLimitGate(client, 'board', request, clock)).rejects.toMatchObject({ status: 429 });
    now += 15_000;
    await expect(throughRateLimitGate(client, 'board', request, clock)).rejects.toMatchObject({
      status: 429,
      retryAfter: 30,
    });
    expect(request).toHaveBeenCalledTimes(1);

    now += 30_000;
    await expect(throughRateLimitGate(client, 'board', request, clock)).resolves.toBe('page');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('keeps endpoints and clients apart, and waits a minute when Retry-After is missing', async () => {
    const client = new QueryClient();
    const now = () => 0;
    await expect(throughRateLimitGate(client, 'a', () => Promise.reject(limited()), now)).rejects.toThrow();
    await expect(throughRateLimitGate(client, 'a', async () => 1, now)).rejects.toMatchObject({ retryAfter: 60 });
    await expect(throughRateLimitGate(client, 'b', async () => 1, now)).resolves.toBe(1);
    await expect(throughRateLimitGate(new QueryClient(), 'a', async () => 1, now)).resolves.toBe(1);
  });

  it('lets other failures through without closing the gate', async () => {
    const client = new QueryClient();
    const failure = new ApiError({ kind: 'http', status: 500, message: 'boom' });
    await expect(throughRateLimitGate(client, 'a', () => Promise.reject(failure))).rejects.toBe(failure);
    await expect(throughRateLimitGate(client, 'a', async () => 'ok')).resolves.toBe('ok');
  });
});

describe('retryUnlessRateLimited', () => {
  it('never retries a 429 and defers everything else to the app’s policy', () => {
    const retry = retryUnlessRateLimited(() => true);
    expect(retry(0, limited(5))).toBe(false);
    expect(retry(0, new ApiError({ kind: 'network', message: 'offline' }))).toBe(true);
  });
});
