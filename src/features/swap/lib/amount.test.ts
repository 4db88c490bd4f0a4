import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount';

describe('parseAmount', () => {
  it('reads typed decimals exactly in the smallest unit', () => {
    const cases: [string, number, bigint][] = [
      ['1', 18, 10n ** 18n],
      ['1.5', 18, 15n * 10n ** 17n],
      ['0.1', 18, 10n ** 17n],
      ['.25', 6, 250_000n],
      ['10.', 6, 10_000_000n],
      [' 0.000001 ', 6, 1n],
      ['1.500000', 6, 1_500_000n],
      ['123456789.123456789123456789', 18, 123456789_123456789_123456789n],
      ['42', 0, 42n],
    ];
    for (const [text, decimals, amount] of cases) {
      expect(parseAmount(text, decimals), text).toEqual({ ok: true, amount });
    }
  });

  it('says what is wrong with anything else', () => {
    const cases: [string, number, string][] = [
      ['', 18, 'Enter an amount.'],
      ['   ', 18, 'Enter an amount.'],
      ['abc', 18, 'The amount must be a number, like 1.5.'],
      ['.', 18, 'The amount must be a number, like 1.5.'],
      ['1e18', 18, 'The amount must be a number, like 1.5.'],
      ['1,5', 18, 'The amount must be a number, like 1.5.'],
      ['0x10', 18, 'The amount must be a number, like 1.5.'],
      ['1.2.3', 18, 'The amount must be a number, like 1.5.'],
      ['-1', 18, 'The amount cannot be negative.'],
      ['0.0000001', 6, 'This token has 6 decimals: the amount has more.'],
      ['1.5', 0, 'This token has 0 decimals: the amount has more.'],
      ['0', 18, 'Enter an amount above zero.'],
      ['0.000', 18, 'Enter an amount above zero.'],
      [`${maxUint256}1`, 0, 'The amount is too large.'],
    ];
    for (const [text, decimals, message] of cases) {
      expect(parseAmount(text, decimals), text).toEqual({ ok: false, message });
    }
  });
});
