import type { RateLimit } from '../../interface/endpoints';
import type { Clock } from '../clock';
import { ApiError } from './errors';

interface Bucket {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters per (endpoint, key). In memory: one process serves both services, and a
 * restart forgiving everyone is acceptable for a local service.
 */
export function createRateLimiter(clock: Clock) {
  const buckets = new Map<string, Bucket>();
  let nextSweep = 0;

  const sweep = (now: number) => {
    if (now < nextSweep) return;
    for (const [key, b] of buckets) if (b.resetAt <= now) buckets.delete(key);
    nextSweep = now + 60_000;
  };

  /** Counts one request; throws 429 past the limit. Returns the headers every answer carries. */
  return function take(name: string, key: string, limit: RateLimit): Record<string, string> {
    const now = clock();
    sweep(now);
    const id = `${name}\u0000${key}`;
    let b = buckets.get(id);
    if (!b || b.resetAt <= now) {
      b = { count: 0, resetAt: now + limit.windowSeconds * 1000 };
      buckets.set(id, b);
    }
    b.count++;
    const resetSeconds = Math.max(1, Math.ceil((b.resetAt - now) / 1000));
    const headers = {
      'RateLimit-Limit': String(limit.limit),
      'RateLimit-Remaining': String(Math.max(0, limit.limit - b.count)),
      'RateLimit-Reset': String(resetSeconds),
    };
    if (b.count > limit.limit) {
      throw new ApiError('RATE_LIMITED', `Too many requests: try again in ${resetSeconds} s`, undefined, {
        ...headers,
        'Retry-After': String(resetSeconds),
      });
    }
    return headers;
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
