/**
 * The first block whose timestamp is at or after `time` (unix seconds), between `low` and `high`:
 * `low` when none is older, `high` when every block is older. Block times only move forward.
 *
 * WHY interpolation: each read is a round trip made one after another, before the chart can read
 * anything else. Blocks come at a steady pace, so where the time falls between two known blocks is
 * close to the answer: a few reads where bisection needs ~log2 of the range (20 on a million blocks).
 * Every other step bisects, so an uneven chain (a quiet local one, a halt) costs at most twice
 * bisection's reads.
 */
export async function firstBlockAtOrAfter(
  timestampOf: (block: bigint) => Promise<bigint>,
  time: bigint,
  low: bigint,
  high: bigint,
): Promise<bigint> {
  if (low >= high) return low;
  let [lo, hi] = [low, high];
  let loTime = await timestampOf(lo);
  if (loTime >= time) return lo;
  let hiTime = await timestampOf(hi);
  if (hiTime < time) return hi;
  // From here: lo is older than `time`, hi is not, and the answer is in (lo, hi].
  for (let step = 0; hi - lo > 1n; step++) {
    const guess = step % 2 === 0 ? lo + ((time - loTime) * (hi - lo)) / (hiTime - loTime) : (lo + hi) / 2n;
    const mid = guess <= lo ? lo + 1n : guess >= hi ? hi - 1n : guess;
    const midTime = await timestampOf(mid);
    if (midTime >= time) [hi, hiTime] = [mid, midTime];
    else [lo, loTime] = [mid, midTime];
  }
  return hi;
}
