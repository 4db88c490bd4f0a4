/**
 * A read asked again when a public RPC turns it away for a while: a rate limit (429) or a timeout. WHY
 * here and not only in viem's transport: viem retries a few times within half a second, which a
 * provider's per-second or per-minute limit outlasts; these waits (1 s, 2 s, 4 s, or the Retry-After
 * the provider sent) give it the time, and stay bounded: after them the error reaches the panel,
 * which says what happened and offers to try again.
 */
import { logRefusalOf, retryAfterMsOf } from '@interface/rpc-errors';
import { type Sleep, sleep } from './sleep';

export type { Sleep };

/** The waits before each retry: three retries, each twice as long as the last. */
const RPC_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000];
/** The longest Retry-After honoured: a longer one is the panel's to tell, not a page to hang on. */
const MAX_RETRY_AFTER_MS = 30_000;

export interface RpcRetryOptions {
  sleep?: Sleep;
  delays?: readonly number[];
  signal?: AbortSignal;
  /** Unix ms, for a Retry-After given as a date. */
  now?: () => number;
}

/** The wait before retry number `attempt` (0-based): the provider's Retry-After when it sent one. */
function waitBefore(attempt: number, error: unknown, delays: readonly number[], now: number): number {
  const asked = retryAfterMsOf(error, now);
  return asked === null ? delays[attempt]! : Math.min(Math.max(asked, delays[0] ?? 0), MAX_RETRY_AFTER_MS);
}

/**
 * `read()`, asked again after each wait of `delays` while the RPC answers with a rate limit or a
 * timeout. Any other error, or the last refusal, is thrown as it came.
 */
export async function withRpcRetry<T>(read: () => Promise<T>, options: RpcRetryOptions = {}): Promise<T> {
  const { delays = RPC_RETRY_DELAYS_MS, signal } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      const refusal = logRefusalOf(error);
      const retryable = refusal === 'rate-limited' || refusal === 'timeout';
      if (!retryable || attempt >= delays.length || signal?.aborted) throw error;
      await (options.sleep ?? sleep)(waitBefore(attempt, error, delays, (options.now ?? Date.now)()), signal);
    }
  }
}
