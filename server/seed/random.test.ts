import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed } from './random';

const sample = (seed: number | string, n: number) => {
  const rnd = createRandom(seed);
  return Array.from({ length: n }, () => rnd.next());
};

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(sample(42, 50)).toEqual(sample(42, 50));
    expect(sample('launchdeck', 50)).toEqual(sample('launchdeck', 50));
    expect(createRandom(7).address()).toBe(createRandom(7).address());
  });

  it('gives different sequences for different seeds', () => {
    expect(sample(1, 10)).not.toEqual(sample(2, 10));
    expect(sample('a', 10)).not.toEqual(sample('b', 10));
    expect(hashSeed('token-1')).not.toBe(hashSeed('token-2'));
  });

  it('keeps next() in [0, 1) with a uniform-looking mean', () => {
    const values = sample(123, 20_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it('hits every integer in an inclusive range roughly evenly', () => {
    const rnd = createRandom(9);
    const counts = new Map<number, number>();
    for (let i = 0; i < 12_000; i++) {
      const v = rnd.int(1, 6);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const c of counts.values()) expect(Math.abs(c - 2000)).toBeLessThan(200);
  });

  it('respects chance and weights', () => {
    const rnd = createRandom('weights');
    let hits = 0;
    const picks = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 10_000; i++) {
      if (rnd.chance(0.3)) hits++;
      picks[
        rnd.weighted([
          ['a', 1],
          ['b', 3],
          ['c', 0],
        ] as const)
      ]++;
    }
    expect(hits / 10_000).toBeCloseTo(0.3, 1);
    expect(picks.c).toBe(0);
    expect(picks.b / picks.a).toBeGreaterThan(2.6);
    expect(picks.b / picks.a).toBeLessThan(3.4);
  });

  it('produces exponential values with the requested mean', () => {
    const rnd = createRandom(5);
    const values = Array.from({ length: 20_000 }, () => rnd.exponential(2));
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(mean).toBeGreaterThan(1.9);
    expect(mean).toBeLessThan(2.1);
  });

  it('formats addresses and hex', () => {
    const rnd = createRandom(11);
    expect(rnd.address()).toMatch(/^0x[0-9a-f]{40}$/);
    expect(rnd.hex(32)).toMatch(/^[0-9a-f]{64}$/);
    expect(rnd.address()).not.toBe(rnd.address());
  });

  it('picks from and shuffles lists without losing items', () => {
    const rnd = createRandom(3);
    const items = ['x', 'y', 'z', 'w'];
    expect(items).toContain(rnd.pick(items));
    expect(rnd.shuffle(items).sort()).toEqual([...items].sort());
    expect(() => rnd.pick([])).toThrow();
  });
});
