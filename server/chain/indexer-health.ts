/**
 * What the indexer last saw, for GET /api/health: the block it has indexed and the chain's head (each
 * with its time), its last error, and when it last finished a read. Written by the indexer, read by
 * the route; in memory only. The route judges it against the clock (judgeHealth): a head read long
 * ago, or a head whose own timestamp is old, is not "0 blocks behind", whatever the last numbers say.
 */
import { createPublicClient, http } from 'viem';

export interface IndexerHealth {
  indexed: { block: bigint; time: number } | null;
  head: { block: bigint; time: number } | null;
  lastError: { message: string; at: number } | null;
  /** When a read last finished (the indexer's clock, ms): a timeout or 429 loop stops it moving. */
  lastReadAt: number | null;
  /** The chain's time between blocks (ms); null when blocks are mined on demand (the local chain). */
  blockTimeMs: number | null;
}

export function createIndexerHealth(options: { blockTimeMs?: number | null } = {}): IndexerHealth {
  return { indexed: null, head: null, lastError: null, lastReadAt: null, blockTimeMs: options.blockTimeMs ?? null };
}

/** Block times without a new head, or without a read, after which the indexer is called stuck. */
const STALE_BLOCK_TIMES = 10;
/**
 * Never stuck sooner than this: one rate limit's wait (the backoff's cap is 30 s) or a fast chain's
 * short pause is not an outage, and an uptime checker that flaps is one nobody reads.
 */
const MIN_STALE_MS = 60_000;

export interface HealthJudgement {
  status: 'ok' | 'degraded';
  staleAfterMs: number;
  /** The clock − the head's timestamp, null before a head was read. */
  headAgeMs: number | null;
  /** The clock − the last finished read, null before the first. */
  readAgeMs: number | null;
  /** Why it is degraded, one sentence each (empty when ok). */
  problems: string[];
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

export function judgeHealth(health: IndexerHealth, now: number): HealthJudgement {
  const blockTime = health.blockTimeMs;
  const staleAfterMs = Math.max(MIN_STALE_MS, blockTime ? STALE_BLOCK_TIMES * blockTime : 0);
  // A chain ahead of the clock, or a read noted by a clock ahead of this one, is not "late".
  const age = (at: number | undefined | null) => (at == null ? null : Math.max(0, now - at));
  const headAgeMs = age(health.head?.time);
  const readAgeMs = age(health.lastReadAt);
  const problems: string[] = [];
  if (readAgeMs !== null && readAgeMs > staleAfterMs) {
    problems.push(
      `The indexer has not finished a read for ${seconds(readAgeMs)} (stuck after ${seconds(staleAfterMs)}): see last_error.`,
    );
  }
  // WHY only with a block time: a chain that mines on demand (the local Anvil) has an old head when idle.
  if (blockTime && headAgeMs !== null && headAgeMs > staleAfterMs) {
    problems.push(
      `The chain's head is ${seconds(headAgeMs)} old, ${STALE_BLOCK_TIMES}+ block times of ${blockTime / 1000} s: the node has stopped following the chain.`,
    );
  }
  return { status: problems.length ? 'degraded' : 'ok', staleAfterMs, headAgeMs, readAgeMs, problems };
}

/** How many blocks back the block time is averaged over. */
const BLOCK_TIME_SAMPLE = 100n;

/**
 * The chain's average time between blocks over its last 100, in ms; null when it cannot tell (a
 * chain of one block, or blocks within one second).
 */
export async function measureBlockTimeMs(rpcUrl: string): Promise<number | null> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const head = await client.getBlock({ blockTag: 'latest' });
  const span = head.number < BLOCK_TIME_SAMPLE ? head.number : BLOCK_TIME_SAMPLE;
  if (span === 0n) return null;
  const earlier = await client.getBlock({ blockNumber: head.number - span });
  const ms = (Number(head.timestamp - earlier.timestamp) * 1000) / Number(span);
  return ms > 0 ? ms : null;
}

/** One line of an error, without viem's request dump (which may carry an RPC URL with a key in it). */
export function errorLine(error: unknown): string {
  const e = error as { shortMessage?: unknown; details?: unknown; message?: unknown };
  const short = typeof e?.shortMessage === 'string' ? e.shortMessage : undefined;
  const details = typeof e?.details === 'string' ? e.details : undefined;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  return (short && details ? `${short} ${details}` : (short ?? message)).split('\n')[0]!.slice(0, 500);
}
