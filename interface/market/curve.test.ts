import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  CURVE_SELLABLE,
  type Curve,
  curveEth,
  graduationLiquidity,
  LAUNCH_CURVE,
  quoteBuy,
  quoteBuyExact,
  quoteSell,
  tokensLeft,
  tokensSold,
} from './curve';

const k = (c: Curve) => c.virtualEth * c.virtualTokens;
/** ETH per token, scaled by 1e18, of the curve's margin or of a pair's reserves. */
const price = (eth: bigint, tokens: bigint) => (eth * 10n ** 18n) / tokens;

describe('the curve with its 1% fee', () => {
  it('takes 1% of a buy and moves the reserves by the rest', () => {
    const q = quoteBuy(LAUNCH_CURVE, parseEther('1'));
    expect(q.fee).toBe(parseEther('0.01'));
    expect(q.refund).toBe(0n);
    expect(q.after.virtualEth).toBe(parseEther('2.49'));
    // 1,073M × 0.99 / 2.49, rounded down.
    expect(q.tokensOut).toBe((LAUNCH_CURVE.virtualTokens * parseEther('0.99')) / parseEther('2.49'));
    expect(k(q.after)).toBeGreaterThanOrEqual(k(LAUNCH_CURVE));
  });

  it('takes 1% (rounded up) of what a sell pays out, and pays the rest', () => {
    const bought = quoteBuy(LAUNCH_CURVE, parseEther('2'));
    const s = quoteSell(bought.after, bought.tokensOut);
    const gross = bought.after.virtualEth - s.after.virtualEth;
    expect(s.fee).toBe((gross + 99n) / 100n);
    expect(s.ethOut + s.fee).toBe(gross);
    expect(s.after.virtualTokens).toBe(LAUNCH_CURVE.virtualTokens);
    // Round trip: the trader pays both fees and the curve's roundings, never gains.
    expect(s.ethOut).toBeLessThan(parseEther('2'));
    expect(k(s.after)).toBeGreaterThanOrEqual(k(bought.after));
    expect(curveEth(s.after)).toBeGreaterThanOrEqual(0n);
  });

  it('fills a buy past the end of the curve up to exactly 800M sold and refunds the rest', () => {
    const q = quoteBuy(LAUNCH_CURVE, parseEther('100'));
    expect(q.completes).toBe(true);
    expect(q.tokensOut).toBe(CURVE_SELLABLE);
    expect(tokensLeft(q.after)).toBe(0n);
    expect(q.refund).toBe(parseEther('100') - (q.after.virtualEth - LAUNCH_CURVE.virtualEth) - q.fee);
    expect(q.refund).toBeGreaterThan(parseEther('94'));
    expect(() => quoteBuy(q.after, 1n)).toThrow(RangeError);
  });

  it('never asks more than was sent when a buy only just reaches the end of the curve', () => {
    const cost = quoteBuyExact(LAUNCH_CURVE, CURVE_SELLABLE);
    for (let ethIn = cost.ethIn - 3n; ethIn <= cost.ethIn + 3n; ethIn++) {
      const q = quoteBuy(LAUNCH_CURVE, ethIn);
      if (!q.completes) continue;
      expect(q.refund).toBeGreaterThanOrEqual(0n);
      expect(q.after.virtualEth - LAUNCH_CURVE.virtualEth + q.fee + q.refund).toBe(ethIn);
    }
  });

  it('prices an exact-output buy so that the same ETH buys at least those tokens', () => {
    for (const tokens of [1n, parseEther('1'), parseEther('12345678.9'), CURVE_SELLABLE / 3n, CURVE_SELLABLE]) {
      const exact = quoteBuyExact(LAUNCH_CURVE, tokens);
      const back = quoteBuy(LAUNCH_CURVE, exact.ethIn);
      expect(back.tokensOut).toBeGreaterThanOrEqual(tokens);
      expect(back.fee).toBeLessThanOrEqual(exact.fee + 1n);
    }
    expect(quoteBuyExact(LAUNCH_CURVE, CURVE_SELLABLE).completes).toBe(true);
    expect(() => quoteBuyExact(LAUNCH_CURVE, CURVE_SELLABLE + 1n)).toThrow(RangeError);
  });

  it('refuses zero and overselling', () => {
    expect(() => quoteBuy(LAUNCH_CURVE, 0n)).toThrow(RangeError);
    expect(() => quoteSell(LAUNCH_CURVE, 1n)).toThrow(RangeError);
    const q = quoteBuy(LAUNCH_CURVE, parseEther('0.1'));
    expect(() => quoteSell(q.after, tokensSold(q.after) + 1n)).toThrow(RangeError);
  });

  it("opens the pair within 2% of the curve's last price", () => {
    const done = quoteBuy(LAUNCH_CURVE, parseEther('10')).after;
    const pair = graduationLiquidity(done);
    expect(pair.tokens).toBe(parseEther('200000000'));
    const last = price(done.virtualEth, done.virtualTokens);
    const first = price(pair.eth, pair.tokens);
    expect(first).toBeGreaterThan(last);
    expect(((first - last) * 10_000n) / last).toBeLessThanOrEqual(200n);
  });

  it('always holds the ETH to buy back every token it sold, whatever the order of trades', () => {
    let c = LAUNCH_CURVE;
    let held = 0n;
    const holdings: bigint[] = [];
    // A fixed pseudo-random walk of buys and partial sells.
    let x = 7n;
    for (let i = 0; i < 300; i++) {
      x = (x * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
      const sell = holdings.length > 0 && x % 3n === 0n;
      if (sell) {
        const j = Number(x % BigInt(holdings.length));
        const amount = holdings[j]! / (1n + (x % 4n));
        if (amount === 0n) continue;
        const s = quoteSell(c, amount);
        holdings[j]! -= amount;
        held -= s.ethOut + s.fee;
        c = s.after;
      } else {
        if (tokensLeft(c) === 0n) break;
        const b = quoteBuy(c, (x % parseEther('3')) + 1n);
        holdings.push(b.tokensOut);
        held += b.after.virtualEth - c.virtualEth;
        c = b.after;
      }
      expect(held).toBe(curveEth(c));
      const owed = holdings.reduce((a, h) => a + h, 0n);
      expect(owed).toBe(tokensSold(c));
      if (owed > 0n) expect(quoteSell(c, owed).ethOut).toBeLessThanOrEqual(held);
    }
  });
});
