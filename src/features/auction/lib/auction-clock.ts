/**
 * The auction's times are the chain's: its end is a block time, and a bid counts by the block it
 * lands in. A local chain's clock can be moved ahead of ours (a test, a developer), so the page
 * counts down on the chain's clock, estimated from the latest block, not on the browser's.
 */

/**
 * How far the chain's clock runs ahead of ours (ms), from the latest block's time and when we read
 * it. Never negative: a chain without new blocks has an old latest block, yet its next block takes
 * the time of the moment it is mined.
 */
export function chainClockOffset(blockTimeMs: number, readAtMs: number): number {
  return Math.max(0, blockTimeMs - readAtMs);
}

export interface AuctionEnd {
  /** The UTC day sold (days since 1970). */
  day: bigint;
  /** The end, ms. */
  endsAt: number;
}

/**
 * The end a late bid moved, or null: the same auction (same day) now ending later than before. A new
 * auction after a settlement is not a moved end.
 */
export function movedEnd(before: AuctionEnd | undefined, after: AuctionEnd): { from: number; to: number } | null {
  if (!before || before.day !== after.day || after.endsAt <= before.endsAt) return null;
  return { from: before.endsAt, to: after.endsAt };
}

/** A day number of the contract as the calendar date it is: "2026-11-27". */
export const dayDate = (day: bigint): string => new Date(Number(day) * 86_400_000).toISOString().slice(0, 10);
