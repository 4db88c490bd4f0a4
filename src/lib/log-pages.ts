/**
 * Event logs read a page at a time, newest first, in bounded ranges of blocks. Public RPCs refuse one
 * `eth_getLogs` from a contract's first block to the latest (most allow 10,000 blocks or fewer, some
 * cap the logs returned), so a history is read backwards from a block, one range at a time, until the
 * caller's page is full or the address book's first block is reached.
 */
import { allowedRangeOf, type LogRefusal, logRefusalOf } from '@interface/rpc-errors';
import { env } from '@/app/env';
import { type Sleep, withRpcRetry } from '@/lib/rpc-retry';

/** Where a log sits in the chain: what pages are cut by. */
export interface LogPosition {
  blockNumber: bigint;
  logIndex: number;
}

/**
 * Where a page starts reading, going back: block `block` and below. With `logIndex`, only that
 * block's logs before it (the previous page ended inside the block).
 */
export interface LogCursor {
  block: bigint;
  logIndex?: number;
}

export interface LogPage<T> {
  /** Newest first, at most the limit asked for. */
  items: T[];
  /** Where the next (older) page starts; null once the first block has been read. */
  older: LogCursor | null;
}

// The matcher of providers' refusals is shared with the services' indexer.
export type { LogRefusal } from '@interface/rpc-errors';
export { logRefusalOf };

const SAID: Record<LogRefusal, (from: bigint, to: bigint) => string> = {
  'rate-limited': (from, to) =>
    `The chain's RPC is limiting requests (rate limit) and refused blocks ${from}–${to}: try again in a minute.`,
  'range-too-large': (_from, to) =>
    `The chain's RPC refuses the logs of block ${to} even alone: it holds more than the RPC returns at once.`,
  timeout: (from, to) => `The chain's RPC took too long to answer for blocks ${from}–${to}: try again.`,
};

/** A range the RPC refused, and how: its message says so in the reader's words. */
export class LogReadError extends Error {
  constructor(
    readonly refusal: LogRefusal,
    readonly fromBlock: bigint,
    readonly toBlock: bigint,
    cause: unknown,
  ) {
    super(SAID[refusal](fromBlock, toBlock), { cause });
    this.name = 'LogReadError';
  }
}

const isBefore = (log: LogPosition, cursor: LogCursor) =>
  log.blockNumber < cursor.block ||
  (log.blockNumber === cursor.block && (cursor.logIndex === undefined || log.logIndex < cursor.logIndex));

const newestFirst = (a: LogPosition, b: LogPosition) =>
  a.blockNumber === b.blockNumber ? b.logIndex - a.logIndex : a.blockNumber > b.blockNumber ? -1 : 1;

export interface ReadLogPageOptions<T extends LogPosition> {
  /** Reads one range of blocks, both ends included (a viem getLogs or getContractEvents). */
  read: (range: { fromBlock: bigint; toBlock: bigint }) => Promise<readonly T[]>;
  /** Where to start, going back: the latest block for a first page, then the last page's `older`. */
  from: LogCursor;
  /** The first block with anything to read: the address book's `startBlock`. Never read below. */
  floor: bigint;
  /** Items wanted: reading stops as soon as the page holds this many. */
  limit: number;
  /** The most blocks one read spans; VITE_LOG_RANGE_BLOCKS (10,000) by default. */
  rangeBlocks?: bigint;
  /** Stops between ranges once the page is no longer wanted. */
  signal?: AbortSignal;
  /** The waits between retries of a rate-limited or timed-out range (src/lib/rpc-retry.ts); tests inject it. */
  sleep?: Sleep;
}

/**
 * One page of logs, newest first. Ranges are read from `from` down to `floor`, each of at most
 * `rangeBlocks`. A range the RPC says is too large is asked again at the range its refusal names,
 * else halved (down to one block); the smaller range is kept for the rest of the page. A rate limit or
 * a timeout is asked again after 1 s, 2 s and 4 s (or the provider's Retry-After: src/lib/rpc-retry.ts),
 * then ends the read with a LogReadError that says so; any other error is thrown as it came.
 */
export async function readLogPage<T extends LogPosition>(options: ReadLogPageOptions<T>): Promise<LogPage<T>> {
  const { read, from, floor, limit, signal } = options;
  let span = options.rangeBlocks ?? BigInt(env.logRangeBlocks);
  const items: T[] = [];
  let top = from.block;
  while (top >= floor && items.length < limit) {
    signal?.throwIfAborted();
    const bottom = top - span + 1n > floor ? top - span + 1n : floor;
    let logs: readonly T[];
    try {
      logs = await withRpcRetry(() => read({ fromBlock: bottom, toBlock: top }), { sleep: options.sleep, signal });
    } catch (error) {
      const refusal = logRefusalOf(error);
      if (refusal === 'range-too-large' && top > bottom) {
        const tried = top - bottom + 1n;
        const allowed = allowedRangeOf(error);
        span = allowed !== null && allowed < tried ? allowed : tried / 2n;
        continue;
      }
      if (refusal) throw new LogReadError(refusal, bottom, top, error);
      throw error;
    }
    const fresh = logs.filter((log) => isBefore(log, from)).sort(newestFirst);
    const room = limit - items.length;
    items.push(...fresh.slice(0, room));
    if (items.length === limit) {
      // Full: the next page starts right below its oldest item, unless nothing older is left.
      const oldest = items[items.length - 1]!;
      const more = fresh.length > room || bottom > floor;
      return { items, older: more ? { block: oldest.blockNumber, logIndex: oldest.logIndex } : null };
    }
    top = bottom - 1n;
  }
  return { items, older: null };
}
