import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from './migrations';
import { openDatabase } from './open';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A database file as the first three migrations left it, with two tokens and their holdings. */
function versionThreeDatabase(): string {
  const dir = mkdtempSync(join(tmpdir(), 'launchdeck-migrate-'));
  dirs.push(dir);
  const path = join(dir, 'old.sqlite');
  const db = new Database(path);
  for (const sql of migrations.slice(0, 3)) db.exec(sql);
  db.pragma('user_version = 3');
  const token = db.prepare(
    `INSERT INTO tokens (id, address, created_at, owner, name, ticker, description, image_url, telegram, twitter, website,
      search_text, reserve_eth, reserve_token, price_eth, market_cap, buys_24h, sells_24h)
     VALUES (?, ?, 0, ?, 'n', 't', 'd', '/x.png', ?, ?, ?, 'n', '1', '1', 1, 1, ?, ?)`,
  );
  token.run(1, '0x01', '0xdev', 'https://t.me/a', null, 'https://a.example', 3, 2);
  token.run(2, '0x02', '0xdev', null, 'https://x.com/b', null, 0, 0);
  const holding = db.prepare('INSERT INTO holdings (token_id, holder, balance, balance_num) VALUES (?, ?, ?, ?)');
  for (let i = 1; i <= 12; i++) holding.run(1, `0xh${i}`, String(i), i * 1000);
  holding.run(1, '0xdev', '5', 5);
  holding.run(2, '0xh1', '7', 7);
  db.close();
  return path;
}

describe('migration 4', () => {
  it('turns socials and tx_24h into ordinary columns and fills the kept holder balances', () => {
    const db = openDatabase(versionThreeDatabase());
    const rows = db.prepare('SELECT id, socials, tx_24h, top10_balance, dev_balance FROM tokens ORDER BY id').all();
    // Top ten of 1,000…12,000: 3,000 to 12,000.
    const top10 = Array.from({ length: 10 }, (_, i) => (i + 3) * 1000).reduce((s, b) => s + b, 0);
    expect(rows).toEqual([
      { id: 1, socials: 1 | 4, tx_24h: 5, top10_balance: top10, dev_balance: 5 },
      { id: 2, socials: 2, tx_24h: 0, top10_balance: 7, dev_balance: 0 },
    ]);
    db.close();
  });

  it('lets a filtered count of the token list read its sort index alone', () => {
    const db = openDatabase(versionThreeDatabase());
    const plan = db
      .prepare(
        'EXPLAIN QUERY PLAN SELECT count(*) FROM tokens WHERE +is_graduated = 0 AND socials & 2 = 2 AND market_cap >= 5 AND tx_24h >= 1',
      )
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join('\n')).toMatch(/USING COVERING INDEX tokens_mcap/);
    db.close();
  });
});

describe('the metric windows’ volume in gwei', () => {
  it('turns a database’s ETH volumes into whole gwei', () => {
    const dir = mkdtempSync(join(tmpdir(), 'launchdeck-migrate-'));
    dirs.push(dir);
    const path = join(dir, 'old.sqlite');
    const before = migrations.findIndex((m) => m.includes('volume_5m = round('));
    const old = new Database(path);
    for (const sql of migrations.slice(0, before)) old.exec(sql);
    old.pragma(`user_version = ${before}`);
    old
      .prepare(
        `INSERT INTO tokens (address, created_at, owner, name, ticker, description, image_url, search_text,
          reserve_eth, reserve_token, price_eth, market_cap, volume_1h, volume_24h)
         VALUES ('0x01', 0, '0xdev', 'n', 't', 'd', '/x.png', 'n', '1', '1', 1, 1, 0.30000000000000004, 1.25)`,
      )
      .run();
    old.close();
    const db = openDatabase(path);
    expect(db.prepare('SELECT volume_5m, volume_1h, volume_24h FROM tokens').get()).toEqual({
      volume_5m: 0,
      volume_1h: 300_000_000,
      volume_24h: 1_250_000_000,
    });
    db.close();
  });
});
