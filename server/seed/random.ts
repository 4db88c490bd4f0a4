/**
 * Seeded pseudo-random numbers for reproducible seed content.
 * Not for anything security-related: the point is that the same seed always
 * yields the same tokens, trades and chat, so screenshots and tests are stable.
 */

export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  float(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Picks a value with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** Exponentially distributed float with the given mean (waiting times, trade sizes). */
  exponential(mean: number): number;
  /** Deterministic 0x-prefixed 40-char lowercase hex address. */
  address(): `0x${string}`;
  /** `bytes` random bytes as lowercase hex, without 0x. */
  hex(bytes: number): string;
  /** Fisher–Yates shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

/** FNV-1a, so string seeds like "token-42" map to a well-spread 32-bit seed. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, and good enough statistically for fake data. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number | string): Random {
  const next = mulberry32(typeof seed === 'string' ? hashSeed(seed) : seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const hex = (bytes: number): string => {
    let out = '';
    for (let i = 0; i < bytes; i++) out += int(0, 255).toString(16).padStart(2, '0');
    return out;
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    pick,
    chance: (p) => next() < p,
    weighted: (entries) => weightedPick(entries, next()),
    // 1 - next() is in (0, 1], so the log never sees zero.
    exponential: (mean) => -Math.log(1 - next()) * mean,
    address: () => `0x${hex(20)}`,
    hex,
    shuffle: (items) => shuffle(items, int),
  };
}

function weightedPick<T>(entries: readonly (readonly [T, number])[], roll: number): T {
  const total = entries.reduce((sum, [, w]) => sum + Math.max(0, w), 0);
  if (entries.length === 0 || total <= 0) throw new Error('weighted pick needs a positive total weight');
  let remaining = roll * total;
  for (const [value, weight] of entries) {
    remaining -= Math.max(0, weight);
    if (remaining < 0) return value;
  }
  // Floating-point rounding can leave a sliver; the last positive entry owns it.
  const last = entries.findLast(([, w]) => w > 0);
  return (last as readonly [T, number])[0];
}

function shuffle<T>(items: readonly T[], int: (min: number, max: number) => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
