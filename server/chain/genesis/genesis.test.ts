/**
 * A small genesis on a private Anvil: every planned transaction succeeds, and the services' index of
 * that chain holds the seed's world (its tokens and trades, graduations into real pairs, the
 * auction's bids, hostile names on chain and hostile metadata through the hash-checked path).
 */
import { toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBook } from '../../../interface/contracts/address-book';
import { tokenDetailSchema, tokenListResponseSchema } from '../../../interface/tokens';
import { hostileTokens } from '../../seed/names';
import { loadRegistry } from '../../swap/registry';
import { type Harness, ok, startHarness } from '../../test/harness';
import { INDEXED_TOPICS, PAIR_TOPICS, ROOT_TOPICS, TOKEN_TOPICS } from '../chain-events';
import { readLocalBytecode } from '../deployment';
import { createIndexer } from '../indexer';
import { startPrivateChain } from '../private-chain';
import { writeChatAndMetadata, writeReferrals } from './community';
import { buildGenesis, GENESIS_ANVIL_ARGS, type GenesisResult } from './genesis';

const NOW = Date.UTC(2026, 10, 20, 12);
const SCALE = { tokens: 40, trades: 2_500, graduatedShare: 0.25, poolSwaps: 30 };

let chain: Awaited<ReturnType<typeof startPrivateChain>>;
let h: Harness;
let genesis: GenesisResult;
const sending: { sent: number; total: number; done: number }[] = [];
const reads: { to: bigint; head: bigint; events: number }[] = [];
const count = (sql: string) => (h.db.prepare(sql).get() as { n: number }).n;

beforeAll(async () => {
  chain = await startPrivateChain(GENESIS_ANVIL_ARGS);
  const book = addressBook(31337);
  genesis = await buildGenesis({
    rpcUrl: chain.url,
    seed: 5,
    now: NOW,
    scale: SCALE,
    registry: loadRegistry(31337),
    book,
    bytecode: readLocalBytecode(),
    verify: true,
    onProgress: (progress) => sending.push(progress),
  });
  h = await startHarness({ RPC_URL: chain.url });
  writeReferrals(h.ingest, genesis.community);
  const indexer = createIndexer(h.db, h.ingest, {
    rpcUrl: chain.url,
    book,
    confirmations: 0,
    onRead: (read) => reads.push(read),
  });
  while ((await indexer.syncOnce()) > 0) {}
  writeChatAndMetadata(h.ingest, genesis.community);
}, 120_000);
afterAll(async () => {
  await h?.close();
  await chain?.stop();
});

describe('the genesis', () => {
  it('sends the whole plan, and not one transaction reverts', () => {
    expect(genesis.reverted).toEqual([]);
    expect(genesis.tokens).toBe(SCALE.tokens);
    expect(genesis.transactions).toBeGreaterThan(SCALE.trades);
  });

  it('tells its progress as it sends, from nothing to every transaction', () => {
    expect(sending[0]).toEqual({ sent: 0, total: genesis.transactions, done: 0 });
    expect(sending.at(-1)).toEqual({ sent: genesis.transactions, total: genesis.transactions, done: 1 });
    for (const [i, p] of sending.entries()) {
      if (i === 0) continue;
      expect(p.sent).toBeGreaterThanOrEqual(sending[i - 1]!.sent);
      expect(p.done).toBeGreaterThan(sending[i - 1]!.done);
    }
  });

  it('tells each range its indexer reads, up to the head, with every event of ours the chain holds', async () => {
    const head = BigInt(genesis.blocks);
    expect(reads.at(-1)?.to).toBe(head);
    expect(reads.every((r) => r.head === head)).toBe(true);
    const logs = (await fetch(chain.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getLogs',
        params: [{ fromBlock: toHex(addressBook(31337).startBlock), toBlock: 'latest', topics: [INDEXED_TOPICS] }],
      }),
    }).then((r) => r.json())) as { result: { address: string; topics: string[] }[] };
    // Ours: the contracts' events, launched tokens' Transfers and the followed pairs' Sync and Swap
    // (not the pairs' LP Transfers, nor WETH's or the stablecoins' Transfers, which share the topic).
    const book = addressBook(31337);
    const roots = new Set(
      [book.launchFactory, book.featuredAuction, book.uniswapV2Factory].map((a) => a.toLowerCase()),
    );
    const tokens = new Set(h.db.prepare('SELECT address FROM tokens').pluck().all() as string[]);
    const pairs = new Set(h.db.prepare('SELECT address FROM pairs').pluck().all() as string[]);
    const ours = logs.result.filter(({ address, topics }) => {
      const at = address.toLowerCase();
      if (roots.has(at)) return ROOT_TOPICS.includes(topics[0] as never);
      if (tokens.has(at)) return TOKEN_TOPICS.includes(topics[0] as never);
      return pairs.has(at) && PAIR_TOPICS.includes(topics[0] as never);
    });
    expect(reads.reduce((n, r) => n + r.events, 0)).toBe(ours.length);
  });

  it('is indexed as the seed planned it: every launch, every trade, graduations and bids', () => {
    expect(count('SELECT count(*) AS n FROM tokens')).toBe(SCALE.tokens);
    expect(count('SELECT count(*) AS n FROM trades')).toBe(genesis.trades);
    expect(count('SELECT count(*) AS n FROM tokens WHERE graduated_at IS NOT NULL')).toBeGreaterThan(0);
    expect(count('SELECT count(*) AS n FROM auction_bids')).toBeGreaterThan(20);
    const times = h.db.prepare('SELECT min(ts) AS lo, max(ts) AS hi FROM trades').get() as {
      lo: number;
      hi: number;
    };
    expect(times.hi).toBeLessThanOrEqual(NOW);
    expect(times.lo).toBeGreaterThan(NOW - 31 * 86_400_000);
  });

  it('launches the hostile names on chain and shows their metadata only through its hash', async () => {
    for (const hostile of hostileTokens()) {
      const found = ok(
        await h.launch(`/api/tokens?search=${encodeURIComponent(hostile.ticker)}`),
        tokenListResponseSchema,
      );
      expect(found.tokens.map((t) => t.name)).toContain(hostile.name);
    }
    for (const { token, metadata } of genesis.community.metadata.slice(0, 5)) {
      const detail = ok(await h.launch(`/api/token?address=${token}`), tokenDetailSchema);
      expect(detail.description).toBe(metadata.description);
      // Logo paths come back as URLs on the launch service.
      expect(detail.image_url.endsWith(metadata.image)).toBe(true);
    }
  });
});
