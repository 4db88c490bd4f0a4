import type { Address } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveMarketBatch, LiveMarketSource, type TabVisibility } from './live-market-source';
import { pairOf } from './our-pairs';
import {
  BOOK,
  curveTrade,
  fakeChain,
  graduation,
  launch,
  OTHER_TOKEN,
  POLL_MS,
  pairSell,
  TOKEN,
} from './test/fake-chain';

function visibility(initial = true) {
  let visible = initial;
  const listeners = new Set<() => void>();
  const tab: TabVisibility = {
    isVisible: () => visible,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    tab,
    set(next: boolean) {
      visible = next;
      for (const l of listeners) l();
    },
  };
}

function setUp(options: { head?: number; rangeBlocks?: bigint; visible?: boolean } = {}) {
  const chain = fakeChain(options.head ?? 100);
  const tab = visibility(options.visible ?? true);
  const source = new LiveMarketSource({
    client: async () => chain.client,
    book: BOOK,
    rangeBlocks: options.rangeBlocks ?? 1_000n,
    visibility: tab.tab,
  });
  const batches: LiveMarketBatch[] = [];
  return { chain, tab, source, batches, subscribe: () => source.subscribe((b) => batches.push(b)) };
}

/** One poll of the block watcher, and the reads it starts. */
const poll = () => vi.advanceTimersByTimeAsync(POLL_MS);
const trades = (batches: LiveMarketBatch[]) => batches.flatMap((b) => b.trades);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the live market source', () => {
  it('starts at the head, then reads each new block once: one request per block per query', async () => {
    const { chain, source, batches, subscribe } = setUp();
    subscribe();
    await poll();
    expect(source.getState()).toEqual({ kind: 'live' });
    // Nothing before the first head is read: that history is the services'.
    expect(chain.calls.map((c) => c.query)).toEqual(['head']);

    chain.mine(curveTrade(0));
    await poll();
    chain.mine(launch(0, OTHER_TOKEN, 'NEW'), curveTrade(0, OTHER_TOKEN));
    await poll();
    chain.mine();
    await poll();

    expect(chain.calls.filter((c) => c.query === 'factory').map((c) => [c.fromBlock, c.toBlock])).toEqual([
      [101n, 101n],
      [102n, 102n],
      [103n, 103n],
    ]);
    for (const query of ['factory', 'pairs', 'header'] as const) expect(chain.mostAskedOfOneBlock(query)).toBe(1);
    // No pair swapped: the tokens' Transfer logs are never asked for.
    expect(chain.asked.transfers.size).toBe(0);
    // Headers only for blocks with items (their logs carry no blockTimestamp here).
    expect([...chain.asked.header.keys()]).toEqual([101, 102]);

    expect(trades(batches).map((t) => [t.token, t.blockNumber, t.timestamp])).toEqual([
      [TOKEN, 101n, 1_700_000_202],
      [OTHER_TOKEN, 102n, 1_700_000_204],
    ]);
    expect(batches.flatMap((b) => b.launches).map((l) => [l.symbol, l.creator])).toEqual([
      ['NEW', '0x000000000000000000000000000000000000a11c'],
    ]);
  });

  it('reads the first block told after the start (a WebSocket tells only of new blocks)', async () => {
    const { chain, batches, subscribe } = setUp();
    subscribe();
    // Mined before the watcher's first report: the start is the head asked for, so block 101 is new.
    await vi.advanceTimersByTimeAsync(1);
    chain.mine(curveTrade(0));
    await poll();
    expect(trades(batches).map((t) => t.blockNumber)).toEqual([101n]);
  });

  it('merges the heads that came during a read into one range', async () => {
    const { chain, source, batches, subscribe } = setUp();
    source.knowTokens([TOKEN]);
    subscribe();
    await poll();
    chain.hold();
    chain.mine(curveTrade(0));
    await poll();
    chain.mine(curveTrade(0));
    await poll();
    chain.mine(curveTrade(0));
    await poll();
    chain.release();
    await poll();
    expect(chain.calls.filter((c) => c.query === 'factory').map((c) => [c.fromBlock, c.toBlock])).toEqual([
      [101n, 101n],
      [102n, 103n],
    ]);
    expect(chain.mostAskedOfOneBlock('factory')).toBe(1);
    expect(chain.mostAskedOfOneBlock('pairs')).toBe(1);
    expect(trades(batches).map((t) => t.blockNumber)).toEqual([101n, 102n, 103n]);
  });

  it('reads the pairs of known tokens, with the seller from the token’s Transfer, and ignores other pairs', async () => {
    const { chain, source, batches, subscribe } = setUp();
    source.knowTokens([TOKEN]);
    const [pair, info] = pairOf(BOOK, TOKEN);
    const [strangerPair] = pairOf(BOOK, OTHER_TOKEN);
    subscribe();
    await poll();
    chain.mineOneTransaction(pairSell(0, pair as Address, TOKEN, info.wethIsToken0));
    await poll();
    chain.mineOneTransaction(pairSell(0, strangerPair as Address, OTHER_TOKEN, false));
    await poll();

    expect(trades(batches)).toMatchObject([
      { token: TOKEN, market: 'pair', side: 'sell', trader: '0x000000000000000000000000000000000000a11c' },
    ]);
    expect(trades(batches)[0]!.ethAmount).toBe(10n ** 16n);
    // Transfers only for the block where one of our pairs swapped.
    expect([...chain.asked.transfers.keys()]).toEqual([101]);
  });

  it('a graduation in a read makes the new pair ours from then on', async () => {
    const { chain, batches, subscribe } = setUp();
    subscribe();
    await poll();
    const [pair, info] = pairOf(BOOK, OTHER_TOKEN);
    chain.mine(graduation(0, OTHER_TOKEN, pair as Address));
    await poll();
    chain.mineOneTransaction(pairSell(0, pair as Address, OTHER_TOKEN, info.wethIsToken0));
    await poll();
    expect(trades(batches)).toMatchObject([{ token: OTHER_TOKEN, market: 'pair' }]);
  });

  it('asks nothing while the tab is hidden, and catches up once, within its bounded range, when shown', async () => {
    const { chain, tab, source, batches, subscribe } = setUp({ rangeBlocks: 3n });
    subscribe();
    await poll();
    chain.mine(curveTrade(0));
    await poll();
    const before = chain.calls.length;

    tab.set(false);
    expect(source.getState()).toEqual({ kind: 'hidden' });
    expect(chain.watching()).toBe(0);
    for (let i = 0; i < 5; i++) {
      chain.mine(curveTrade(0));
      await poll();
    }
    expect(chain.calls.length).toBe(before);

    tab.set(true);
    await poll();
    expect(source.getState()).toEqual({ kind: 'live' });
    // One read of the missed blocks 102..106, bounded to the newest three.
    expect(chain.calls.filter((c) => c.query === 'factory').map((c) => [c.fromBlock, c.toBlock])).toEqual([
      [101n, 101n],
      [104n, 106n],
    ]);
    expect(trades(batches).map((t) => t.blockNumber)).toEqual([101n, 104n, 105n, 106n]);
    await poll();
    expect(chain.calls.filter((c) => c.query === 'factory')).toHaveLength(2);
  });

  it('retries a failed read at the next block, hands each item once, and says why after repeated failures', async () => {
    const { chain, source, batches, subscribe } = setUp();
    source.knowTokens([TOKEN]);
    subscribe();
    await poll();
    // The factory's read succeeds, the pairs' fails: the range is read again, its trade handed once.
    chain.fail('pairs', 3);
    chain.mine(curveTrade(0));
    await poll();
    expect(batches).toHaveLength(0);
    expect(source.getState()).toEqual({ kind: 'live' });
    chain.mine();
    await poll();
    chain.mine();
    await poll();
    expect(source.getState()).toEqual({ kind: 'paused', reason: 'HTTP request failed (pairs)' });
    expect(batches).toHaveLength(0);
    chain.mine(curveTrade(0));
    await poll();
    expect(source.getState()).toEqual({ kind: 'live' });
    expect(trades(batches).map((t) => t.blockNumber)).toEqual([101n, 104n]);
    expect(chain.calls.filter((c) => c.query === 'factory').map((c) => [c.fromBlock, c.toBlock])).toEqual([
      [101n, 101n],
      [101n, 102n],
      [101n, 103n],
      [101n, 104n],
    ]);
  });

  it('hands an item seen twice (a catch-up over blocks already read) only once', async () => {
    const { chain, source, batches } = setUp();
    // A read that fails after its trades were decoded would repeat them; so would a WebSocket that
    // reports a head again. Both come down to the same transaction and log index read twice.
    const unsubscribe = source.subscribe((b) => batches.push(b));
    await poll();
    chain.mine(curveTrade(0));
    chain.fail('header', 1);
    await poll();
    chain.mine();
    await poll();
    expect(trades(batches).map((t) => t.blockNumber)).toEqual([101n]);
    unsubscribe();
    expect(chain.watching()).toBe(0);
  });

  it('watches only while someone subscribes', async () => {
    const { chain, source } = setUp();
    expect(chain.watching()).toBe(0);
    const a = source.subscribe(() => undefined);
    const b = source.subscribe(() => undefined);
    await poll();
    expect(chain.watching()).toBe(1);
    a();
    expect(chain.watching()).toBe(1);
    b();
    expect(chain.watching()).toBe(0);

    // Blocks nobody subscribed to are not read later: a new subscriber starts at the head.
    chain.mine(curveTrade(0));
    chain.mine(curveTrade(0));
    const batches: unknown[] = [];
    source.subscribe((batch) => batches.push(batch));
    await poll();
    await poll();
    expect(batches).toEqual([]);
    expect(chain.calls.filter((c) => c.query === 'factory')).toEqual([]);
  });
});
