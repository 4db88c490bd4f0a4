import { LAUNCH_CURVE, MAX_FIRST_BUY_TOKENS, quoteBuy } from '@interface/market/curve';
import { formatEther, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { MAX_FIRST_BUY_ETH, marketAfterLaunch, minTokensOutOf, readFirstBuy } from './first-buy';

describe('the first buy', () => {
  it('is optional: empty or zero means none, and launch() then takes a minimum of 0', () => {
    expect(readFirstBuy('')).toEqual({ kind: 'none' });
    expect(readFirstBuy('0')).toEqual({ kind: 'none' });
    expect(minTokensOutOf({ kind: 'none' }, 50)).toBe(0n);
  });

  it('reads ETH exactly with parseUnits and quotes the tokens from the launch curve', () => {
    const first = readFirstBuy('0.1');
    expect(first).toEqual({ kind: 'ok', ethIn: parseEther('0.1'), quote: quoteBuy(LAUNCH_CURVE, parseEther('0.1')) });
    expect(readFirstBuy('.05')).toMatchObject({ kind: 'ok', ethIn: parseEther('0.05') });
  });

  it('refuses what is not an amount, and more than 18 decimals', () => {
    expect(readFirstBuy('abc')).toMatchObject({ kind: 'invalid' });
    expect(readFirstBuy('-1')).toMatchObject({ kind: 'invalid' });
    expect(readFirstBuy('1e3')).toMatchObject({ kind: 'invalid' });
    expect(readFirstBuy('0.0000000000000000001')).toEqual({
      kind: 'invalid',
      message: 'ETH has 18 decimals: the amount has more.',
    });
  });

  it('is capped at 10% of the supply, and says so', () => {
    // Rounding up makes the exact cost of 10% buy a few wei of tokens more: the tokens decide, like the contract.
    expect(quoteBuy(LAUNCH_CURVE, MAX_FIRST_BUY_ETH).tokensOut).toBeGreaterThan(MAX_FIRST_BUY_TOKENS);
    expect(readFirstBuy(formatEther(MAX_FIRST_BUY_ETH - 10n ** 12n))).toMatchObject({ kind: 'ok' });
    expect(readFirstBuy(formatEther(MAX_FIRST_BUY_ETH))).toMatchObject({ kind: 'invalid' });
    expect(readFirstBuy('0.2')).toEqual({
      kind: 'invalid',
      message: 'Above the cap: a first buy gets at most 10% of the supply.',
    });
  });

  it('bounds the minimum out by the slippage, rounding down', () => {
    const first = readFirstBuy('0.1');
    if (first.kind !== 'ok') throw new Error('expected a quote');
    expect(minTokensOutOf(first, 100)).toBe((first.quote.tokensOut * 9_900n) / 10_000n);
  });

  it('moves the market the preview shows', () => {
    expect(marketAfterLaunch({ kind: 'none' }).fundingProgress).toBe(0);
    const after = marketAfterLaunch(readFirstBuy('0.1'));
    expect(after.fundingProgress).toBeGreaterThan(0);
    expect(after.marketCap).toBeCloseTo(after.priceEth * 1e9);
  });
});
