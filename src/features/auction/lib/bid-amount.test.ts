import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { parseBid } from './bid-amount';

const MINIMUM = parseEther('0.0105');

describe('parseBid', () => {
  it.each([
    ['0.0105', parseEther('0.0105')],
    ['  1.5 ', parseEther('1.5')],
    ['.25', parseEther('0.25')],
    ['2.', parseEther('2')],
    ['1.000000000000000001', 10n ** 18n + 1n],
  ])('reads %j exactly, in wei', (text, wei) => {
    expect(parseBid(text, MINIMUM)).toEqual({ ok: true, wei });
  });

  it.each([
    ['', 'Enter your bid in ETH.'],
    ['.', 'The bid must be a number of ETH, like 0.05.'],
    ['1e3', 'The bid must be a number of ETH, like 0.05.'],
    ['-0.5', 'A bid cannot be negative.'],
    ['0.000', 'Enter a bid above zero.'],
    ['0.0104999', 'The minimum bid is 0.0105 ETH.'],
  ])('refuses %j', (text, message) => {
    expect(parseBid(text, MINIMUM)).toEqual({ ok: false, message });
  });

  it('checks no minimum before the contract has answered', () => {
    expect(parseBid('0.001', undefined)).toEqual({ ok: true, wei: parseEther('0.001') });
  });
});
