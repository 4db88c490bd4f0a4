/**
 * The indexer against a provider's limits and the chain's reorganisations, on a private Anvil. It
 * reads through a proxy that refuses eth_getLogs over 1,000 blocks (Alchemy's words) and answers every
 * fourth request with a 429, and indexes the same answers as a direct index. When `anvil_reorg`
 * replaces the last block, or the last 20, holding a trade and a token transfer, it rolls back and
 * reads the new blocks: the services then answer exactly as a fresh index of the resulting chain (the
 * reindex test's comparison), and the dropped trade is gone from them.
 */
import type { Address, Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '../../interface/health';
import { type Harness, ok, startHarness } from '../test/harness';
import { expectSameAnswers } from '../test/index-answers';
import {
  alice,
  bob,
  carol,
  dave,
  indexInto,
  type ReorgWorld,
  startReorgWorld,
  worldAnswers,
} from '../test/reorg-world';
import { type RpcProxy, startRpcProxy } from '../test/rpc-proxy';
import type { createIndexer } from './indexer';
import { createIndexerHealth } from './indexer-health';

let world: ReorgWorld;
let proxy: RpcProxy;
let follower: Harness;
let indexer: ReturnType<typeof createIndexer>;
const waits: number[] = [];
const rollbacks: { ancestor: bigint; dropped: bigint }[] = [];
/** Blocks kept undoable: deeper than the 20-block reorganisation below, small enough to leave ranges to read. */
const WINDOW = 64;

const follow = async () => {
  while ((await indexer.syncOnce()) > 0) {}
};

/** What a fresh index of the chain as it is now answers. */
async function freshAnswers() {
  const fresh = await startHarness({ RPC_URL: world.url, RATE_LIMITS: 'off' });
  try {
    await indexInto(fresh, world.url);
    return await worldAnswers(world, fresh);
  } finally {
    await fresh.close();
  }
}

const tradeHashes = (answers: Record<string, string>) =>
  [
    ...answers[`launch GET /api/token?address=${world.token.toLowerCase()}`]!.matchAll(/"tx_hash":"(0x[0-9a-f]+)"/g),
  ].map((m) => m[1]);

beforeAll(async () => {
  world = await startReorgWorld();
  await world.send(bob, world.buyCall(world.token, '0.3'));
  // 2,600 blocks of history: the ranges grow past the 1,000 the proxy allows below the undo window
  // (the last WINDOW blocks are read one by one, by hash).
  await world.mine(2_600);
  await world.send(carol, world.buyCall(world.token, '0.2'));
  proxy = await startRpcProxy({ target: world.url, maxRange: 1_000, every429: 4 });
  follower = await startHarness({ RPC_URL: world.url, RATE_LIMITS: 'off' });
  follower.ctx.indexerHealth = createIndexerHealth();
  indexer = await indexInto(follower, proxy.url, {
    reorgWindow: WINDOW,
    health: follower.ctx.indexerHealth,
    backoff: { sleep: async (ms) => void waits.push(ms) },
    onRollback: (r) => rollbacks.push(r),
  });
}, 120_000);

afterAll(async () => {
  await follower?.close();
  await proxy?.close();
  await world?.stop();
});

describe('the indexer through a provider that limits ranges and rate', () => {
  it('indexes the same answers as a direct index, its ranges cut to what the provider allows', async () => {
    expect(proxy.stats.refusedRanges).toBeGreaterThan(0);
    expect(proxy.stats.widestForwarded).toBeLessThanOrEqual(1_000);
    expect(proxy.stats.rateLimited).toBeGreaterThan(0);
    // Each 429 was waited out (Retry-After: 0 here), never a reason to stop.
    expect(waits.length).toBeGreaterThanOrEqual(proxy.stats.rateLimited);
    expectSameAnswers(await worldAnswers(world, follower), await freshAnswers());
  }, 60_000);

  it('finds the range by splitting when the provider does not name it (Ankr’s "block range is too wide")', async () => {
    const ankr = await startRpcProxy({ target: world.url, maxRange: 1_000, every429: 5, refusal: 'ankr' });
    const other = await startHarness({ RPC_URL: world.url, RATE_LIMITS: 'off' });
    try {
      await indexInto(other, ankr.url, { reorgWindow: WINDOW, backoff: { sleep: async () => {} } });
      expect(ankr.stats.refusedRanges).toBeGreaterThan(0);
      expect(ankr.stats.widestForwarded).toBeLessThanOrEqual(1_000);
      expectSameAnswers(await worldAnswers(world, other), await worldAnswers(world, follower));
    } finally {
      await other.close();
      await ankr.close();
    }
  }, 60_000);

  it('shows at GET /api/health: caught up with the head, and the last rate limit it waited out', async () => {
    const head = await world.reader.getBlock();
    // Judged at the time of the reads (the indexer notes them by the real clock): the tests above
    // moved the services' clock two days on to compare answers with every window empty.
    follower.clock.now = Date.now();
    const health = ok(await follower.launch('/api/health'), healthSchema);
    expect(health.indexer).toMatchObject({
      indexed_block: Number(head.number),
      head_block: Number(head.number),
      lag_blocks: 0,
      lag_seconds: 0,
    });
    expect(health.indexer?.last_error?.message).toMatch(/429|Too Many Requests/);
  });

  it('shows the lag CONFIRMATIONS leaves, in blocks and in the chain’s seconds', async () => {
    const behind = await startHarness({ RPC_URL: world.url, RATE_LIMITS: 'off' });
    try {
      behind.ctx.indexerHealth = createIndexerHealth();
      await indexInto(behind, world.url, { confirmations: 2, health: behind.ctx.indexerHealth });
      const head = await world.reader.getBlock();
      const indexed = await world.reader.getBlock({ blockNumber: head.number - 2n });
      const health = ok(await behind.launch('/api/health'), healthSchema);
      expect(health.indexer).toMatchObject({
        indexed_block: Number(indexed.number),
        head_block: Number(head.number),
        lag_blocks: 2,
        lag_seconds: Number(head.timestamp - indexed.timestamp),
        last_error: null,
      });
      // A restart with nothing new to read reports what the database holds.
      behind.ctx.indexerHealth = createIndexerHealth();
      await indexInto(behind, world.url, { confirmations: 2, health: behind.ctx.indexerHealth });
      const again = ok(await behind.launch('/api/health'), healthSchema);
      // The same, but for the time of the read.
      expect({ ...again.indexer, last_read_at: null }).toEqual({ ...health.indexer, last_read_at: null });
    } finally {
      await behind.close();
    }
  });
});

describe('the indexer across reorganisations', () => {
  /** Sends a trade and a transfer, follows them, and returns the trade's hash (it shows in the API). */
  async function tradeAndTransfer(sameBlock: boolean): Promise<Hash> {
    if (sameBlock) await world.rpc('evm_setAutomine', [false]);
    const trade = await world.send(dave, world.buyCall(world.token, '0.1'), !sameBlock);
    await world.send(alice, world.transferCall(world.token, carol.address as Address, 10n ** 18n), !sameBlock);
    if (sameBlock) {
      await world.rpc('evm_mine');
      await world.rpc('evm_setAutomine', [true]);
    }
    await follow();
    expect(tradeHashes(await worldAnswers(world, follower))).toContain(trade);
    return trade;
  }

  it('one block deep: the block with a trade and a transfer replaced by an empty one', async () => {
    const trade = await tradeAndTransfer(true);
    await world.reorg(1);
    await follow();
    expect(rollbacks.at(-1)?.dropped).toBe(1n);
    expect(await world.reader.getTransactionReceipt({ hash: trade }).catch(() => null)).toBeNull();
    const after = await worldAnswers(world, follower);
    expect(tradeHashes(after)).not.toContain(trade);
    expectSameAnswers(after, await freshAnswers());
  }, 60_000);

  it('20 blocks deep: a trade and a transfer dropped, another trade in their place', async () => {
    const trade = await tradeAndTransfer(false);
    await world.mine(16);
    await follow();
    await world.reorg(20, [{ from: bob.address, call: world.buyCall(world.token, '0.15'), offset: 3 }]);
    await follow();
    expect(rollbacks.at(-1)?.dropped).toBe(20n);
    const after = await worldAnswers(world, follower);
    expect(tradeHashes(after)).not.toContain(trade);
    expectSameAnswers(after, await freshAnswers());
    // The replacement trade is there (by bob), once.
    const fresh = await freshAnswers();
    expect(tradeHashes(fresh).length).toBe(tradeHashes(after).length);
  }, 60_000);
});
