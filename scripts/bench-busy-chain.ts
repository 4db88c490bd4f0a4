/**
 * `npm run bench:busy-chain`: what one block of ours costs a reader of the busy chain
 * (server/test/busy-chain.ts), with 0 and with 10,000 foreign logs in each block. Every reader reads
 * through a proxy that counts its JSON-RPC calls and the bytes both ways; each round mines a block of
 * foreign logs (or an empty one) and a block with our buy, and the reader follows. The costs per
 * block with and without the foreign logs must be within 10% of each other, and no eth_getLogs may
 * lack addresses: the bench fails otherwise.
 *
 * Readers: the services' indexer, following as many launched tokens as TOKENS says (default 10,000;
 * the database is given them, a tenth with a graduated pair: the address lists the indexer sends are
 * those of a world that size, though the chain holds one of them); and the app's live market, as a
 * page that lists PAGE_TOKENS tokens follows new blocks (scripts/busy-chain/measure-live-market.ts).
 *
 *   npm run bench:busy-chain                 # TOKENS=10000 ROUNDS=10
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Address, createPublicClient, http, keccak256, toHex } from 'viem';
import { createServices } from '../server/app';
import { createIndexer } from '../server/chain/indexer';
import { loadConfig } from '../server/config';
import { type BusyChain, startBusyChain } from '../server/test/busy-chain';
import { type RpcProxy, startRpcProxy } from '../server/test/rpc-proxy';
import { measureLiveMarket } from './busy-chain/measure-live-market';

const TOKENS = Number(process.env.TOKENS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const FOREIGN_LOGS = 10_000;
/** Tokens a discovery page lists, whose pairs its live market follows. */
const PAGE_TOKENS = 50;

/** A reader of the chain, measured: started against the proxy's URL, then asked to catch up after each round. */
interface Reader {
  name: string;
  /** What it follows, in words. */
  follows: string;
  /** `token`: ours, launched on the busy chain, which each round buys. */
  start(world: BusyChain, rpcUrl: string, token: Address): Promise<{ catchUp(): Promise<void>; close(): void }>;
}

interface Cost {
  calls: number;
  requests: number;
  bytesIn: number;
  bytesOut: number;
  getLogs: number;
}

/** A launched token's address of the simulated world: not on the chain, but in the lists the indexer sends. */
const fakeAddress = (i: number, kind: string) =>
  keccak256(toHex(`${kind}${i}`))
    .slice(0, 42)
    .toLowerCase();

