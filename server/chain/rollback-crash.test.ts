/**
 * A rollback killed outright (SIGKILL) in its middle: a child process rolls back a reorganisation and
 * is killed after some of its undo statements, inside the rollback's transaction. The database then
 * holds exactly what it held before the rollback began; started again, the indexer rolls back and
 * answers as a fresh index of the resulting chain.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import { createIngest } from '../ingest/ingest';
import { loadRegistry } from '../swap/registry';
import { startHarness } from '../test/harness';
import { expectSameAnswers } from '../test/index-answers';
import {
  alice,
  bob,
  carol,
  dave,
  indexInto,
  type ReorgWorld,
  startReorgWorld,
  worldAnswers,
} from '../test/reorg-world';

const PAUSE_AFTER = 3;
let world: ReorgWorld;
let dir: string;
let path: string;

/** Every row of every table (the full-text index's shadow tables too), as another process reads them. */
function contents(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name")
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables.map((t) => [
        t,
        (db.prepare(`SELECT * FROM "${t}"`).raw().all() as unknown[][]).map((r) => JSON.stringify(r)).sort(),
      ]),
    );
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  world = await startReorgWorld();
  dir = mkdtempSync(join(tmpdir(), 'launchdeck-rollback-'));
  path = join(dir, 'index.sqlite');
  const db = openDatabase(path);
  const ingest = createIngest(db, { wrappedNative: loadRegistry(31337).wrappedNative });
  await indexInto({ db, ingest }, world.url);
  // The blocks the reorganisation will drop: trades and a transfer, each in a block of its own.
  await world.send(dave, world.buyCall(world.token, '0.1'));
  await world.send(alice, world.transferCall(world.token, carol.address, 10n ** 18n));
  await world.send(bob, world.buyCall(world.token, '0.2'));
  await indexInto({ db, ingest }, world.url);
  db.close();
  await world.reorg(3);
}, 120_000);

afterAll(async () => {
  await world?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a rollback killed in its middle', () => {
  it('leaves the database as it was before the rollback; a restart rolls back and answers as a fresh index', async () => {
    const before = contents(path);
    // Far more undo statements than the child runs before it is killed: it dies in the middle.
    expect(before.chain_undo!.length).toBeGreaterThan(PAUSE_AFTER * 3);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/test/rollback-child.ts', path, world.url, String(PAUSE_AFTER)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk;
        if (output.includes('paused')) resolve();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', () => reject(new Error(`the child exited before pausing:\n${output}`)));
    });
    child.kill('SIGKILL');
    await exited;
    expect(child.signalCode).toBe('SIGKILL');
    expect(contents(path)).toEqual(before);

    const restarted = await startHarness({ DATABASE_PATH: path, RPC_URL: world.url, RATE_LIMITS: 'off' });
    const fresh = await startHarness({ RPC_URL: world.url, RATE_LIMITS: 'off' });
    try {
      await indexInto(restarted, world.url);
      await indexInto(fresh, world.url);
      expectSameAnswers(await worldAnswers(world, restarted), await worldAnswers(world, fresh));
    } finally {
      await restarted.close();
      await fresh.close();
    }
  }, 60_000);
});
