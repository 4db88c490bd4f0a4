import { describe, expect, it } from 'vitest';
import {
  AUTO_SLIPPAGE_BPS,
  formatSlippagePercent,
  isValidSlippageBps,
  MAX_SLIPPAGE_BPS,
  MIN_SLIPPAGE_BPS,
  mayBeFrontRun,
  parseSlippagePercent,
  SLIPPAGE_PRESETS_BPS,
  slippageBpsOf,
} from './slippage';

describe('slippage setting', () => {
  it('is 0.5% on auto, with presets of 0.1, 0.5 and 1%', () => {
    expect(AUTO_SLIPPAGE_BPS).toBe(50);
    expect(slippageBpsOf({ kind: 'auto' })).toBe(50);
    expect(slippageBpsOf({ kind: 'custom', bps: 250 })).toBe(250);
    expect(SLIPPAGE_PRESETS_BPS).toEqual([10, 50, 100]);
    expect(SLIPPAGE_PRESETS_BPS.every(isValidSlippageBps)).toBe(true);
  });

  it('warns above 1%', () => {
    expect(mayBeFrontRun(100)).toBe(false);
    expect(mayBeFrontRun(101)).toBe(true);
  });

  it('accepts whole basis points from 0.01% to 50%', () => {
    expect(isValidSlippageBps(MIN_SLIPPAGE_BPS)).toBe(true);
    expect(isValidSlippageBps(MAX_SLIPPAGE_BPS)).toBe(true);
    expect(isValidSlippageBps(0)).toBe(false);
    expect(isValidSlippageBps(5_001)).toBe(false);
    expect(isValidSlippageBps(2.5)).toBe(false);
  });
});

describe('parseSlippagePercent', () => {
  it('reads the typed percentage exactly', () => {
    const cases: [string, number][] = [
      ['0.5', 50],
      ['0.01', 1],
      ['0.29', 29],
      ['0.57', 57],
      ['1', 100],
      ['.25', 25],
      ['2.', 200],
      ['0.010', 1],
      ['50', 5_000],
      ['50.00', 5_000],
      [' 3% ', 300],
      ['007', 700],
    ];
    for (const [text, bps] of cases) expect(parseSlippagePercent(text), text).toEqual({ ok: true, bps });
  });

  it('says what is wrong with anything else', () => {
    const cases: [string, string][] = [
      ['', 'Enter a slippage percentage.'],
      ['  ', 'Enter a slippage percentage.'],
      ['abc', 'Slippage must be a number, like 0.5.'],
      ['.', 'Slippage must be a number, like 0.5.'],
      ['1e1', 'Slippage must be a number, like 0.5.'],
      ['1,5', 'Slippage must be a number, like 0.5.'],
      ['-1', 'Slippage cannot be negative.'],
      ['0.001', 'Slippage goes in steps of 0.01%.'],
      ['0', 'Slippage must be from 0.01% to 50%.'],
      ['0.00', 'Slippage must be from 0.01% to 50%.'],
      ['51', 'Slippage must be from 0.01% to 50%.'],
      ['50.01', 'Slippage must be from 0.01% to 50%.'],
      ['99999999999999999999', 'Slippage must be from 0.01% to 50%.'],
    ];
    for (const [text, message] of cases) expect(parseSlippagePercent(text), text).toEqual({ ok: false, message });
  });
});

describe('formatSlippagePercent', () => {
  it('writes basis points back as the text that parses to them', () => {
    for (const bps of [1, 10, 29, 50, 100, 150, 1_234, 5_000]) {
      const text = formatSlippagePercent(bps);
      expect(parseSlippagePercent(text)).toEqual({ ok: true, bps });
    }
    expect(formatSlippagePercent(50)).toBe('0.5');
    expect(formatSlippagePercent(1)).toBe('0.01');
    expect(formatSlippagePercent(100)).toBe('1');
  });
});