/** The services' indexer over a database that follows TOKENS launched tokens and TOKENS / 10 of their pairs. */
const indexer: Reader = {
  name: 'services indexer',
  follows: `${TOKENS.toLocaleString('en')} launched tokens followed`,
  async start(world, rpcUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'launchdeck-bench-busy-'));
    const config = loadConfig({
      CHAIN_ID: '84532',
      RPC_URL: world.url,
      DEPLOYMENTS_DIR: world.outDir,
      DATABASE_PATH: join(dir, 'index.sqlite'),
      SIMULATE: '0',
    });
    const { ctx } = createServices(config);
    ctx.ingest.batch(() => {
      for (let i = 0; i < TOKENS; i++) {
        const address = fakeAddress(i, 'token');
        ctx.ingest.tokenCreated({
          address,
          owner: world.trader.address.toLowerCase(),
          name: `Token ${i}`,
          ticker: `T${i}`,
          description: '',
          imageUrl: '',
          telegram: null,
          twitter: null,
          website: null,
          timestamp: 0,
          metadataHash: `0x${'00'.repeat(32)}`,
        });
        if (i % 10 === 0) {
          ctx.ingest.pairCreated({
            address: fakeAddress(i, 'pair'),
            token0: world.book.weth.toLowerCase(),
            token1: address,
            reserve0: 0n,
            reserve1: 0n,
            timestamp: 0,
          });
        }
      }
    });
    const reader = createIndexer(ctx.db, ctx.ingest, { rpcUrl, book: world.book, confirmations: 0 });
    const catchUp = async () => {
      while ((await reader.syncOnce()) > 0) {}
    };
    await catchUp();
    return {
      catchUp,
      close() {
        ctx.db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/** The app's live market on a page listing the bench's token and PAGE_TOKENS - 1 others, reading each new block. */
const liveMarket: Reader = {
  name: 'app live market',
  follows: `a page listing ${PAGE_TOKENS} tokens`,
  async start(world, rpcUrl, token) {
    // cacheTime 0: viem keeps the block number for 4 s, and the rounds are quicker than that.
    const chain = createPublicClient({ transport: http(world.url), cacheTime: 0 });
    let read = await chain.getBlockNumber();
    const listed = Array.from({ length: PAGE_TOKENS - 1 }, (_, i) => fakeAddress(i, 'token'));
    return {
      async catchUp() {
        const head = await chain.getBlockNumber();
        if (head <= read) return;
        const knownTokens = [token.toLowerCase(), ...listed];
        await measureLiveMarket({ rpcUrl, book: world.book, fromBlock: read + 1n, toBlock: head, knownTokens });
        read = head;
      },
      close() {},
    };
  },
};

const READERS: Reader[] = [indexer, liveMarket];

const snapshot = (proxy: RpcProxy): Cost => ({
  calls: proxy.stats.calls,
  requests: proxy.stats.requests,
  bytesIn: proxy.stats.bytesIn,
  bytesOut: proxy.stats.bytesOut,
  getLogs: proxy.stats.getLogs.length,
});

/** The cost per block of ROUNDS rounds, each a block of `foreign` foreign logs and a block with our buy. */
async function perBlock(world: BusyChain, reader: Reader, token: Address, foreign: number): Promise<Cost> {
  const proxy = await startRpcProxy({ target: world.url });
  const running = await reader.start(world, proxy.url, token);
  try {
    const before = snapshot(proxy);
    for (let round = 0; round < ROUNDS; round++) {
      await world.foreignBlock(foreign ? { transfers: foreign } : {});
      await world.buy(token, '0.001');
      await running.catchUp();
    }
    // One address may go as a string (viem's way), several as a list; reads by block hash name theirs too.
    const named = (address: unknown) => (Array.isArray(address) ? address.length > 0 : typeof address === 'string');
    const unnamed = proxy.stats.getLogs.filter((f) => !named(f.address));
    if (unnamed.length > 0) throw new Error(`${reader.name}: ${unnamed.length} eth_getLogs without addresses`);
    const after = snapshot(proxy);
    const blocks = ROUNDS * 2;
    const per = (key: keyof Cost) => (after[key] - before[key]) / blocks;
    return {
      calls: per('calls'),
      requests: per('requests'),
      bytesIn: per('bytesIn'),
      bytesOut: per('bytesOut'),
      getLogs: per('getLogs'),
    };
  } finally {
    running.close();
    await proxy.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const line = (label: string, c: Cost) =>
  `  ${label.padEnd(29)} ${c.calls.toFixed(1).padStart(6)} calls (${c.getLogs.toFixed(1)} eth_getLogs) in ${c.requests.toFixed(1)} HTTP requests, ` +
  `${kb(c.bytesIn)} sent, ${kb(c.bytesOut)} received`;

const world = await startBusyChain();
let failed = false;
try {
  const { token } = await world.launch('Bench', 'BNCH');
  console.log(`Busy chain: ${ROUNDS} rounds of a block of foreign logs and a block with our buy; per block:`);
  for (const reader of READERS) {
    const quiet = await perBlock(world, reader, token, 0);
    const busy = await perBlock(world, reader, token, FOREIGN_LOGS);
    console.log(`${reader.name} (${reader.follows}):`);
    console.log(line('no foreign logs', quiet));
    console.log(line(`${FOREIGN_LOGS.toLocaleString('en')} foreign logs a block`, busy));
    for (const key of ['calls', 'bytesIn', 'bytesOut'] as const) {
      const apart = Math.abs(busy[key] - quiet[key]) / Math.max(quiet[key], 1);
      if (apart > 0.1) {
        failed = true;
        console.error(`  ${key} differ by ${(apart * 100).toFixed(0)}% (more than 10%)`);
      }
    }
  }
  console.log('Every eth_getLogs named its addresses.');
} finally {
  world.stop();
}
process.exit(failed ? 1 : 0);
