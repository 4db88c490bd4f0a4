/**
 * The indexer against a node that is behind the head or slow, through a proxy that answers as such a
 * node does (server/test/rpc-proxy.ts `lag`, `timeoutAbove`): a node without the cursor's block is
 * waited for and never taken for a reorganisation; a header or a block's logs it does not hold yet
 * are waited for (never "no logs", never an exit); a log read that times out is asked again over
 * half the range. Waits go through an injected sleep: nothing waits for real.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness';
import { bob, carol, indexInto, type ReorgWorld, startReorgWorld } from '../test/reorg-world';
import { type Lag, type RpcProxy, startRpcProxy } from '../test/rpc-proxy';
import type { createIndexer } from './indexer';

let world: ReorgWorld;
let proxy: RpcProxy;
let h: Harness;
let indexer: ReturnType<typeof createIndexer>;
const waits: number[] = [];
const rollbacks: unknown[] = [];
/** What the node catches up to at the next wait (the test's stand-in for time passing). */
let caughtUp: Lag = {};

const follow = async () => {
  while ((await indexer.syncOnce()) > 0) {}
};
const traded = (hash: string) =>
  h.db.prepare('SELECT count(*) FROM trades WHERE tx_hash = ?').pluck().get(hash) as number;
const tradeCount = () => h.db.prepare('SELECT count(*) FROM trades').pluck().get() as number;
const setLag = (lag: Lag) => {
  for (const key of ['head', 'headers', 'logs'] as const) proxy.lag[key] = lag[key];
};

beforeAll(async () => {
  world = await startReorgWorld();
  proxy = await startRpcProxy({ target: world.url });
  h = await startHarness({ RPC_URL: world.url, RATE_LIMITS: 'off' });
  indexer = await indexInto(h, proxy.url, {
    backoff: {
      sleep: async (ms) => {
        waits.push(ms);
        if (waits.length > 50) throw new Error('waited 50 times: the read never got through');
        setLag(caughtUp);
      },
    },
    onRollback: (r) => rollbacks.push(r),
  });
}, 120_000);

afterAll(async () => {
  await h?.close();
  await proxy?.close();
  await world?.stop();
});

describe('a node behind the head', () => {
  it('without the cursor’s block (its head is lower) is waited for, and nothing is rolled back', async () => {
    await world.send(bob, world.buyCall(world.token, '0.1'));
    await world.mine(2);
    await follow();
    const before = tradeCount();
    setLag({ head: 3 });
    expect(await indexer.syncOnce()).toBe(0);
    expect(rollbacks).toEqual([]);
    expect(tradeCount()).toBe(before);
    setLag({});
    const hash = await world.send(carol, world.buyCall(world.token, '0.1'));
    await follow();
    expect(traded(hash)).toBe(1);
    expect(rollbacks).toEqual([]);
  }, 60_000);

  it('answering null for a header below the head it named is waited for, not an exit', async () => {
    waits.length = 0;
    const hash = await world.send(bob, world.buyCall(world.token, '0.1'));
    setLag({ headers: 1 });
    caughtUp = {};
    await follow();
    expect(waits.length).toBeGreaterThan(0);
    expect(traded(hash)).toBe(1);
  }, 60_000);

  it('without a block’s logs yet (read by the hash of its header) is waited for: the logs are not lost', async () => {
    waits.length = 0;
    const hash = await world.send(carol, world.buyCall(world.token, '0.1'));
    // Headers from a node at the head, logs from one a block behind (one load balancer, two nodes).
    setLag({ logs: 1 });
    caughtUp = {};
    await follow();
    expect(waits.length).toBeGreaterThan(0);
    expect(traded(hash)).toBe(1);
    expect(rollbacks).toEqual([]);
  }, 60_000);
});

describe('a slow node', () => {
  it('that times out on wide log ranges is asked again over half the range, and every block is read', async () => {
    const slow = await startRpcProxy({ target: world.url, timeoutAbove: 8 });
    const other = await startHarness({ RPC_URL: world.url, RATE_LIMITS: 'off' });
    try {
      // Blocks below the reorganisation window, where ranges (not single blocks) are read.
      await world.mine(400);
      await follow();
      let retries = 0;
      await indexInto(other, slow.url, {
        backoff: {
          sleep: async () => {
            // Asked again at the same range, it would time out for ever: stop it here.
            if (++retries > 50) throw new Error('a timeout was asked again 50 times at the same range');
          },
        },
      });
      expect(slow.stats.timedOut).toBeGreaterThan(0);
      // Halved at once: no timeout was waited out to ask the same range again.
      expect(retries).toBe(0);
      expect(slow.stats.widestForwarded).toBeLessThanOrEqual(8);
      const count = (harness: Harness) => harness.db.prepare('SELECT count(*) FROM trades').pluck().get();
      expect(count(other)).toBe(count(h));
    } finally {
      await other.close();
      await slow.close();
    }
  }, 120_000);
});
