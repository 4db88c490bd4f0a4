import { LAUNCH_CURVE, quoteBuy, quoteBuyExact, quoteSell, tokensLeft } from '@interface/market/curve';
import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { curveDeadline, planCurveBuy, planCurveBuyExact, planCurveSell, shareOf } from './curve-trade';

describe('shareOf', () => {
  it('takes a share of a balance in wei, and all of it at 100%', () => {
    expect(shareOf(1_000n, 25)).toBe(250n);
    expect(shareOf(999n, 50)).toBe(499n);
    expect(shareOf(999n, 100)).toBe(999n);
    expect(shareOf(0n, 75)).toBe(0n);
  });
});

describe('planCurveBuyExact', () => {
  it('sends the cost plus the slippage, rounded up, and measures the impact like an ETH buy', () => {
    const tokensOut = parseEther('10000000');
    const { ethIn, fee } = quoteBuyExact(LAUNCH_CURVE, tokensOut);
    const plan = planCurveBuyExact(tokensOut, { ethIn, fee }, LAUNCH_CURVE, 100);
    expect(plan.maxEthIn).toBe((ethIn * 10_100n + 9_999n) / 10_000n);
    expect(plan.maxEthIn).toBeGreaterThan(ethIn);
    expect(plan.completes).toBe(false);
    // The same fill bought with ETH has the same impact.
    const sameFill = planCurveBuy(ethIn, { tokensOut, fee, refund: 0n }, LAUNCH_CURVE, 100);
    expect(plan.priceImpact).toBeCloseTo(sameFill.priceImpact, 6);
  });

  it('says when exactly the tokens left complete the curve', () => {
    const left = tokensLeft(LAUNCH_CURVE);
    const { ethIn, fee } = quoteBuyExact(LAUNCH_CURVE, left);
    expect(planCurveBuyExact(left, { ethIn, fee }, LAUNCH_CURVE, 100).completes).toBe(true);
    expect(planCurveBuyExact(left - 1n, quoteBuyExact(LAUNCH_CURVE, left - 1n), LAUNCH_CURVE, 100).completes).toBe(
      false,
    );
  });
});

describe('planCurveBuy', () => {
  it('bounds the tokens by the slippage, and measures the impact against the spot price', () => {
    const ethIn = parseEther('0.5');
    const q = quoteBuy(LAUNCH_CURVE, ethIn);
    const plan = planCurveBuy(ethIn, { tokensOut: q.tokensOut, fee: q.fee, refund: q.refund }, LAUNCH_CURVE, 100);
    expect(plan.minTokensOut).toBe((q.tokensOut * 9_900n) / 10_000n);
    expect(plan.spent).toBe(ethIn);
    expect(plan.completes).toBe(false);
    // 0.495 ETH net on 1.5 ETH of virtual reserves moves the price by about a third.
    expect(plan.priceImpact).toBeGreaterThan(0.3);
    expect(plan.priceImpact).toBeLessThan(0.36);
  });

  it('says when a buy completes the curve, and what comes back', () => {
    const ethIn = parseEther('100');
    const q = quoteBuy(LAUNCH_CURVE, ethIn);
    const plan = planCurveBuy(ethIn, { tokensOut: q.tokensOut, fee: q.fee, refund: q.refund }, LAUNCH_CURVE, 100);
    expect(q.tokensOut).toBe(tokensLeft(LAUNCH_CURVE));
    expect(plan.completes).toBe(true);
    expect(plan.spent).toBe(ethIn - q.refund);
    expect(plan.spent).toBeLessThan(ethIn);
  });

  it('has no impact to speak of for a tiny buy', () => {
    const ethIn = 10n ** 9n;
    const q = quoteBuy(LAUNCH_CURVE, ethIn);
    const plan = planCurveBuy(ethIn, { tokensOut: q.tokensOut, fee: q.fee, refund: q.refund }, LAUNCH_CURVE, 50);
    expect(plan.priceImpact).toBeLessThan(1e-6);
  });
});

describe('planCurveSell', () => {
  it('bounds the ETH by the slippage, and a sell lowers the price', () => {
    const bought = quoteBuy(LAUNCH_CURVE, parseEther('2'));
    const tokensIn = bought.tokensOut / 2n;
    const q = quoteSell(bought.after, tokensIn);
    const plan = planCurveSell(tokensIn, { ethOut: q.ethOut, fee: q.fee }, bought.after, 100);
    expect(plan.minEthOut).toBe((q.ethOut * 9_900n) / 10_000n);
    expect(plan.priceImpact).toBeGreaterThan(0.1);
    expect(plan.priceImpact).toBeLessThan(1);
  });
});

it('gives a curve trade twenty minutes', () => {
  expect(curveDeadline(1_700_000_000n)).toBe(1_700_001_200n);
});
