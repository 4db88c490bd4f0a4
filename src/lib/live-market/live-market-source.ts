/**
 * The live market: one source per app that follows the chain's new blocks and hands its subscribers
 * the launches and trades they hold, each exactly once.
 *
 * - It runs only while someone subscribes and the tab is visible: hidden, it stops watching blocks
 *   and asks nothing at all. Shown again, the first head it hears starts one catch-up read of the
 *   blocks it missed, bounded to the last `rangeBlocks` (VITE_LOG_RANGE_BLOCKS) of them.
 * - Heads that come while a read is under way are merged: the next read spans all of them, so the
 *   chain is never asked twice for a block by the same query (read-new-blocks.ts lists the queries).
 * - A failed read moves nothing forward: the next block reads the same blocks again, and after
 *   `failuresBeforePaused` failures in a row the state says why, until a read succeeds.
 * - Items are deduplicated by transaction and log index, across retries and catch-ups.
 */
import type { Address } from 'viem';
import type { TimedMarketTrade } from '@/lib/market-trades';
import { isTabVisible, onTabVisibilityChange } from '@/lib/tab-visibility';
import type { LiveMarketClient } from './live-market-client';
import { type PairBook, pairInfoOf, pairOf } from './our-pairs';
import { readNewBlocks, type TimedMarketLaunch } from './read-new-blocks';

export interface LiveMarketBatch {
  /** Oldest first. */
  launches: TimedMarketLaunch[];
  /** Oldest first. */
  trades: TimedMarketTrade[];
}

export type LiveMarketState =
  /** Waiting for the chain's client, or for its first block. */
  | { kind: 'starting' }
  | { kind: 'live' }
  /** The tab is hidden: nothing is asked until it is shown again. */
  | { kind: 'hidden' }
  /** Reads failed `failuresBeforePaused` times in a row; each new block still tries again. */
  | { kind: 'paused'; reason: string };

export interface TabVisibility {
  isVisible(): boolean;
  onChange(listener: () => void): () => void;
}

export interface LiveMarketSourceOptions {
  /** The chain's client, asked for once, when the first subscriber comes. */
  client: () => Promise<LiveMarketClient>;
  book: PairBook & { launchFactory: Address };
  /** The most blocks one read spans: a longer absence catches up on the newest ones only. */
  rangeBlocks: bigint;
  visibility?: TabVisibility;
  failuresBeforePaused?: number;
}

const DOCUMENT_VISIBILITY: TabVisibility = { isVisible: isTabVisible, onChange: onTabVisibilityChange };
/** Keys kept for deduplication before old ones are dropped (a retry only ever repeats recent blocks). */
const SEEN_KEPT = 5_000;

/** What a failure says to a trader: the RPC's own words where viem keeps them, on one short line. */
export function reasonOf(error: unknown): string {
  const e = error as { shortMessage?: unknown; message?: unknown } | null;
  const text = typeof e?.shortMessage === 'string' ? e.shortMessage : typeof e?.message === 'string' ? e.message : '';
  const line = text.split('\n')[0]?.trim() || 'the chain could not be read';
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}

export class LiveMarketSource {
  private readonly listeners = new Set<(batch: LiveMarketBatch) => void>();
  private readonly stateListeners = new Set<() => void>();
  private readonly pairs = new Map<string, ReturnType<typeof pairOf>[1]>();
  private readonly blockTimes = new Map<bigint, number>();
  private readonly seen = new Map<string, bigint>();
  private readonly visibility: TabVisibility;
  private readonly failuresBeforePaused: number;
  private clientPromise: Promise<LiveMarketClient> | undefined;
  private stopWatching: (() => void) | undefined;
  private stopVisibility: (() => void) | undefined;
  /** Bumped at each start and stop: a client that arrives for an old start is not used. */
  private generation = 0;
  /** The newest block read (or the head when the source started): reads start right after it. */
  private last: bigint | undefined;
  /** The newest head heard. */
  private target: bigint | undefined;
  private reading = false;
  private failures = 0;
  private reason = '';
  private state: LiveMarketState = { kind: 'starting' };

  constructor(private readonly options: LiveMarketSourceOptions) {
    this.visibility = options.visibility ?? DOCUMENT_VISIBILITY;
    this.failuresBeforePaused = options.failuresBeforePaused ?? 3;
  }

