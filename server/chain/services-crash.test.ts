/**
 * The services as `npm start` runs them (a child process on a genesis chain, with its GENESIS_DIR),
 * killed outright (SIGKILL) twice during their first index, after the genesis's referrals and in the
 * middle of the chain, then started again: they catch up with no trade lost or doubled, and hold and
 * answer exactly what a clean index of the same chain does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBook } from '../../interface/contracts/address-book';
import type { Db } from '../db/open';
import { loadRegistry } from '../swap/registry';
import { DAY, type Harness, PUBLIC_URL, startHarness } from '../test/harness';
import { expectSameAnswers, indexAnswers } from '../test/index-answers';
import { readLocalBytecode } from './deployment';
import { writeChatAndMetadata, writeReferrals } from './genesis/community';
import { buildGenesis, GENESIS_ANVIL_ARGS, type GenesisResult } from './genesis/genesis';
import { createIndexer } from './indexer';
import { startPrivateChain } from './private-chain';

const book = addressBook(31337);
/**
 * Enough for about six ranges of blocks, over a second or two of indexing on 2 cores. The history
 * ends 40 days ago, so every metric window and referral period is empty by the wall clock the child
 * runs on: nothing in its answers moves with time but the referral leaderboard's `updated_at`.
 */
const SCALE = { tokens: 60, trades: 6_000, graduatedShare: 0.25, poolSwaps: 40 };
const POLL_MS = 5;
/** Upper bounds only: each wait ends as soon as its condition holds. */
const STEP_UPPER_BOUND_MS = 60_000;
const TEST_UPPER_BOUND_MS = 240_000;

let chain: Awaited<ReturnType<typeof startPrivateChain>>;
let genesis: GenesisResult;
let dir: string;
let env: Record<string, string>;
let head: number;
let clean: Harness;
const children: ChildProcess[] = [];

interface Services {
  child: ChildProcess;
  /** Resolves with the services' URLs once they have caught up and listen. */
  ready: Promise<{ launchUrl: string; swapUrl: string }>;
  /** Whether they said they were ready. */
  isReady: () => boolean;
  output: () => string;
}

