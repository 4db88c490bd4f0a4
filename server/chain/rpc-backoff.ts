/**
 * Retries of the indexer's reads from a remote RPC: a rate limit (429) or a timeout waits and tries
 * again (exponential from `baseMs`, capped at `capMs`, or what Retry-After asks, capped the same way),
 * for as long as it takes, without stopping the services; any other error is thrown at once. The
 * sleep and the clock are injected, so tests never wait for real.
 */
import { logRefusalOf, retryAfterMsOf } from '../../interface/rpc-errors';

export interface BackoffOptions {
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  baseMs?: number;
  capMs?: number;
  /** Told before each wait: what failed and how long it waits (the health endpoint shows it). */
  onRetry?: (error: unknown, waitMs: number) => void;
}

interface RetryOptions extends BackoffOptions {
  /**
   * false: a timeout is thrown at once, for a caller that can ask for less instead (a log read over
   * several blocks halves its range: asking the same again would time out again).
   */
  timeouts?: boolean;
  /** Other failures worth waiting out (a node behind the head, which will have the block soon). */
  alsoRetry?: (error: unknown) => boolean;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createBackoff(options: RetryOptions = {}) {
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const base = options.baseMs ?? 250;
  const cap = options.capMs ?? 30_000;
  /** Runs `read` until it succeeds or fails with an error that is not worth waiting for. */
  return async function withBackoff<T>(read: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await read();
      } catch (error) {
        const refusal = logRefusalOf(error);
        const waited =
          refusal === 'rate-limited' ||
          (refusal === 'timeout' && options.timeouts !== false) ||
          options.alsoRetry?.(error);
        if (!waited) throw error;
        const asked = refusal === 'rate-limited' ? retryAfterMsOf(error, now()) : null;
        const wait = Math.min(cap, asked ?? base * 2 ** Math.min(attempt, 20));
        options.onRetry?.(error, wait);
        await sleep(wait);
      }
    }
  };
}
