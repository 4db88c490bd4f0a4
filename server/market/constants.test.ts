import { describe, expect, it } from 'vitest';
import {
  CURVE_SELLABLE_WEI,
  CURVE_VIRTUAL_ETH_WEI,
  CURVE_VIRTUAL_TOKEN_WEI,
  TOTAL_SUPPLY_WEI,
  WEI,
  weiToNumber,
} from './constants';

describe('market constants', () => {
  it('match the market model', () => {
    expect(WEI).toBe(1_000_000_000_000_000_000n);
    expect(TOTAL_SUPPLY_WEI).toBe(10n ** 27n);
    expect(CURVE_VIRTUAL_ETH_WEI).toBe(1_500_000_000_000_000_000n);
    expect(CURVE_VIRTUAL_TOKEN_WEI).toBe(1_073_000_000n * 10n ** 18n);
    expect(CURVE_SELLABLE_WEI).toBe(8n * 10n ** 26n);
  });
});

describe('weiToNumber', () => {
  it('converts exactly representable values exactly', () => {
    expect(weiToNumber(1_500_000_000_000_000_000n)).toBe(1.5);
    expect(weiToNumber(0n)).toBe(0);
    expect(weiToNumber(-WEI / 4n)).toBe(-0.25);
    expect(weiToNumber(2_500_000n, 6)).toBe(2.5);
  });

  it('rounds once, to the nearest double', () => {
    expect(weiToNumber(100_000_000_000_000_000n)).toBe(0.1);
    expect(weiToNumber(123_456_789_123_456_789_123n)).toBe(Number('123.456789123456789123'));
    expect(weiToNumber(TOTAL_SUPPLY_WEI)).toBe(1e9);
    expect(weiToNumber(10n ** 400n)).toBe(Number.POSITIVE_INFINITY);
  });
});
