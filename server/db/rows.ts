import type { Db } from './open';

/** A statement whose rows come back as objects with the columns it was prepared with. */
export interface RowStatement<T> {
  all(...params: unknown[]): T[];
  get(...params: unknown[]): T | undefined;
}

/**
 * Prepares `SELECT <columns> <rest>` so that its rows are read as arrays and made into objects by one
 * compiled object literal. WHY: better-sqlite3 builds a row object key by key, which for a wide row
 * costs more than the query itself (50 token rows of 26 columns: 0.90 ms as its objects, 0.25 ms as
 * arrays made into objects this way, each row with the same hidden class).
 */
export function prepareRows<T>(db: Db, columns: readonly string[], rest: string): RowStatement<T> {
  for (const column of columns) {
    if (!/^[a-z_][a-z0-9_]*$/.test(column)) throw new Error(`prepareRows: ${column} is not a plain column name`);
  }
  const statement = db.prepare(`SELECT ${columns.join(', ')} ${rest}`).raw(true);
  // The names are checked above: the literal is built from plain identifiers only.
  const make = new Function('r', `return {${columns.map((c, i) => `${c}: r[${i}]`).join(', ')}};`) as (
    values: unknown[],
  ) => T;
  return {
    all: (...params) => (statement.all(...params) as unknown[][]).map(make),
    get: (...params) => {
      const values = statement.get(...params) as unknown[] | undefined;
      return values && make(values);
    },
  };
}
