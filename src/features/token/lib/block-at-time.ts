/**
 * The first block whose timestamp is at or after `time` (unix seconds), between `low` and `high`, by
 * bisection: block times only move forward. `high` when every block is older.
 */
export async function firstBlockAtOrAfter(
  timestampOf: (block: bigint) => Promise<bigint>,
  time: bigint,
  low: bigint,
  high: bigint,
): Promise<bigint> {
  let [lo, hi] = [low, high];
  while (lo < hi) {
    const mid = (lo + hi) / 2n;
    if ((await timestampOf(mid)) >= time) hi = mid;
    else lo = mid + 1n;
  }
  return lo;
}
