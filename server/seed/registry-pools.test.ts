import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../swap/registry';
import { createRandom } from './random';
import { initialRegistryPools, randomPoolSwap } from './registry-pools';

const registry = loadRegistry(31337);
const decimals = (address: string) => registry.tokens.find((t) => t.address === address)!.decimals;
const price = (p: { token0: string; token1: string; reserve0: bigint; reserve1: bigint }) =>
  Number(p.reserve1) / 10 ** decimals(p.token1) / (Number(p.reserve0) / 10 ** decimals(p.token0));

describe('initialRegistryPools', () => {
  const pools = initialRegistryPools(registry);

  it('pairs wrapped ETH with each stablecoin and the stablecoins together, sorted by address', () => {
    expect(pools).toHaveLength(3);
    for (const p of pools) expect(p.token0 < p.token1).toBe(true);
  });

  it('prices ETH at ~3,000 USD in units that respect 6 decimals, and the stablecoins at par', () => {
    for (const p of pools) {
      const weth = [p.token0, p.token1].indexOf(registry.wrappedNative);
      const usdPerEth = weth === -1 ? 1 : weth === 0 ? price(p) : 1 / price(p);
      expect(usdPerEth).toBeCloseTo(weth === -1 ? 1 : 3_000, 6);
    }
    const reference = pools.find((p) => [p.token0, p.token1].includes(registry.usdReference!))!;
    const wethReserve = reference.token0 === registry.wrappedNative ? reference.reserve0 : reference.reserve1;
    expect(wethReserve).toBe(2_000n * 10n ** 18n);
  });
});

describe('randomPoolSwap', () => {
  it('moves reserves with the pair math and keeps ETH near its launch price', () => {
    const rnd = createRandom(3);
    const pool = initialRegistryPools(registry)[0]!;
    const k = pool.reserve0 * pool.reserve1;
    for (let i = 0; i < 500; i++) {
      const swap = randomPoolSwap(rnd, registry, pool, i);
      expect(swap.reserve0 * swap.reserve1).toBeGreaterThanOrEqual(k);
      expect(swap.volumeEth).toBeGreaterThan(0);
    }
    const usdPerEth = pool.token0 === registry.wrappedNative ? price(pool) : 1 / price(pool);
    expect(usdPerEth).toBeGreaterThan(2_500);
    expect(usdPerEth).toBeLessThan(3_500);
  });
});
