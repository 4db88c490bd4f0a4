/**
 * Groups the genesis steps into blocks. WHY not one block per instant: Anvil recomputes its state
 * root over the whole state for every block it mines, so a block costs more the bigger the world
 * gets. A month of history fits in about six hundred blocks: three hours apart for the oldest weeks,
 * down to a minute for the last two hours, where the trending windows look closest.
 */
import { parseEther } from 'viem';
import type { ChainCall, GenesisCalls } from './calls';
import type { GenesisStep } from './target';

export interface GenesisBlock {
  /** Seconds, as the chain keeps it. */
  timestamp: number;
  calls: ChainCall[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_S = 86_400;
/** [age up to, block spacing]. */
const SPACING: readonly (readonly [number, number])[] = [
  [2 * HOUR, MINUTE],
  [24 * HOUR, 10 * MINUTE],
  [7 * 24 * HOUR, HOUR],
  [Number.POSITIVE_INFINITY, 3 * HOUR],
];

function bucketOf(at: number, now: number): string {
  const age = now - at;
  const spacing = SPACING.find(([upTo]) => age <= upTo)![1];
  return `${spacing}:${Math.floor(at / spacing)}`;
}

/** FeaturedAuction's rules, followed ahead of the chain so that every bid is one it accepts. */
function auctionTracker(openedAt: number) {
  const MINIMUM = parseEther('0.01');
  let scheduledEnd = (Math.floor(openedAt / DAY_S) + 1) * DAY_S;
  let endsAt = scheduledEnd;
  let leading = 0n;
  return {
    /** Whether a bid at `time` must settle the ended auction first; then opens the next. */
    settles(time: number): boolean {
      if (time < endsAt) return false;
      scheduledEnd = (Math.floor(time / DAY_S) + 1) * DAY_S;
      endsAt = scheduledEnd;
      leading = 0n;
      return true;
    },
    /** The amount the bid goes in at: what the seed drew, raised to the minimum if it is below. */
    bid(time: number, drawn: bigint): bigint {
      const minimum = leading === 0n ? MINIMUM : leading + (leading * 5n + 99n) / 100n;
      leading = drawn > minimum ? drawn : minimum;
      // A late bid moves the end 10 minutes past it, never over an hour past the scheduled end.
      if (endsAt - time < 600) endsAt = Math.min(time + 600, scheduledEnd + 3_600);
      return leading;
    },
  };
}

/** The steps grouped by block, each block stamped with the time of its latest step. */
function groupSteps(steps: readonly GenesisStep[], now: number, firstTimestamp: number) {
  const groups: { timestamp: number; steps: GenesisStep[] }[] = [];
  let bucket: string | undefined;
  let previous = firstTimestamp - 1;
  for (const step of steps) {
    const next = bucketOf(step.at, now);
    if (next !== bucket) {
      groups.push({ timestamp: previous + 1, steps: [] });
      bucket = next;
    }
    const group = groups[groups.length - 1]!;
    group.timestamp = Math.max(Math.floor(step.at / 1000), group.timestamp);
    previous = group.timestamp;
    group.steps.push(step);
  }
  return groups;
}

/**
 * The steps (in time order) as blocks; bids become the calls that place them, after a settlement when
 * the auction they would join has ended by their block's time.
 */
export function genesisBlocks(
  steps: readonly GenesisStep[],
  options: { now: number; auctionOpenedAt: number; firstTimestamp: number; calls: GenesisCalls },
): GenesisBlock[] {
  const auction = auctionTracker(options.auctionOpenedAt);
  return groupSteps(steps, options.now, options.firstTimestamp).map(({ timestamp, steps }) => ({
    timestamp,
    calls: steps.flatMap((step) => {
      if ('call' in step) return [step.call];
      const { bidder, token, amount } = step.bid;
      const settle = auction.settles(timestamp) ? [options.calls.settle(bidder)] : [];
      return [...settle, options.calls.bid(bidder, token, auction.bid(timestamp, amount))];
    }),
  }));
}
