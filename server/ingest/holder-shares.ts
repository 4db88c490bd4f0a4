import { HOLDER_SHARES_SET } from '../db/migrations';
import type { Db } from '../db/open';

/**
 * Keeps each token's top-10 holdings and its creator's holding on its row, recomputed whenever its
 * holdings change, so that reads of holder shares (a batch of 50 tokens, the featured token) are
 * column reads instead of two holdings queries per token.
 */
export function createHolderShares(db: Db) {
  const refreshOne = db.prepare(`UPDATE tokens SET ${HOLDER_SHARES_SET} WHERE id = ?`);
  const refreshAll = db.prepare(`UPDATE tokens SET ${HOLDER_SHARES_SET}`);
  return {
    /** After holdings of these tokens were written, in the same transaction. */
    refresh(tokenIds: Iterable<number>) {
      for (const id of tokenIds) refreshOne.run(id);
    },
    /** Every token at once: after a history, whose holdings index is built only at its end. */
    refreshAll: () => refreshAll.run(),
  };
}
