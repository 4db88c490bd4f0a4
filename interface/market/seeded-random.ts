/** Reproducible bigint cases for the property tests of the market maths. */
const MASK_64 = (1n << 64n) - 1n;

/** splitmix64 with a fixed seed: the same "random" cases on every run. */
export function seededRandom(seed: bigint) {
  let state = seed;
  const next64 = (): bigint => {
    state = (state + 0x9e3779b97f4a7c15n) & MASK_64;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK_64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK_64;
    return z ^ (z >> 31n);
  };
  /** A value in [1, max], spread over every magnitude so dust and whales are both tried. */
  const amount = (max: bigint): bigint => {
    const width = 1n + (next64() % BigInt(max.toString(2).length));
    let raw = 0n;
    for (let bits = 0n; bits < width; bits += 64n) raw = (raw << 64n) | next64();
    return 1n + ((raw & ((1n << width) - 1n)) % max);
  };
  return { amount, coin: () => (next64() & 1n) === 1n };
}
