import { describe, expect, it } from 'vitest';
import { CURVE_SELLABLE_WEI, CURVE_VIRTUAL_ETH_WEI, TOTAL_SUPPLY_WEI, WEI } from './constants';
import {
  type CurveState,
  curveBuy,
  curveEthForTokens,
  curveEthRaised,
  curvePrice,
  curveSell,
  fundingProgress,
  graduationPair,
  initialCurveState,
  tokensLeftOnCurve,
  tokensSoldOnCurve,
} from './curve';
import { seededRandom } from './seeded-random';

const k = (state: CurveState) => state.virtualEth * state.virtualToken;
const START = initialCurveState();
const COMPLETION_ETH = 4_395_604_395_604_395_605n; // ceil(1.5 ETH × 800M / 273M)

function completedState(): CurveState {
  return curveBuy(START, 100n * WEI).state;
}

describe('curve start', () => {
  it('has nothing sold, no ETH raised, progress 0', () => {
    expect(tokensSoldOnCurve(START)).toBe(0n);
    expect(tokensLeftOnCurve(START)).toBe(CURVE_SELLABLE_WEI);
    expect(curveEthRaised(START)).toBe(0n);
    expect(fundingProgress(START)).toBe(0);
  });

  it('prices at virtual ETH / virtual tokens', () => {
    expect(curvePrice(START)).toBeCloseTo(1.5 / 1_073_000_000, 20);
  });
});

describe('curveBuy', () => {
  it('rounds tokensOut down', () => {
    const { tokensOut, ethUsed, completes } = curveBuy(START, WEI);
    // 1,073,000,000e18 × 1e18 / 2.5e18 = 429,200,000e18 exactly; check the floor on a non-exact one too.
    expect(tokensOut).toBe(429_200_000n * WEI);
    expect(ethUsed).toBe(WEI);
    expect(completes).toBe(false);
    const odd = curveBuy(START, 7n);
    expect(odd.tokensOut).toBe((START.virtualToken * 7n) / (START.virtualEth + 7n));
  });

  it('caps at 800M tokens and charges only the ETH needed', () => {
    const result = curveBuy(START, 100n * WEI);
    expect(result.tokensOut).toBe(CURVE_SELLABLE_WEI);
    expect(result.ethUsed).toBe(COMPLETION_ETH);
    expect(result.completes).toBe(true);
    expect(tokensLeftOnCurve(result.state)).toBe(0n);
    expect(fundingProgress(result.state)).toBe(1);
    expect(k(result.state)).toBeGreaterThanOrEqual(k(START));
  });

  it('completes with exactly the ETH needed, and one wei less does not', () => {
    expect(curveBuy(START, COMPLETION_ETH).completes).toBe(true);
    const short = curveBuy(START, COMPLETION_ETH - 1n);
    expect(short.completes).toBe(false);
    expect(short.tokensOut).toBeLessThan(CURVE_SELLABLE_WEI);
    expect(fundingProgress(short.state)).toBeLessThan(1);
  });

  it('caps a buy that overshoots the tokens left after earlier buys', () => {
    const midway = curveBuy(START, 2n * WEI).state;
    const result = curveBuy(midway, 50n * WEI);
    expect(result.completes).toBe(true);
    expect(result.tokensOut).toBe(tokensLeftOnCurve(midway));
    expect(result.ethUsed).toBe(curveEthForTokens(midway, tokensLeftOnCurve(midway)));
    expect(result.ethUsed).toBeLessThan(50n * WEI);
    expect(tokensSoldOnCurve(result.state)).toBe(CURVE_SELLABLE_WEI);
  });

  it('refuses negative ETH and buys on a complete curve', () => {
    expect(() => curveBuy(START, -1n)).toThrow(RangeError);
    expect(() => curveBuy(completedState(), WEI)).toThrow(RangeError);
  });

  it('a zero buy changes nothing', () => {
    expect(curveBuy(START, 0n)).toEqual({ tokensOut: 0n, ethUsed: 0n, state: START, completes: false });
  });
});

