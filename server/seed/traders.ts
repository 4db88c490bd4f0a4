import type { Random } from './random';

/** Anyone who joined after this much of the history still has days left to trade. */
const LATEST_JOIN_BEFORE_NOW_MS = 2 * 86_400_000;
/** Share of the population that is already around when the history starts. */
const FOUNDING_SHARE = 0.25;
/** Pareto tail: a handful of wallets trade all day, most trade a few times. */
const ACTIVITY_ALPHA = 1.1;
const MAX_ACTIVITY = 500;
/** Share of picks that ignore activity, so quiet wallets still show up now and then. */
const UNIFORM_PICKS = 0.25;

export interface TraderPopulation {
  /** Sorted by the time they joined. */
  readonly addresses: readonly string[];
  readonly joinedAt: Float64Array;
  /** How many traders have joined by `timestamp` (at least one, so there is always someone). */
  joinedBy(timestamp: number): number;
  /** A trader who has joined by `timestamp`, heavy-tailed by activity. */
  pick(rnd: Random, timestamp: number): string;
}

/** Binary search: the first index whose value is greater than `value` (values ascending). */
export function upperBound(values: Float64Array, value: number, end = values.length): number {
  let lo = 0;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function joinTimes(rnd: Random, count: number, start: number, now: number): Float64Array {
  const lastJoin = Math.max(start, now - LATEST_JOIN_BEFORE_NOW_MS);
  const founders = Math.max(1, Math.round(count * FOUNDING_SHARE));
  const times = Array.from({ length: count }, (_, i) => (i < founders ? start : rnd.float(start, lastJoin)));
  return Float64Array.from(times.map(Math.floor)).sort();
}

export function createTraderPopulation(rnd: Random, count: number, start: number, now: number): TraderPopulation {
  const addresses = Array.from({ length: count }, () => rnd.address());
  const joinedAt = joinTimes(rnd, count, start, now);
  const cumulative = new Float64Array(count);
  let total = 0;
  for (let i = 0; i < count; i++) {
    total += Math.min(MAX_ACTIVITY, (1 - rnd.next()) ** (-1 / ACTIVITY_ALPHA));
    cumulative[i] = total;
  }
  const joinedBy = (timestamp: number) => Math.max(1, upperBound(joinedAt, timestamp));
  return {
    addresses,
    joinedAt,
    joinedBy,
    pick(rnd, timestamp) {
      const joined = joinedBy(timestamp);
      if (rnd.chance(UNIFORM_PICKS)) return addresses[rnd.int(0, joined - 1)]!;
      const index = upperBound(cumulative, rnd.next() * cumulative[joined - 1]!, joined);
      return addresses[Math.min(index, joined - 1)]!;
    },
  };
}
