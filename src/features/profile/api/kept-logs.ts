/**
 * Log histories the profile reads again every 30 s, kept between reads: the first read goes down to
 * the contracts' first block, each next one only over the blocks above the last read and the 64 below
 * it, whose logs it replaces (a reorganisation may have moved or dropped them). WHY: the profile names
 * every token it reads (one request per list of 500 tokens per range of blocks), and reading the whole
 * history again at each refresh would multiply that by the history's ranges.
 */

const REREAD_BLOCKS = 64n;

interface Kept {
  items: readonly { blockNumber: bigint }[];
  through: bigint;
}

const kept = new Map<string, Kept>();

/**
 * The logs `read` finds from `start` to `latest`, kept under `key`. `read(floor)` reads from `latest`
 * down to `floor`; only what it returned is kept, so a failed read leaves the last good one.
 */
export async function readKept<T extends { blockNumber: bigint }>(
  key: string,
  span: { start: bigint; latest: bigint },
  read: (floor: bigint) => Promise<readonly T[]>,
): Promise<T[]> {
  const before = kept.get(key) as { items: readonly T[]; through: bigint } | undefined;
  // A node behind the last read (another backend of the provider): what was read stays true.
  if (before && span.latest < before.through) return [...before.items];
  const above = before ? before.through - REREAD_BLOCKS + 1n : span.start;
  const floor = above > span.start ? above : span.start;
  const items = [...(before?.items.filter((i) => i.blockNumber < floor) ?? []), ...(await read(floor))];
  kept.set(key, { items, through: span.latest });
  return items;
}
