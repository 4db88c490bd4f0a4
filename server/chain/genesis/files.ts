/**
 * What a genesis folder holds, for whoever starts from it: Anvil's state after the genesis
 * (`state.json`, which `--load-state` takes), its off-chain part (`community.json`) and the services'
 * first index of it (`index-<code>.sqlite`), named after the code that indexes, so that a database
 * starts as that index only when today's code would have written the same.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { GenesisCommunity } from './target';

const root = resolve(new URL('../../../', import.meta.url).pathname);

/** Hash of the non-test TypeScript directly in `folders` (relative to the project). */
export function sourcesKey(folders: readonly string[], seedWith = ''): string {
  const hash = createHash('sha256').update(seedWith);
  for (const folder of folders) {
    for (const file of readdirSync(join(root, folder)).sort()) {
      if (file.endsWith('.ts') && !file.endsWith('.test.ts')) hash.update(readFileSync(join(root, folder, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The code an index depends on: the schema, ingest and the indexer (the world itself is the genesis's key). */
const INDEX_SOURCES = ['server/db', 'server/ingest', 'server/chain'];

export const genesisStatePath = (dir: string) => join(dir, 'state.json');
export const genesisCommunityPath = (dir: string) => join(dir, 'community.json');
export const genesisIndexPath = (dir: string) => join(dir, `index-${sourcesKey(INDEX_SOURCES)}.sqlite`);

/** Removes the indexes that other indexer code wrote into `dir` (never read again, ~25 MB each). */
export function removeOtherIndexes(dir: string) {
  const today = basename(genesisIndexPath(dir));
  for (const name of readdirSync(dir)) {
    if (name.startsWith('index-') && !name.startsWith(today)) rmSync(join(dir, name), { force: true });
  }
}

export function readGenesisCommunity(dir: string): GenesisCommunity {
  return JSON.parse(readFileSync(genesisCommunityPath(dir), 'utf8'));
}

/**
 * Makes a missing database at `databasePath` a copy of the genesis's first index (then the services
 * only catch up from the genesis's last block). Returns whether it did: not when a database exists,
 * nor when the genesis holds no index written by this code.
 */
export function startFromGenesisIndex(databasePath: string, genesisDir: string | undefined): boolean {
  if (!genesisDir || databasePath === ':memory:' || existsSync(databasePath)) return false;
  const index = genesisIndexPath(genesisDir);
  if (!existsSync(index)) return false;
  mkdirSync(dirname(databasePath), { recursive: true });
  copyFileSync(index, `${databasePath}.partial`);
  renameSync(`${databasePath}.partial`, databasePath);
  return true;
}