/** `npm run services` as a child of its own (node with tsx's loader: one process to kill). */
function startServices(): Services {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  let ready = false;
  const urls = new Promise<{ launchUrl: string; swapUrl: string }>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const launchUrl = /Launch service ready at (\S+)/.exec(output)?.[1];
      const swapUrl = /Swap service ready at (\S+)/.exec(output)?.[1];
      if (launchUrl && swapUrl) {
        ready = true;
        resolve({ launchUrl, swapUrl });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`the services exited (${code ?? signal}):\n${output}`)));
  });
  urls.catch(() => {});
  return { child, ready: urls, isReady: () => ready, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** The block the services' database has indexed to, read as another process would; undefined before any. */
function indexedBlock(reader: Db): number | undefined {
  try {
    const value = reader.prepare("SELECT value FROM meta WHERE key = 'chain_block'").pluck().get() as
      | string
      | undefined;
    return value === undefined ? undefined : Number(value);
  } catch {
    return undefined; // the schema is not there yet
  }
}

/**
 * Polls the services' database, read-only as another process would read it, until `reached` holds,
 * then kills them outright.
 */
async function killWhen(services: Services, what: string, reached: (reader: Db) => boolean) {
  const path = env.DATABASE_PATH!;
  const started = performance.now();
  let reader: Db | undefined;
  try {
    for (;;) {
      if (!reader && existsSync(path)) reader = new Database(path, { readonly: true, fileMustExist: true });
      if (reader && reached(reader)) break;
      if (services.isReady()) throw new Error(`the services caught up before ${what}: give the world more trades`);
      if (services.child.exitCode !== null) throw new Error(`the services exited:\n${services.output()}`);
      if (performance.now() - started > STEP_UPPER_BOUND_MS) throw new Error(`never ${what}:\n${services.output()}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    reader?.close();
  }
  services.child.kill('SIGKILL');
  await exited(services.child);
  expect(services.child.signalCode).toBe('SIGKILL');
}

/** The genesis's referrals are in, not one block yet. */
const referralsOnly = (reader: Db) => {
  try {
    const referred = reader.prepare('SELECT count(*) FROM accounts WHERE referrer IS NOT NULL').pluck().get();
    return (referred as number) > 0 && indexedBlock(reader) === undefined;
  } catch {
    return false; // the schema is not there yet
  }
};

/** Some blocks of the chain are in, not all. */
const midChain = (reader: Db) => {
  const block = indexedBlock(reader);
  return block !== undefined && block < head;
};

/** What must match a clean index, from the database itself. */
function contents(db: Db) {
  const count = (sql: string) => db.prepare(sql).pluck().get() as number;
  const balances = db
    .prepare<[], { address: string; balance: string }>(
      'SELECT t.address, h.balance FROM holdings h JOIN tokens t ON t.id = h.token_id ORDER BY t.address',
    )
    .all();
  const supplyHeld: Record<string, string> = {};
  for (const { address, balance } of balances) {
    supplyHeld[address] = (BigInt(supplyHeld[address] ?? 0) + BigInt(balance)).toString();
  }
  return {
    tokens: count('SELECT count(*) FROM tokens'),
    trades: count('SELECT count(*) FROM trades'),
    distinctTrades: count('SELECT count(*) FROM (SELECT DISTINCT tx_hash, log_index FROM trades)'),
    holdings: count('SELECT count(*) FROM holdings'),
    pairs: count('SELECT count(*) FROM pairs'),
    bids: count('SELECT count(*) FROM auction_bids'),
    chat: count('SELECT count(*) FROM chat_messages'),
    referralEvents: count('SELECT count(*) FROM referral_events'),
    withMetadata: count("SELECT count(*) FROM tokens WHERE description <> ''"),
    supplyHeld,
  };
}

/** The answers, with the one field that follows the wall clock the child runs on made equal. */
async function answersOf(services: { launchUrl: string; swapUrl: string }) {
  const tokens = clean.db
    .prepare('SELECT address FROM tokens ORDER BY is_graduated DESC, trade_count DESC, address LIMIT 4')
    .pluck()
    .all() as string[];
  const answers = await indexAnswers(services, [...tokens, genesis.community.metadata[0]!.token]);
  for (const key of Object.keys(answers)) {
    answers[key] = answers[key]!.replace(/"updated_at":"[^"]*"/, '"updated_at":"(now)"');
  }
  return answers;
}

beforeAll(async () => {
  chain = await startPrivateChain(GENESIS_ANVIL_ARGS);
  genesis = await buildGenesis({
    rpcUrl: chain.url,
    seed: 23,
    now: Date.now() - 40 * DAY,
    scale: SCALE,
    registry: loadRegistry(31337),
    book,
    bytecode: readLocalBytecode(),
  });
  head = Number(await createPublicClient({ transport: http(chain.url) }).getBlockNumber());
  dir = mkdtempSync(join(tmpdir(), 'launchdeck-crash-'));
  // The genesis folder as `npm start` hands it over: the services take its chat and referrals.
  const genesisDir = join(dir, 'genesis');
  mkdirSync(genesisDir);
  writeFileSync(join(genesisDir, 'community.json'), JSON.stringify(genesis.community));
  env = {
    DATABASE_PATH: join(dir, 'index.sqlite'),
    RPC_URL: chain.url,
    GENESIS_DIR: genesisDir,
    LAUNCH_PORT: '0',
    SWAP_PORT: '0',
    SIMULATE: '0',
    RATE_LIMITS: 'off',
    LAUNCH_PUBLIC_URL: PUBLIC_URL,
  };
  // The clean index: what a new database of this chain holds (server/chain/local-index.ts).
  clean = await startHarness({ RPC_URL: chain.url, RATE_LIMITS: 'off' });
  clean.clock.now = Date.now();
  writeReferrals(clean.ingest, genesis.community);
  const indexer = createIndexer(clean.db, clean.ingest, { rpcUrl: chain.url, book, confirmations: 0 });
  while ((await indexer.syncOnce()) > 0) {}
  writeChatAndMetadata(clean.ingest, genesis.community);
}, 180_000);

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited(child);
  }
  await clean?.close();
  await chain?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the services killed in the middle of their first index', () => {
  it(
    'catch up after restarts with nothing lost or doubled, and answer as a clean index',
    async () => {
      // Once between the genesis's referrals and the first blocks, once in the middle of the chain.
      await killWhen(startServices(), 'the referrals were written', referralsOnly);
      await killWhen(startServices(), 'part of the chain was indexed', midChain);
      const services = await startServices().ready;
      const restarted = new Database(env.DATABASE_PATH!, { readonly: true });
      try {
        expect(indexedBlock(restarted)).toBe(head);
        const recovered = contents(restarted);
        expect(recovered.distinctTrades).toBe(recovered.trades);
        expect(recovered).toEqual(contents(clean.db));
        expect(recovered.trades).toBe(genesis.trades);
      } finally {
        restarted.close();
      }
      clean.clock.now = Date.now();
      expectSameAnswers(await answersOf(services), await answersOf(clean));
    },
    TEST_UPPER_BOUND_MS,
  );
});
