import { describe, expect, it } from 'vitest';
import {
  CURVE_SELLABLE_WEI,
  CURVE_VIRTUAL_ETH_WEI,
  CURVE_VIRTUAL_TOKEN_WEI,
  ethToWei,
  formatUnitsExact,
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

describe('formatUnitsExact', () => {
  it('writes whole units without trailing zeros', () => {
    expect(formatUnitsExact(1_500_000_000_000_000_000n)).toBe('1.5');
    expect(formatUnitsExact(1n)).toBe('0.000000000000000001');
    expect(formatUnitsExact(0n)).toBe('0');
    expect(formatUnitsExact(-25n, 1)).toBe('-2.5');
    expect(formatUnitsExact(1234n, 0)).toBe('1234');
    expect(formatUnitsExact(1_000_000n, 6)).toBe('1');
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

describe('ethToWei', () => {
  it('parses decimal strings exactly', () => {
    expect(ethToWei('1.5')).toBe(1_500_000_000_000_000_000n);
    expect(ethToWei('0.1')).toBe(100_000_000_000_000_000n);
    expect(ethToWei('0.000000000000000001')).toBe(1n);
    expect(ethToWei('.5')).toBe(WEI / 2n);
    expect(ethToWei('7.')).toBe(7n * WEI);
    expect(ethToWei(' 2 ')).toBe(2n * WEI);
    expect(ethToWei('-0.25')).toBe(-WEI / 4n);
    expect(ethToWei('1e3')).toBe(1000n * WEI);
    expect(ethToWei('12345678901234567890.123456789012345678')).toBe(12345678901234567890123456789012345678n);
  });

  it('reads numbers as their shortest decimal text, not their binary expansion', () => {
    expect(ethToWei(0.1)).toBe(100_000_000_000_000_000n);
    expect(ethToWei(1.1)).toBe(1_100_000_000_000_000_000n);
    expect(ethToWei(1e-7)).toBe(100_000_000_000n);
    expect(ethToWei(1.5e21)).toBe(1_500_000_000_000_000_000_000n * WEI);
    expect(ethToWei(0)).toBe(0n);
  });

  it('truncates below one wei', () => {
    expect(ethToWei('0.0000000000000000019')).toBe(1n);
    expect(ethToWei(1e-20)).toBe(0n);
  });

  it('honours other decimals', () => {
    expect(ethToWei('2.5', 6)).toBe(2_500_000n);
    expect(ethToWei('2.5', 0)).toBe(2n);
  });

  it('refuses what is not a finite decimal amount', () => {
    for (const bad of ['', '.', 'abc', '1.2.3', '0x10', '1e', '--1', '1e999999']) {
      expect(() => ethToWei(bad), bad).toThrow(RangeError);
    }
    expect(() => ethToWei(Number.NaN)).toThrow(RangeError);
    expect(() => ethToWei(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => ethToWei('1', 1.5)).toThrow(RangeError);
  });
});
