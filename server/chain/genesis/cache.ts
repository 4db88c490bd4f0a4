/**
 * The built genesis, kept on disk (files.ts says what the folder holds), in a folder named after
 * everything the world depends on: the seed, the contracts, and the code that plans and sends it.
 * The next start loads it in seconds; a change to any of those builds a new one. The services' first
 * index of it is kept beside it, so a new database starts as a copy instead of reading 185k events.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addressBook } from '../../../interface/contracts/address-book';
import { loadConfig } from '../../config';
import { openDatabase, removeDatabase } from '../../db/open';
import { createIngest } from '../../ingest/ingest';
import { loadRegistry } from '../../swap/registry';
import { contractsSourceHash, LOCAL_DEPLOYMENT, readLocalBytecode } from '../deployment';
import { catchUp } from '../local-index';
import { startPrivateChain } from '../private-chain';
import { formatCount, formatDuration, type ProgressOutput, processProgressOutput, progressStage } from '../progress';
import { genesisCommunityPath, genesisIndexPath, genesisStatePath, removeOtherIndexes, sourcesKey } from './files';
import { buildGenesis, GENESIS_ANVIL_ARGS } from './genesis';
import { createRpc } from './rpc';
import { dumpChainState } from './state-file';

/** The local world's size: the floor of 50k trades keeps the first start within its budget. */
const GENESIS_SCALE = { tokens: 640, trades: 50_000 } as const;
const SOURCES = ['server/seed', 'server/chain/genesis', 'interface/market'];
const LOAD_TIMEOUT_MS = 180_000;

const genesisKey = (seed: number) =>
  sourcesKey(SOURCES, JSON.stringify({ seed, GENESIS_SCALE, contracts: contractsSourceHash() }));
const genesisDir = (dataDir: string, seed: number) => join(dataDir, `genesis-${genesisKey(seed)}`);

/** Genesis folders of an older seed or code are never loaded again: a few hundred MB each. */
function removeOtherGenesis(dataDir: string, keep: string) {
  for (const name of readdirSync(dataDir)) {
    const path = join(dataDir, name);
    if (name.startsWith('genesis-') && path !== keep) rmSync(path, { recursive: true, force: true });
  }
}

const BLOCKS_PER_BATCH = 1_000;

/**
 * How many transactions the chain holds up to each block (index: block number), read in a few
 * batches. WHY: the share of the history indexed is told by transactions, not blocks; the newest
 * tenth of the genesis's blocks holds about 1% of its transactions, the oldest tenth 13%.
 */
async function transactionsUpTo(rpcUrl: string): Promise<number[]> {
  const rpc = createRpc(rpcUrl);
  const [head] = (await rpc([{ method: 'eth_blockNumber', params: [] }])) as string[];
  const counts: number[] = [];
  for (let first = 0; first <= Number(head); first += BLOCKS_PER_BATCH) {
    const numbers = Array.from({ length: Math.min(BLOCKS_PER_BATCH, Number(head) - first + 1) }, (_, i) => first + i);
    const answers = (await rpc(
      numbers.map((n) => ({ method: 'eth_getBlockTransactionCountByNumber', params: [`0x${n.toString(16)}`] })),
    )) as string[];
    for (const answer of answers) counts.push((counts.at(-1) ?? 0) + Number(answer));
  }
  return counts;
}

