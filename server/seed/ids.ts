/**
 * Identifiers of synthetic chain activity: transaction hashes, block numbers, chat ids and referral
 * codes. Fast and deterministic, so a million seeded trades stay cheap and reproducible.
 */
import { REFERRAL_CODE_ALPHABET } from '../../interface/referral';
import type { Random } from './random';

/** Block 0 of the synthetic chain; blocks follow every 2 s so seed and simulator agree on numbers. */
const BLOCK_EPOCH_MS = Date.UTC(2024, 0, 1);
const BLOCK_TIME_MS = 2_000;
const CODE_CHARACTERS = [...REFERRAL_CODE_ALPHABET];

export const blockAt = (timestamp: number): number => Math.floor((timestamp - BLOCK_EPOCH_MS) / BLOCK_TIME_MS);

/** lowbias32: a bijection on 32-bit integers with good avalanche. */
function mix32(value: number): number {
  let x = value >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Every 16-bit value as 4 hex digits: WHY: `toString(16)` per word made hashing the seed's hot spot. */
let hex16: string[] | undefined;
const hexWord = (word: number): string => {
  hex16 ??= Array.from({ length: 65_536 }, (_, i) => i.toString(16).padStart(4, '0'));
  return hex16[word >>> 16]! + hex16[word & 0xffff]!;
};

/**
 * The `n`th transaction hash of a seed. WHY unique: the first word is a bijection of `n` for a fixed
 * seed, so two different `n` below 2^32 never share a hash.
 */
export function txHash(seed: number, n: number): string {
  let word = mix32(seed ^ mix32(n));
  let out = `0x${hexWord(word)}`;
  for (let i = 1; i < 8; i++) {
    word = mix32(word + Math.imul(i, 0x9e3779b9) + n);
    out += hexWord(word);
  }
  return out;
}

/** Counter ranges per kind of transaction, so trades and bids of one seed never share a hash. */
export const HASH_RANGE = { trades: 0, bids: 0x8000_0000 } as const;

/** A version-4-shaped UUID from the seeded generator, like the ids the chat service assigns. */
export function uuidFrom(rnd: Random): string {
  const h = rnd.hex(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** An 8-character referral code that is not in `taken` (which it joins). */
export function uniqueReferralCode(rnd: Random, taken: Set<string>): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < 8; i++) code += rnd.pick(CODE_CHARACTERS);
    if (taken.has(code)) continue;
    taken.add(code);
    return code;
  }
}
