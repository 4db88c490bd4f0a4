/**
 * GET /api/health tells the truth against the clock (an injected one): caught up is `ok`; an indexer
 * stuck in a 429 loop, or following a node that stopped at an old head, is `degraded` with HTTP 503,
 * though its last numbers still say 0 blocks behind. And the block time it judges by is the chain's.
 */
import { createPublicClient, http, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBook } from '../../interface/contracts/address-book';
import { type Health, healthSchema } from '../../interface/health';
import { startBareChain } from '../test/bare-chain';
import { type Harness, startHarness } from '../test/harness';
import { type RpcProxy, startRpcProxy } from '../test/rpc-proxy';
import { deployLocalContracts } from './deploy';
import { createIndexer } from './indexer';
import { createIndexerHealth, type IndexerHealth, measureBlockTimeMs } from './indexer-health';
import { startPrivateChain } from './private-chain';

const BLOCK_TIME_MS = 2_000;
let chain: Awaited<ReturnType<typeof startPrivateChain>>;
let h: Harness;
let health: IndexerHealth;
let limited: RpcProxy;
const rpc = (method: string, params: unknown[] = []) =>
  createPublicClient({ transport: http(chain.url) }).request({ method: method as never, params: params as never });

/** An indexer of the chain at `rpcUrl` on the harness's clock, whose waits move that clock (never a real wait). */
function indexerThrough(rpcUrl: string, maxWaits = Number.POSITIVE_INFINITY) {
  let waits = 0;
  return createIndexer(h.db, h.ingest, {
    rpcUrl,
    book: addressBook(31337),
    confirmations: 0,
    health,
    backoff: {
      now: () => h.clock.now,
      sleep: async (ms) => {
        h.clock.advance(ms);
        if (++waits >= maxWaits) throw new Error('the test stops waiting');
      },
    },
  });
}
const catchUp = async (rpcUrl = chain.url) => {
  const indexer = indexerThrough(rpcUrl);
  while ((await indexer.syncOnce()) > 0) {}
};

/** Mines a block stamped with the harness's clock, as a live chain's next block would be. */
const mineNow = async () => {
  await rpc('evm_setNextBlockTimestamp', [toHex(Math.ceil(h.clock.now / 1000))]);
  await rpc('evm_mine');
};

async function healthNow(): Promise<{ status: number; body: Health }> {
  const reply = await h.launch('/api/health');
  return { status: reply.status, body: healthSchema.parse(reply.body) };
}

beforeAll(async () => {
  chain = await startPrivateChain();
  await deployLocalContracts(chain.url);
  h = await startHarness({ RPC_URL: chain.url, RATE_LIMITS: 'off' });
  health = createIndexerHealth({ blockTimeMs: BLOCK_TIME_MS });
  h.ctx.indexerHealth = health;
  limited = await startRpcProxy({ target: chain.url, every429: 1, retryAfterSeconds: 5 });
}, 60_000);

afterAll(async () => {
  await limited?.close();
  await h?.close();
  chain?.stop();
});

describe('GET /api/health against the clock', () => {
  it('is ok when caught up with a fresh head, and says when it read and how old the head is', async () => {
    h.clock.now = Date.now();
    await mineNow();
    await catchUp();
    const { status, body } = await healthNow();
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.indexer).toMatchObject({
      lag_blocks: 0,
      last_read_at: new Date(h.clock.now).toISOString(),
      head_age_seconds: 0,
      block_time_seconds: 2,
      stale_after_seconds: 60,
      problems: [],
    });
  });

  it('is degraded with 503 while every read is rate-limited, though its last numbers say 0 behind', async () => {
    const before = h.clock.now;
    await expect(indexerThrough(limited.url, 40).syncOnce()).rejects.toThrow('the test stops waiting');
    expect(h.clock.now - before).toBeGreaterThan(60_000);
    const { status, body } = await healthNow();
    expect(status).toBe(503);
    expect(body.status).toBe('degraded');
    expect(body.indexer?.lag_blocks).toBe(0);
    expect(body.indexer?.last_error?.message).toMatch(/429|Too Many Requests/);
    expect(body.indexer?.problems.join(' ')).toMatch(/has not finished a read for \d+ s/);
    // The node meanwhile mined on: a read through it brings the health back.
    await mineNow();
    await catchUp();
    expect(await healthNow()).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('is degraded with 503 on a node whose head stopped moving, though every read succeeds', async () => {
    health.lastError = null;
    await catchUp();
    h.clock.advance(21 * 60_000);
    await catchUp();
    const { status, body } = await healthNow();
    expect(status).toBe(503);
    expect(body.indexer).toMatchObject({ lag_blocks: 0, head_age_seconds: expect.any(Number), last_error: null });
    expect(body.indexer?.head_age_seconds).toBeGreaterThan(20 * 60);
    expect(body.indexer?.problems.join(' ')).toMatch(/head is \d+ s old/);
    await mineNow();
    await catchUp();
    expect(await healthNow()).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('never judges the head of a chain that mines on demand (no block time), only the reads', async () => {
    const localHealth = createIndexerHealth();
    h.ctx.indexerHealth = localHealth;
    try {
      Object.assign(localHealth, { ...health, blockTimeMs: null });
      h.clock.advance(60 * 60_000);
      expect((await healthNow()).body.indexer?.problems).toEqual([expect.stringMatching(/has not finished a read/)]);
      localHealth.lastReadAt = h.clock.now;
      expect(await healthNow()).toMatchObject({ status: 200, body: { status: 'ok' } });
    } finally {
      h.ctx.indexerHealth = health;
    }
  });
});

describe("the chain's block time", () => {
  it('is measured from its last 100 blocks', async () => {
    const bare = await startBareChain();
    try {
      const client = createPublicClient({ transport: http(bare.url) });
      // Each block 2 s after the one before, whatever the wall clock does meanwhile: anvil_mine's own
      // interval adds to the real time, and a busy machine mining 150 blocks let a second slip in (2,010 ms).
      await client.request({ method: 'anvil_setBlockTimestampInterval' as never, params: [2] as never });
      await client.request({ method: 'anvil_mine' as never, params: [toHex(150)] as never });
      expect(await measureBlockTimeMs(bare.url)).toBe(2_000);
    } finally {
      bare.stop();
    }
  });
});
