import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { genesisIndexPath, removeOtherIndexes, startFromGenesisIndex } from './files';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'genesis-files-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('startFromGenesisIndex', () => {
  it('starts a missing database as the genesis index written by this code', () => {
    const genesis = tempDir();
    writeFileSync(genesisIndexPath(genesis), 'the index');
    const database = join(tempDir(), 'nested', 'launchdeck.sqlite');
    expect(startFromGenesisIndex(database, genesis)).toBe(true);
    expect(readFileSync(database, 'utf8')).toBe('the index');
  });

  it('never replaces a database, and needs an index by this code', () => {
    const genesis = tempDir();
    const database = join(tempDir(), 'launchdeck.sqlite');
    expect(startFromGenesisIndex(database, genesis)).toBe(false); // no index in the genesis
    writeFileSync(join(genesis, 'index-0000000000000000.sqlite'), 'by older code');
    expect(startFromGenesisIndex(database, genesis)).toBe(false);
    expect(existsSync(database)).toBe(false);
    writeFileSync(genesisIndexPath(genesis), 'the index');
    writeFileSync(database, 'the services’ own');
    expect(startFromGenesisIndex(database, genesis)).toBe(false);
    expect(readFileSync(database, 'utf8')).toBe('the services’ own');
    expect(startFromGenesisIndex(database, undefined)).toBe(false);
  });
});

describe('removeOtherIndexes', () => {
  it("removes other code's indexes, with their logs, and keeps today's and the rest of the genesis", () => {
    const genesis = tempDir();
    const today = genesisIndexPath(genesis);
    for (const path of [today, `${today}.partial`, join(genesis, 'state.json'), join(genesis, 'community.json')]) {
      writeFileSync(path, '');
    }
    for (const name of ['index-0000000000000000.sqlite', 'index-1111111111111111.sqlite.partial-wal']) {
      writeFileSync(join(genesis, name), '');
    }
    removeOtherIndexes(genesis);
    const kept = basename(today);
    expect(readdirSync(genesis).sort()).toEqual(['community.json', kept, `${kept}.partial`, 'state.json'].sort());
  });
});
