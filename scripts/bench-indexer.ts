/**
 * `npm run bench:indexer`: the indexer on the local world (the cached genesis, loaded into a private
 * Anvil). Prints the first index's events per second, then, with the services following the chain
 * as `npm start` runs them (simulated traders on) and extra traders sending `LOAD_TPS` trades a
 * second, a trade's lag from its block to `GET /api/token`: p50, p90, p99 and max over `PROBES`
 * probe trades, from the moment its receipt exists (polled every 5 ms) to the first answer that
 * lists it (polled every 10 ms).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Address, createPublicClient, type Hash, http, toHex } from 'viem';
import { addressBook } from '../interface/contracts/address-book';
import { createServices } from '../server/app';
import { INDEXED_TOPICS } from '../server/chain/chain-events';
import { ensureGenesis } from '../server/chain/genesis/cache';
import { genesisCalls } from '../server/chain/genesis/calls';
import { genesisStatePath } from '../server/chain/genesis/files';
import { createIndexer } from '../server/chain/indexer';
import { freePort, startPrivateChain } from '../server/chain/private-chain';
import { loadConfig } from '../server/config';
import { connectSimulatorWallet, type SimulatorWallet } from '../server/simulate/chain-wallet';

const LOAD_TPS = Number(process.env.LOAD_TPS ?? 8);
const PROBES = Number(process.env.PROBES ?? 200);
const LOAD_SENDERS = 4;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (since: number) => (performance.now() - since) / 1000;
const book = addressBook(31337);
const calls = genesisCalls(book);

/** The events the indexer reads, counted apart from it (ranges small enough for Anvil to answer fast). */
async function countEvents(rpcUrl: string, from: bigint, to: bigint): Promise<number> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  let events = 0;
  for (let start = from; start <= to; start += 10n) {
    const end = start + 9n > to ? to : start + 9n;
    const logs = await client.request({
      method: 'eth_getLogs',
      params: [{ fromBlock: toHex(start), toBlock: toHex(end), topics: [INDEXED_TOPICS] }],
    });
    events += logs.length;
  }
  return events;
}

async function firstIndex(rpcUrl: string, databasePath: string, wallet: SimulatorWallet) {
  const { ctx } = createServices(loadConfig({ DATABASE_PATH: databasePath, RPC_URL: rpcUrl, SIMULATE: '0' }));
  const started = performance.now();
  const indexer = createIndexer(ctx.db, ctx.ingest, { rpcUrl, book, confirmations: 0 });
  while ((await indexer.syncOnce()) > 0) {}
  const took = seconds(started);
  const head = await wallet.client.getBlockNumber();
  const events = await countEvents(rpcUrl, BigInt(book.startBlock), head);
  console.log(
    `first index: ${events} events in ${head} blocks, ${took.toFixed(1)} s: ${(events / took).toFixed(0)} events/s`,
  );
  const funding = ctx.db
    .prepare('SELECT address FROM tokens WHERE graduated_at IS NULL ORDER BY reserve_token DESC LIMIT 40')
    .pluck()
    .all() as Address[];
  ctx.db.close();
  return funding;
}

async function startServices(env: Record<string, string>) {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const url = `http://127.0.0.1:${env.LAUNCH_PORT}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/api/tokens`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  return { url, stop: () => process.kill(-child.pid!, 'SIGTERM') };
}

/** `LOAD_SENDERS` traders, each a buy of a funding token at its share of `LOAD_TPS`, until `stop`. */
function sendLoad(wallet: SimulatorWallet, tokens: Address[]) {
  let stopped = false;
  let sent = 0;
  const interval = (1000 * LOAD_SENDERS) / LOAD_TPS;
  const sender = async (n: number) => {
    const trader = `0x${(0xb00000 + n).toString(16).padStart(40, '0')}` as Address;
    while (!stopped) {
      const started = performance.now();
      const token = tokens[Math.floor(Math.random() * tokens.length)]!;
      await wallet.send(calls.curveBuy(trader, token, 10n ** 15n), 'load').catch(() => {});
      sent++;
      await sleep(Math.max(0, interval - (performance.now() - started)));
    }
  };
  const started = performance.now();
  const running = Promise.all(Array.from({ length: LOAD_SENDERS }, (_, n) => sender(n)));
  return async () => {
    stopped = true;
    await running;
    return sent / seconds(started);
  };
}

const PROBE_TRADER = '0x00000000000000000000000000000000000be4c4' as Address;

/**
 * One probe: a buy; its block is mined when its receipt exists (Anvil answers the hash first and
 * mines right after), then `GET /api/token` every 10 ms until its price updates list the probe's hash.
 */
async function probe(wallet: SimulatorWallet, api: string, token: Address): Promise<{ mining: number; lag: number }> {
  const call = calls.curveBuy(PROBE_TRADER, token, 10n ** 14n);
  const sent = performance.now();
  const hash: Hash = await wallet.client.sendTransaction({ ...call, account: PROBE_TRADER, chain: null });
  while (!(await wallet.client.getTransactionReceipt({ hash }).catch(() => undefined))) await sleep(5);
  const mined = performance.now();
  for (;;) {
    const body = (await (await fetch(`${api}/api/token?address=${token}`)).json()) as {
      price_updates: { tx_hash: string }[];
    };
    if (body.price_updates.some((t) => t.tx_hash === hash))
      return { mining: mined - sent, lag: performance.now() - mined };
    await sleep(10);
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const genesis = await ensureGenesis({ dataDir: resolve(process.env.CHAIN_DATA_DIR ?? '.data/chain') });
const chain = await startPrivateChain(['--load-state', genesisStatePath(genesis)], { readyTimeoutMs: 180_000 });
const dir = mkdtempSync(join(tmpdir(), 'bench-indexer-'));
let services: { url: string; stop(): void } | undefined;
try {
  const wallet = (await connectSimulatorWallet(chain.url))!;
  const databasePath = join(dir, 'index.sqlite');
  const funding = await firstIndex(chain.url, databasePath, wallet);
  const [launchPort, swapPort] = [await freePort(), await freePort()];
  services = await startServices({
    DATABASE_PATH: databasePath,
    RPC_URL: chain.url,
    LAUNCH_PORT: String(launchPort),
    SWAP_PORT: String(swapPort),
    RATE_LIMITS: 'off',
    SIMULATE: '1',
  });
  const stopLoad = sendLoad(wallet, funding.slice(1));
  // The first send impersonates and funds the probe's trader.
  await wallet.send(calls.curveBuy(PROBE_TRADER, funding[0]!, 10n ** 14n), 'warm-up');
  const probes: { mining: number; lag: number }[] = [];
  for (let i = 0; i < PROBES; i++) {
    probes.push(await probe(wallet, services.url, funding[0]!));
    await sleep(50);
  }
  const tps = await stopLoad();
  const summary = (values: number[]) => {
    const sorted = values.toSorted((a, b) => a - b);
    const ms = (p: number) => `${percentile(sorted, p).toFixed(0)} ms`;
    return `p50 ${ms(0.5)}, p90 ${ms(0.9)}, p99 ${ms(0.99)}, max ${sorted.at(-1)!.toFixed(0)} ms`;
  };
  console.log(`under ${tps.toFixed(1)} trades/s of load (plus the simulator), ${PROBES} probes:`);
  console.log(`  lag from block to API: ${summary(probes.map((p) => p.lag))}`);
  console.log(`  (Anvil, from send to mined: ${summary(probes.map((p) => p.mining))})`);
} finally {
  services?.stop();
  await chain.stop();
  rmSync(dir, { recursive: true, force: true });
}
