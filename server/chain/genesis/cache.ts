/**
 * The built genesis, kept on disk: Anvil's state after it (`state.json`, what `--load-state` takes)
 * and the off-chain part for the database (`community.json`), in a folder named after everything the
 * world depends on: the seed, the contracts, and the code that plans and sends it. The next start
 * loads it in seconds; a change to any of those builds a new one.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { addressBook } from '../../../interface/contracts/address-book';
import { loadConfig } from '../../config';
import { loadRegistry } from '../../swap/registry';
import { contractsSourceHash, LOCAL_DEPLOYMENT, readLocalBytecode } from '../deployment';
import { startPrivateChain } from '../private-chain';
import { buildGenesis, GENESIS_ANVIL_ARGS } from './genesis';
import { dumpChainState } from './state-file';
import type { GenesisCommunity } from './target';

/** The local world's size: the floor of 50k trades keeps the first start within its budget. */
const GENESIS_SCALE = { tokens: 640, trades: 50_000 } as const;

const root = resolve(new URL('../../../', import.meta.url).pathname);
const SOURCES = ['server/seed', 'server/chain/genesis', 'interface/market'];

function genesisKey(seed: number): string {
  const hash = createHash('sha256').update(JSON.stringify({ seed, GENESIS_SCALE, contracts: contractsSourceHash() }));
  for (const folder of SOURCES) {
    for (const file of readdirSync(join(root, folder)).sort()) {
      if (file.endsWith('.ts') && !file.endsWith('.test.ts')) hash.update(readFileSync(join(root, folder, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Genesis folders of an older seed or code are never loaded again: a few hundred MB each. */
function removeOtherGenesis(dataDir: string, keep: string) {
  for (const name of readdirSync(dataDir)) {
    const path = join(dataDir, name);
    if (name.startsWith('genesis-') && path !== keep) rmSync(path, { recursive: true, force: true });
  }
}

const genesisDir = (dataDir: string, seed: number) => join(dataDir, `genesis-${genesisKey(seed)}`);
export const genesisStatePath = (dir: string) => join(dir, 'state.json');

export function readGenesisCommunity(dir: string): GenesisCommunity {
  return JSON.parse(readFileSync(join(dir, 'community.json'), 'utf8'));
}

/**
 * The genesis folder for `seed` under `dataDir`, built first (on a private Anvil, then dumped) when
 * it is missing. Returns its path.
 */
export async function ensureGenesis(options: { dataDir: string; seed?: number; log?: (line: string) => void }) {
  const seed = options.seed ?? loadConfig().seed;
  const dir = genesisDir(options.dataDir, seed);
  if (existsSync(genesisStatePath(dir))) return dir;
  const log = options.log ?? console.log;
  log(`Building the local chain's history (seed ${seed}), once: it is kept in ${dir}`);
  const started = performance.now();
  const chain = await startPrivateChain(GENESIS_ANVIL_ARGS);
  try {
    const result = await buildGenesis({
      rpcUrl: chain.url,
      seed: seed,
      now: Date.now(),
      scale: GENESIS_SCALE,
      registry: loadRegistry(LOCAL_DEPLOYMENT.chainId),
      book: addressBook(LOCAL_DEPLOYMENT.chainId),
      bytecode: readLocalBytecode(),
    });
    // Written aside, then renamed: an interrupted build leaves no folder that looks complete.
    const building = `${dir}.building`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    await dumpChainState(chain.url, genesisStatePath(building));
    writeFileSync(join(building, 'community.json'), JSON.stringify(result.community));
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
    removeOtherGenesis(options.dataDir, dir);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    log(`  ${result.trades} trades of ${result.tokens} tokens as ${result.transactions} transactions, in ${seconds} s`);
  } finally {
    await chain.stop();
  }
  return dir;
}
