/**
 * The indexer on a busy chain (server/test/busy-chain.ts), through a proxy that counts what it asks
 * and what comes back: other people's blocks (a 10,000-log block of Transfers, Approvals, a Uniswap V2
 * fork's pair creation and swaps, malformed logs of known topics) cost it almost nothing, every
 * eth_getLogs names its addresses, our launch and buy sent after them show in the API at the next
 * read, and malformed logs from an address it follows are skipped.
 */
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenDetailSchema } from '../../interface/tokens';
import { type BusyChain, startBusyChain } from '../test/busy-chain';
import { type Harness, ok, startHarness } from '../test/harness';
import { type RpcProxy, startRpcProxy } from '../test/rpc-proxy';
import { createIndexer } from './indexer';

let world: BusyChain;
let proxy: RpcProxy;
let h: Harness;
let indexer: ReturnType<typeof createIndexer>;

const follow = async () => {
  let blocks = 0;
  for (let read = await indexer.syncOnce(); read > 0; read = await indexer.syncOnce()) blocks += read;
  return blocks;
};
/** eth_getLogs that name no address (a read by block hash must name them too). */
const unnamed = () =>
  proxy.stats.getLogs.filter((f) => !(Array.isArray(f.address) ? f.address.length > 0 : typeof f.address === 'string'));
const token = async (address: string) => ok(await h.launch(`/api/token?address=${address}`), tokenDetailSchema);
const holders = (address: string) =>
  h.db.prepare('SELECT total_holders FROM tokens WHERE address = ?').pluck().get(address.toLowerCase());

beforeAll(async () => {
  world = await startBusyChain();
  proxy = await startRpcProxy({ target: world.url });
  h = await startHarness({ CHAIN_ID: '84532', RPC_URL: world.url, DEPLOYMENTS_DIR: world.outDir });
  indexer = createIndexer(h.db, h.ingest, { rpcUrl: proxy.url, book: world.book, confirmations: 0 });
  await follow();
}, 120_000);

afterAll(async () => {
  await h?.close();
  await proxy?.close();
  world?.stop();
});

describe('the indexer on a busy chain', () => {
  it('reads other people’s blocks by naming its addresses, and fetches next to nothing of them', async () => {
    const before = { ...proxy.stats, getLogs: proxy.stats.getLogs.length };
    await world.foreignBlock({ transfers: 10_000 });
    await world.foreignBlock({ approvals: 3_000, forkPairs: 1, forkSwaps: 2_000, malformed: 500 });
    // Below the reorganisation window too, where ranges are read rather than blocks by hash.
    await world.mine(300);
    await world.foreignBlock({ transfers: 5_000, forkSwaps: 1_000 });
    expect(await follow()).toBe(303);

    expect(proxy.stats.getLogs.length).toBeGreaterThan(before.getLogs);
    expect(unnamed()).toEqual([]);
    // 2 × 10,000 foreign Transfers by topic came to 18 MB; headers alone are about 1 KB a block.
    expect(proxy.stats.bytesOut - before.bytesOut).toBeLessThan(1_500_000);
    // No block was read with its transactions for a log that is not ours.
    expect(h.db.prepare('SELECT count(*) FROM pairs').pluck().get()).toBe(0);
  }, 120_000);

  it('shows our launch and buy sent after the foreign blocks at its next read, within 2 s of chain time', async () => {
    const launched = await world.launch('Ours', 'OURS');
    const buy = await world.buy(launched.token, '0.2');
    // Launched in one block and bought in the next: one read learns the token and reads its Transfers.
    expect(await indexer.syncOnce()).toBe(2);
    const { timestamp } = await world.client.getBlock({ blockNumber: buy.blockNumber });
    h.clock.now = Number(timestamp) * 1000 + 2_000;
    const t = await token(launched.token.toLowerCase());
    expect(t.ticker).toBe('OURS');
    expect(t.price_updates.map((p) => p.tx_hash)).toEqual([buy.transactionHash, launched.receipt.transactionHash]);
    expect(holders(launched.token)).toBe(1);
    expect(unnamed()).toEqual([]);
  }, 60_000);

  it('skips malformed logs of known topics from an address it follows, and carries on', async () => {
    const other = await world.launch('Broken', 'BRKN');
    await follow();
    const before = { holders: holders(other.token), cursor: await world.client.getBlockNumber({ cacheTime: 0 }) };
    await world.malformedFrom(other.token as Address, 50);
    const buy = await world.buy((await world.launch('After', 'AFTR')).token, '0.1');
    expect(await follow()).toBe(3);
    expect(before.cursor).toBeGreaterThan(0n);
    expect(holders(other.token)).toBe(before.holders);
    const rows = h.db.prepare('SELECT count(*) FROM trades WHERE tx_hash = ?').pluck().get(buy.transactionHash);
    expect(rows).toBe(1);
  }, 60_000);

  it('asks a node that refuses long address lists again with shorter ones, and reads the same', async () => {
    const strict = await startRpcProxy({ target: world.url, maxAddresses: 2 });
    const other = await startHarness({ CHAIN_ID: '84532', RPC_URL: world.url, DEPLOYMENTS_DIR: world.outDir });
    try {
      const reader = createIndexer(other.db, other.ingest, { rpcUrl: strict.url, book: world.book, confirmations: 0 });
      while ((await reader.syncOnce()) > 0) {}
      const lists = strict.stats.getLogs.map((f) => (Array.isArray(f.address) ? f.address.length : 0));
      expect(Math.max(...lists)).toBeGreaterThan(2);
      const trades = (x: Harness) => x.db.prepare('SELECT tx_hash, token_id FROM trades ORDER BY id').all();
      const tokens = (x: Harness) => x.db.prepare('SELECT address, total_holders FROM tokens ORDER BY address').all();
      expect(tokens(other)).toEqual(tokens(h));
      expect(trades(other)).toEqual(trades(h));
    } finally {
      await other.close();
      await strict.close();
    }
  }, 60_000);
});
