import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './open';
import { prepareRows } from './rows';

const db = openDatabase(':memory:');
db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, price REAL, note TEXT)');
afterEach(() => db.exec('DELETE FROM t'));

describe('prepareRows', () => {
  it('gives the rows better-sqlite3 would, as objects with the columns in order', () => {
    db.prepare('INSERT INTO t VALUES (?, ?, ?, ?)').run(1, 'one', 1.5, null);
    db.prepare('INSERT INTO t VALUES (?, ?, ?, ?)').run(2, 'two', 2.25, 'x');
    const rows = prepareRows<{ id: number; name: string; price: number; note: string | null }>(
      db,
      ['id', 'name', 'price', 'note'],
      'FROM t WHERE id >= @min ORDER BY id',
    );
    const expected = db.prepare('SELECT id, name, price, note FROM t WHERE id >= @min ORDER BY id').all({ min: 1 });
    expect(rows.all({ min: 1 })).toEqual(expected);
    expect(Object.keys(rows.all({ min: 1 })[0]!)).toEqual(['id', 'name', 'price', 'note']);
    expect(rows.get({ min: 2 })).toEqual(expected[1]);
    expect(rows.get({ min: 3 })).toBeUndefined();
  });

  it('refuses anything but plain column names', () => {
    expect(() => prepareRows(db, ['id', 'name); process.exit(1); ({'], 'FROM t')).toThrow(/not a plain column name/);
  });
});
