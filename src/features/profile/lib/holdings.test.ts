import type { BatchToken } from '@interface/tokens';
import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { deriveHoldings, type TokenState } from './holdings';
import { priceToWei, shareOfSupply, usdOf } from './valuation';

const SUPPLY = 1_000_000_000n * 10n ** 18n;
const units = (n: bigint) => n * 10n ** 18n;
const addr = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;
const state = (i: number, balance: bigint, launched = true): TokenState => ({
  token: addr(i),
  launched,
  balance,
  totalSupply: SUPPLY,
});
const info = (i: number, price: number): BatchToken => ({
  address: addr(i),
  created_at: '2026-01-01T00:00:00.000Z',
  owner: addr(900),
  name: `Token ${i}`,
  ticker: `T${i}`,
  description: '',
  image_url: '',
  market_cap: 30,
  funding_progress: 0.1,
  price_eth: price,
  is_graduated: false,
});
// 3,000 USDC (6 decimals) for 1 ETH.
const rate = { usd: 3_000n * 10n ** 6n, eth: parseEther('1'), decimals: 6 };

describe('valuation', () => {
  it('turns the service price into wei a whole token, and refuses what is no price', () => {
    expect(priceToWei(0.0000000218)).toBe(21_800_000_000n);
    expect(priceToWei(Number.NaN)).toBeNull();
    expect(priceToWei(-1)).toBeNull();
  });
  it('values wei in dollars at the pair rate, and has no dollars without a pair', () => {
    expect(usdOf(parseEther('0.5'), rate)).toBe(1500);
    expect(usdOf(1n, null)).toBeNull();
    expect(usdOf(1n, { ...rate, eth: 0n })).toBeNull();
  });
  it('says the share of supply in percent', () => {
    expect(shareOfSupply(SUPPLY / 100n, SUPPLY)).toBe(1);
    expect(shareOfSupply(1n, 0n)).toBe(0);
  });
});

describe('holdings', () => {
  it('lists launched tokens with a balance, highest value first, with totals', () => {
    const summary = deriveHoldings({
      states: [state(1, units(1_000n)), state(2, units(10n)), state(3, 0n), state(4, units(5n), false)],
      infos: new Map([
        [addr(1), info(1, 0.0001)],
        [addr(2), info(2, 0.1)],
        [addr(3), info(3, 1)],
      ]),
      fills: new Map([[addr(2), [{ side: 'buy' as const, eth: parseEther('0.5'), tokens: units(10n) }]]]),
      rate,
    });
    // Zero balances and tokens not launched by the factory are left out.
    expect(summary.rows.map((r) => r.token)).toEqual([addr(2), addr(1)]);
    expect(summary.rows[0]!.valueWei).toBe(parseEther('1'));
    expect(summary.rows[0]!.valueUsd).toBe(3000);
    expect(summary.rows[0]!.pnl.result).toBe(parseEther('0.5'));
    expect(summary.rows[1]!.valueWei).toBe(parseEther('0.1'));
    expect(summary.totalWei).toBe(parseEther('1.1'));
    expect(summary.totalUsd).toBeCloseTo(3300);
    expect(summary.totalPaid).toBe(parseEther('0.5'));
    // The token held without a trade has cost nothing and earned nothing in this reckoning.
    expect(summary.totalResult).toBe(parseEther('0.5'));
    expect(summary.unpriced).toBe(0);
  });

  it('keeps a token the service does not know, after the priced ones and out of the totals', () => {
    const summary = deriveHoldings({
      states: [state(7, units(1_000_000n)), state(8, units(1n))],
      infos: new Map([[addr(8), info(8, 0.01)]]),
      fills: new Map(),
      rate: null,
    });
    expect(summary.rows.map((r) => r.token)).toEqual([addr(8), addr(7)]);
    expect(summary.rows[1]!.valueWei).toBeNull();
    expect(summary.rows[1]!.info).toBeUndefined();
    expect(summary.unpriced).toBe(1);
    expect(summary.totalWei).toBe(parseEther('0.01'));
    expect(summary.totalUsd).toBeNull();
  });
});
