import type { Db } from '../db/open';
import { units } from './token-state';

const CACHE_LIMIT = 500_000;

/**
 * Exact holder balances (wei). Reads are cached and writes deferred to `flush`, so a batch of trades
 * writes each (token, holder) once. Ingest is the only writer; `clear` after a failed transaction.
 */
export type Balances = ReturnType<typeof createBalances>;

export function createBalances(db: Db) {
  const cache = new Map<string, bigint>();
  /** True while the cache holds every balance there is (from an empty database on): a miss means zero. */
  let complete = false;
  const dirty = new Map<string, { tokenId: number; holder: string; balance: bigint }>();
  const select = db.prepare<[number, string], { balance: string }>(
    'SELECT balance FROM holdings WHERE token_id = ? AND holder = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO holdings (token_id, holder, balance, balance_num) VALUES (?, ?, ?, ?)
     ON CONFLICT (token_id, holder) DO UPDATE SET balance = excluded.balance, balance_num = excluded.balance_num`,
  );
  const remove = db.prepare('DELETE FROM holdings WHERE token_id = ? AND holder = ?');

  function balanceOf(key: string, tokenId: number, holder: string): bigint {
    const cached = cache.get(key);
    if (cached !== undefined || complete) return cached ?? 0n;
    return BigInt(select.get(tokenId, holder)?.balance ?? '0');
  }

  return {
    /** Applies a change and returns how the token's holder count moves (−1, 0 or +1). */
    move(tokenId: number, holder: string, delta: bigint): number {
      const key = `${tokenId}:${holder}`;
      const before = balanceOf(key, tokenId, holder);
      // Only trades are seen, not transfers: a sale of tokens received elsewhere cannot go below zero.
      const after = before + delta < 0n ? 0n : before + delta;
      cache.set(key, after);
      dirty.set(key, { tokenId, holder, balance: after });
      return (after > 0n ? 1 : 0) - (before > 0n ? 1 : 0);
    },
    /** Writes the balances changed since the last flush; returns the tokens whose holdings changed. */
    flush(): Set<number> {
      // In key order, the B-tree fills page after page instead of jumping between them.
      const rows = [...dirty.values()].sort((a, b) => a.tokenId - b.tokenId || (a.holder < b.holder ? -1 : 1));
      const tokens = new Set<number>();
      for (const { tokenId, holder, balance } of rows) {
        if (balance === 0n) remove.run(tokenId, holder);
        else upsert.run(tokenId, holder, balance.toString(), units(balance));
        tokens.add(tokenId);
      }
      dirty.clear();
      if (cache.size > CACHE_LIMIT) {
        cache.clear();
        complete = false;
      }
      return tokens;
    },
    clear() {
      cache.clear();
      dirty.clear();
      complete = false;
    },
    /** The database holds no balances yet (a history begins): skip reading what cannot be there. */
    startEmpty() {
      complete = true;
    },
  };
}