  /** Receives each new batch (never an item twice); returns the way to stop. */
  subscribe(listener: (batch: LiveMarketBatch) => void): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) {
      this.stopVisibility = this.visibility.onChange(() => this.update());
      this.update();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.stopVisibility?.();
        this.stopVisibility = undefined;
        // Nobody wanted the blocks in between: the next subscriber starts at the head then, with no
        // catch-up (that is for a tab that was hidden while someone subscribed).
        this.last = undefined;
        this.target = undefined;
        this.failures = 0;
        this.update();
      }
    };
  }

  getState = (): LiveMarketState => this.state;

  subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Launched tokens the app knows of: their pairs' trades count as ours. */
  knowTokens(tokens: readonly string[]): void {
    for (const token of tokens) {
      const [pair, info] = pairOf(this.options.book, token);
      if (!this.pairs.has(pair)) this.pairs.set(pair, info);
    }
  }

  /** The state as everything known now says it, told to its listeners when it changed. */
  private refreshState() {
    const next: LiveMarketState =
      this.listeners.size > 0 && !this.visibility.isVisible()
        ? { kind: 'hidden' }
        : this.failures >= this.failuresBeforePaused
          ? { kind: 'paused', reason: this.reason }
          : this.last === undefined
            ? { kind: 'starting' }
            : { kind: 'live' };
    if (
      next.kind === this.state.kind &&
      (next as { reason?: string }).reason === (this.state as { reason?: string }).reason
    ) {
      return;
    }
    this.state = next;
    for (const listener of this.stateListeners) listener();
  }

  /** Watches while subscribed and visible, and only then. */
  private update() {
    const wanted = this.listeners.size > 0 && this.visibility.isVisible();
    if (wanted && !this.stopWatching) this.start();
    else if (!wanted && this.stopWatching) this.stop();
    this.refreshState();
  }

  private start() {
    const generation = ++this.generation;
    // Set at once, so that a second update before the client arrives does not start twice.
    let stop: (() => void) | undefined;
    this.stopWatching = () => stop?.();
    this.clientPromise ??= this.options.client();
    this.clientPromise.then(
      (client) => {
        if (generation !== this.generation) return;
        stop = client.watchBlockNumber({
          onBlockNumber: (head) => this.onHead(client, head, generation),
          onError: (error) => this.fail(error),
        });
        // The head now, asked once: a WebSocket's newHeads tells only of the blocks to come, and the
        // first block it tells of must be read, not taken for the start.
        client.getBlockNumber().then(
          (head) => this.onHead(client, head, generation),
          (error: unknown) => this.fail(error),
        );
      },
      (error: unknown) => {
        // The client could not be made (wagmi failed to load): asked again at the next start.
        this.clientPromise = undefined;
        this.failures = this.failuresBeforePaused;
        this.reason = reasonOf(error);
        this.refreshState();
      },
    );
  }

  private stop() {
    this.generation += 1;
    this.stopWatching?.();
    this.stopWatching = undefined;
  }

  private onHead(client: LiveMarketClient, head: bigint, generation: number) {
    if (generation !== this.generation) return;
    if (this.last === undefined) {
      // The first head is where this page's live market starts: what came before is the services'.
      this.last = head;
      this.failures = 0;
      this.refreshState();
      return;
    }
    if (this.target === undefined || head > this.target) this.target = head;
    void this.pump(client, generation);
  }

  /** Reads from the last block read to the newest head, one read at a time. */
  private async pump(client: LiveMarketClient, generation: number) {
    if (this.reading) return;
    this.reading = true;
    try {
      while (
        generation === this.generation &&
        this.last !== undefined &&
        this.target !== undefined &&
        this.target > this.last
      ) {
        const toBlock = this.target;
        const lowest = toBlock - this.options.rangeBlocks + 1n;
        const fromBlock = this.last + 1n > lowest ? this.last + 1n : lowest;
        try {
          const read = await readNewBlocks({
            client,
            book: this.options.book,
            fromBlock,
            toBlock,
            pairs: this.pairs,
            blockTimes: this.blockTimes,
          });
          // Everyone left while it read: nothing to hand out, nowhere to start from.
          if (this.listeners.size === 0) return;
          this.last = toBlock;
          this.failures = 0;
          this.refreshState();
          // The pair as the factory's Graduated event names it: the factory says which pairs are ours.
          for (const g of read.graduations) this.pairs.set(g.pair, pairInfoOf(this.options.book, g.token));
          this.knowTokens(read.launches.map((l) => l.token));
          this.emit({ launches: read.launches.filter(this.isNew), trades: read.trades.filter(this.isNew) });
        } catch (error) {
          // Nothing moves forward: the next block reads these blocks again.
          this.fail(error);
          return;
        }
      }
    } finally {
      this.reading = false;
    }
  }

  private fail(error: unknown) {
    this.failures += 1;
    this.reason = reasonOf(error);
    this.refreshState();
  }

  private isNew = (item: { txHash: string; logIndex: number; blockNumber: bigint }) => {
    const key = `${item.txHash.toLowerCase()}:${item.logIndex}`;
    if (this.seen.has(key)) return false;
    this.seen.set(key, item.blockNumber);
    if (this.seen.size > SEEN_KEPT) {
      // Maps keep insertion order: the oldest keys go first.
      const drop = this.seen.size - SEEN_KEPT;
      let i = 0;
      for (const k of this.seen.keys()) {
        if (i++ >= drop) break;
        this.seen.delete(k);
      }
    }
    return true;
  };

  private emit(batch: LiveMarketBatch) {
    // Block times are needed only for blocks still to come: keep the recent ones.
    if (this.blockTimes.size > 256) {
      for (const b of this.blockTimes.keys())
        if (this.last !== undefined && b < this.last - 64n) this.blockTimes.delete(b);
    }
    if (batch.launches.length === 0 && batch.trades.length === 0) return;
    for (const listener of this.listeners) listener(batch);
  }
}
