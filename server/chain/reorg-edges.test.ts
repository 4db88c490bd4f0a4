/**
 * The indexer's rollback at its edges, on a private Anvil: a catch-up that applied blocks without
 * their undo just above the blocks it keeps (a reorganisation across them asks for a reindex, rather
 * than reading them twice).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBook } from '../../interface/contracts/address-book';
import { type Harness, startHarness } from '../test/harness';
import { bob, indexInto, type ReorgWorld, startReorgWorld } from '../test/reorg-world';
import { ChainMismatchError, createIndexer } from './indexer';

const book = addressBook(31337);
let world: ReorgWorld;
const harnesses: Harness[] = [];

const harness = async () => {
  const h = await startHarness({ RPC_URL: world.url, RATE_LIMITS: 'off' });
  harnesses.push(h);
  return h;
};

/** The chain's last block (read, not viem's cached block number). */
const head = async () => Number((await world.reader.getBlock({ blockTag: 'latest' })).number);

beforeAll(async () => {
  world = await startReorgWorld();
}, 120_000);

afterAll(async () => {
  for (const h of harnesses) await h.close();
  await world?.stop();
});

describe('a reorganisation across blocks a catch-up applied without their undo', () => {
  it('finds no kept ancestor below them and asks for a reindex (no duplicate trade, no crash)', async () => {
    const window = 5;
    const h = await harness();
    await indexInto(h, world.url, { reorgWindow: window });
    const kept = await head();
    // A trade just above the kept blocks, then enough blocks that the catch-up's first read, in a range
    // of 4, applies the trade's block below the window and ends inside it.
    await world.send(bob, world.buyCall(world.token, '0.1'));
    await world.mine(7);
    expect(await head()).toBe(kept + 8);
    const catchUp = createIndexer(h.db, h.ingest, {
      rpcUrl: world.url,
      book,
      confirmations: 0,
      reorgWindow: window,
      maxRange: 4,
    });
    expect(await catchUp.syncOnce()).toBe(4);
    // Replaces every block from kept + 2 on, before the catch-up reads them: the kept block `kept` is
    // still the chain's, but the trade's block kept + 1 above it was applied without its undo.
    await world.reorg(7);
    await expect(catchUp.syncOnce()).rejects.toThrow(ChainMismatchError);
    await expect(catchUp.syncOnce()).rejects.toThrow(/npm run reindex/);
  }, 60_000);
});