describe('curveSell', () => {
  it('rounds ethOut down and refuses selling more than was sold', () => {
    const bought = curveBuy(START, WEI);
    const sold = curveSell(bought.state, bought.tokensOut);
    expect(sold.ethOut).toBeLessThanOrEqual(WEI);
    expect(sold.state.virtualToken).toBe(START.virtualToken);
    expect(() => curveSell(bought.state, bought.tokensOut + 1n)).toThrow(RangeError);
    expect(() => curveSell(START, 1n)).toThrow(RangeError);
    expect(() => curveSell(START, -1n)).toThrow(RangeError);
  });

  it('selling everything back leaves the curve with its virtual ETH or more', () => {
    const full = completedState();
    const back = curveSell(full, CURVE_SELLABLE_WEI);
    expect(back.ethOut).toBeLessThanOrEqual(COMPLETION_ETH);
    expect(back.state.virtualEth).toBeGreaterThanOrEqual(CURVE_VIRTUAL_ETH_WEI);
    expect(fundingProgress(back.state)).toBe(0);
  });
});

describe('curve invariants over random trades', () => {
  it('k never decreases and the real ETH never goes negative', () => {
    const random = seededRandom(20240601n);
    let state = START;
    for (let i = 0; i < 3000; i++) {
      const before = k(state);
      const sold = tokensSoldOnCurve(state);
      const sell = sold > 0n && (tokensLeftOnCurve(state) === 0n || random.coin());
      state = sell ? curveSell(state, random.amount(sold)).state : curveBuy(state, random.amount(5n * WEI)).state;
      expect(k(state)).toBeGreaterThanOrEqual(before);
      expect(curveEthRaised(state)).toBeGreaterThanOrEqual(0n);
      expect(tokensSoldOnCurve(state)).toBeGreaterThanOrEqual(0n);
      expect(tokensLeftOnCurve(state)).toBeGreaterThanOrEqual(0n);
      const progress = fundingProgress(state);
      expect(progress).toBeGreaterThanOrEqual(0);
      expect(progress === 1).toBe(tokensLeftOnCurve(state) === 0n);
    }
  });

  it('buy then sell returns at most the ETH put in', () => {
    const random = seededRandom(7n);
    let state = START;
    for (let i = 0; i < 1000; i++) {
      if (tokensLeftOnCurve(state) === 0n) state = START;
      const buy = curveBuy(state, random.amount(3n * WEI));
      const sell = curveSell(buy.state, buy.tokensOut);
      expect(sell.ethOut).toBeLessThanOrEqual(buy.ethUsed);
      expect(buy.ethUsed).toBeGreaterThanOrEqual(0n);
      state = buy.state;
    }
  });
});

describe('fundingProgress', () => {
  it('is below 1 when one wei is missing, even though the double would round to 1', () => {
    const almost = curveSell(completedState(), 1n).state;
    expect(tokensLeftOnCurve(almost)).toBe(1n);
    expect(fundingProgress(almost)).toBeLessThan(1);
    expect(fundingProgress(almost)).toBeGreaterThan(0.999999);
  });

  it('is the share of the sellable tokens sold', () => {
    const quarter = { ...START, virtualToken: START.virtualToken - CURVE_SELLABLE_WEI / 4n };
    expect(fundingProgress(quarter)).toBe(0.25);
    // Paying the rounded-up price of a quarter buys at least a quarter.
    const bought = curveBuy(START, curveEthForTokens(START, CURVE_SELLABLE_WEI / 4n));
    expect(bought.tokensOut).toBeGreaterThanOrEqual(CURVE_SELLABLE_WEI / 4n);
    expect(fundingProgress(bought.state)).toBeCloseTo(0.25, 12);
  });
});

describe('graduationPair', () => {
  it('seeds the pair with the raised ETH and the 200M unsold tokens', () => {
    const full = completedState();
    const pair = graduationPair(full);
    expect(pair.ethReserve).toBe(COMPLETION_ETH);
    expect(pair.tokenReserve).toBe(TOTAL_SUPPLY_WEI - CURVE_SELLABLE_WEI);
  });

  it('keeps the price continuous within a few percent', () => {
    const full = completedState();
    const pair = graduationPair(full);
    const pairPrice = Number(pair.ethReserve) / Number(pair.tokenReserve);
    const ratio = pairPrice / curvePrice(full);
    expect(ratio).toBeGreaterThan(0.97);
    expect(ratio).toBeLessThan(1.03);
  });
});
