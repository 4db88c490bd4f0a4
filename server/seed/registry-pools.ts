/**
 * The registry's own pools (wrapped ETH against the stablecoins, and the stablecoins against each
 * other) and the swaps that keep them moving. Shared by the seed and the simulator.
 */

import { getAmountOut } from '../../interface/market/pair';
import type { PairCreated, PairSwap } from '../ingest/events';
import type { Registry } from '../swap/registry';
import { pairAddress } from '../swap/registry';
import type { Random } from './random';

const SEED_ETH_USD = 3_000;
/** Wrapped ETH in each stablecoin pool, the first (reference) stablecoin's pool being the deepest. */
const WETH_LIQUIDITY = [2_000, 1_500] as const;
const STABLE_PAIR_LIQUIDITY_USD = 2_000_000;

export interface PoolState {
  address: string;
  token0: string;
  token1: string;
  reserve0: bigint;
  reserve1: bigint;
}

/** Whole units to the smallest unit, exact to a millionth of a unit (plenty for pool sizes). */
const units = (amount: number, decimals: number): bigint =>
  decimals >= 6
    ? BigInt(Math.round(amount * 1e6)) * 10n ** BigInt(decimals - 6)
    : BigInt(Math.round(amount * 10 ** decimals));

function pool(registry: Registry, a: string, amountA: bigint, b: string, amountB: bigint): PoolState {
  const aFirst = a < b;
  return {
    address: pairAddress(registry, a, b),
    token0: aFirst ? a : b,
    token1: aFirst ? b : a,
    reserve0: aFirst ? amountA : amountB,
    reserve1: aFirst ? amountB : amountA,
  };
}

/** The registry's pools at launch: ~3,000 USD per ETH, stablecoins at par, amounts in each token's decimals. */
export function initialRegistryPools(registry: Registry): PoolState[] {
  const weth = registry.wrappedNative;
  const stables = registry.tokens
    .filter((t) => t.address !== weth)
    .sort((a, b) => Number(b.address === registry.usdReference) - Number(a.address === registry.usdReference));
  const pools = stables.map((s, i) => {
    const eth = WETH_LIQUIDITY[Math.min(i, WETH_LIQUIDITY.length - 1)]!;
    return pool(registry, weth, units(eth, 18), s.address, units(eth * SEED_ETH_USD, s.decimals));
  });
  stables.forEach((a, i) => {
    for (const b of stables.slice(i + 1)) {
      pools.push(
        pool(
          registry,
          a.address,
          units(STABLE_PAIR_LIQUIDITY_USD, a.decimals),
          b.address,
          units(STABLE_PAIR_LIQUIDITY_USD, b.decimals),
        ),
      );
    }
  });
  return pools;
}

export const poolCreated = (p: PoolState, timestamp: number): PairCreated => ({ ...p, timestamp });

function decimalsOf(registry: Registry, address: string): number {
  return registry.tokens.find((t) => t.address === address)?.decimals ?? 18;
}

/**
 * One swap on a registry pool, in ETH value 0.05–20 ETH. WHY the lean: the side that got expensive is
 * sold more often, so prices wander around their launch levels instead of drifting away.
 */
export function randomPoolSwap(rnd: Random, registry: Registry, p: PoolState, timestamp: number): PairSwap {
  const weth = registry.wrappedNative;
  const [d0, d1] = [decimalsOf(registry, p.token0), decimalsOf(registry, p.token1)];
  const value0 = Number(p.reserve0) / 10 ** d0;
  const value1 = Number(p.reserve1) / 10 ** d1;
  // Price of token0 in token1 against its launch level: 1 for stable pairs, ETH/USD for wrapped ETH.
  const fair = p.token0 === weth ? SEED_ETH_USD : p.token1 === weth ? 1 / SEED_ETH_USD : 1;
  const drift = Math.log(value1 / value0 / fair);
  const sellToken0 = rnd.chance(Math.min(0.9, Math.max(0.1, 0.5 + drift * 5)));
  const ethValue = Math.exp(rnd.float(Math.log(0.05), Math.log(20)));
  const usdValue = ethValue * SEED_ETH_USD;
  const inToken = sellToken0 ? p.token0 : p.token1;
  const amountIn = units(inToken === weth ? ethValue : usdValue, sellToken0 ? d0 : d1);
  const [reserveIn, reserveOut] = sellToken0 ? [p.reserve0, p.reserve1] : [p.reserve1, p.reserve0];
  const amountOut = getAmountOut(amountIn, reserveIn, reserveOut);
  if (sellToken0) Object.assign(p, { reserve0: p.reserve0 + amountIn, reserve1: p.reserve1 - amountOut });
  else Object.assign(p, { reserve1: p.reserve1 + amountIn, reserve0: p.reserve0 - amountOut });
  return {
    pair: p.address,
    reserve0: p.reserve0,
    reserve1: p.reserve1,
    volumeEth: Number(ethValue.toPrecision(6)),
    timestamp,
  };
}