/** The services' first index of the chain at `rpcUrl`, whose genesis folder is `dir`, written into it. */
async function writeGenesisIndex(rpcUrl: string, dir: string, output: ProgressOutput) {
  const path = genesisIndexPath(dir);
  const partial = `${path}.partial`;
  // An interrupted run also left its log and shared memory there.
  removeDatabase(partial);
  const db = openDatabase(partial);
  try {
    const book = addressBook(LOCAL_DEPLOYMENT.chainId);
    const ingest = createIngest(db, { wrappedNative: loadRegistry(LOCAL_DEPLOYMENT.chainId).wrappedNative });
    const upTo = await transactionsUpTo(rpcUrl);
    const total = upTo.at(-1) ?? 0;
    const stage = progressStage('  Indexing events', output);
    let events = 0;
    stage.update({ done: '0', fraction: 0 });
    const onRead = ({ to, events: read }: { to: bigint; events: number }) => {
      events += read;
      stage.update({ done: formatCount(events), fraction: total > 0 ? (upTo[Number(to)] ?? total) / total : 1 });
    };
    // The genesis's blocks are final (built here, never reorganised): no undo log, the fastest writes.
    await catchUp(db, ingest, { rpcUrl, book, confirmations: 0, genesisDir: dir, onRead, reorgWindow: 0 }).catch(
      stage.fail,
    );
    stage.finish(`  Indexed ${formatCount(events)} events in ${formatDuration(stage.elapsed())}`);
    // One file to copy: the write-ahead log folded back in.
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  renameSync(partial, path);
  removeOtherIndexes(dir);
}

/**
 * `work` on a private Anvil started with `args`. Aborting `signal` stops the chain, so the work fails
 * soon after, with the signal's reason. WHY: the chain is detached from this process's group, and a
 * Ctrl-C while the history was built or indexed (minutes) went unheard.
 */
async function onPrivateChain<T>(
  args: readonly string[],
  options: { readyTimeoutMs?: number; signal?: AbortSignal },
  work: (rpcUrl: string) => Promise<T>,
): Promise<T> {
  const chain = await startPrivateChain(args, options);
  try {
    return await work(chain.url);
  } catch (error) {
    throw options.signal?.aborted ? options.signal.reason : error;
  } finally {
    await chain.stop();
  }
}

interface Reporting {
  log: (line: string) => void;
  progress: ProgressOutput;
  signal?: AbortSignal | undefined;
}

/** Builds the genesis into `dir` (on a private Anvil, then dumped), with its first index. */
async function buildGenesisFolder(dir: string, seed: number, { log, progress, signal }: Reporting) {
  log(`Building the local chain's history (seed ${seed}), once: it is kept in ${dir}`);
  const started = performance.now();
  await onPrivateChain(GENESIS_ANVIL_ARGS, { signal }, async (rpcUrl) => {
    const sending = progressStage('  Sending transactions', progress);
    const result = await buildGenesis({
      rpcUrl,
      seed: seed,
      now: Date.now(),
      scale: GENESIS_SCALE,
      registry: loadRegistry(LOCAL_DEPLOYMENT.chainId),
      book: addressBook(LOCAL_DEPLOYMENT.chainId),
      bytecode: readLocalBytecode(),
      onProgress: ({ sent, total, done }) =>
        sending.update({ done: `${formatCount(sent)} of ${formatCount(total)}`, fraction: done }),
    }).catch(sending.fail);
    const sent = `${formatCount(result.transactions)} transactions in ${formatCount(result.blocks)} blocks`;
    sending.finish(`  Sent ${sent} in ${formatDuration(sending.elapsed())}`);
    // Written aside, then renamed: an interrupted build leaves no folder that looks complete.
    const building = `${dir}.building`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    writeFileSync(genesisCommunityPath(building), JSON.stringify(result.community));
    // Anvil serialises its state while the indexer reads logs: the two overlap.
    await Promise.all([
      dumpChainState(rpcUrl, genesisStatePath(building)),
      writeGenesisIndex(rpcUrl, building, progress),
    ]);
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    log(
      `  ${result.trades} trades of ${result.tokens} tokens as ${result.transactions} transactions, indexed, in ${seconds} s`,
    );
  });
}

/** An existing genesis whose index was written by other code: indexed again from its state. */
async function reindexGenesisFolder(dir: string, { log, progress, signal }: Reporting) {
  log(`Indexing the local chain's history again for today's indexer code (kept in ${dir})`);
  const args = ['--load-state', genesisStatePath(dir)];
  await onPrivateChain(args, { readyTimeoutMs: LOAD_TIMEOUT_MS, signal }, (rpcUrl) =>
    writeGenesisIndex(rpcUrl, dir, progress),
  );
}

/**
 * The genesis folder for `seed` under `dataDir`, built first when it is missing (and its index
 * written again when the indexing code changed). Older genesis folders are removed. Returns its path.
 * Aborting `signal` stops the building, which then rejects with its reason. While it builds, the
 * transactions sent and the events indexed are shown: on a terminal one line rewritten in place,
 * else a line of `log` every few seconds.
 */
export async function ensureGenesis(options: {
  dataDir: string;
  seed?: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
}) {
  const seed = options.seed ?? loadConfig().seed;
  const dir = genesisDir(options.dataDir, seed);
  const log = options.log ?? console.log;
  const reporting = { log, progress: processProgressOutput(log), signal: options.signal };
  if (!existsSync(genesisStatePath(dir))) await buildGenesisFolder(dir, seed, reporting);
  else if (!existsSync(genesisIndexPath(dir))) await reindexGenesisFolder(dir, reporting);
  removeOtherGenesis(options.dataDir, dir);
  return dir;
}
