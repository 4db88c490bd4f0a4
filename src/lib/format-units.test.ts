import { parseEther, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { boundRounding, formatUnitsCompact, formatUnitsFixed } from './format-units';

describe('formatUnitsCompact', () => {
  it('shows amounts as the app does, to the nearest by default', () => {
    expect(formatUnitsCompact(parseEther('1050000'))).toBe('1.1M');
    expect(formatUnitsCompact(parseEther('12.345'))).toBe('12.35');
    expect(formatUnitsCompact(parseEther('0.0000000218'))).toBe('0.0₇218');
    expect(formatUnitsCompact(0n)).toBe('0');
  });

  it('rounds a minimum down and a maximum up, at every scale', () => {
    const cases: [string, string, string][] = [
      // amount, down, up
      ['1050000', '1M', '1.1M'],
      ['1049999.999999999999999999', '1M', '1.1M'],
      ['1100000', '1.1M', '1.1M'],
      ['12.345', '12.34', '12.35'],
      ['123.45', '123.4', '123.5'],
      ['999.96', '999.9', '1K'],
      ['99.999', '99.99', '100'],
      ['0.99996', '0.9999', '1'],
      ['0.0000000218', '0.0₇218', '0.0₇218'],
      ['0.00000002185', '0.0₇2185', '0.0₇2185'],
      ['0.000000021855', '0.0₇2185', '0.0₇2186'],
      ['1234567890123.456', '1.2T', '1.3T'],
    ];
    for (const [text, down, up] of cases) {
      const amount = parseEther(text);
      expect([text, formatUnitsCompact(amount, 18, 'down')]).toEqual([text, down]);
      expect([text, formatUnitsCompact(amount, 18, 'up')]).toEqual([text, up]);
    }
  });

  it('rounds by the exact amount, not by its float: one wei under a step stays under it', () => {
    const justUnder = parseEther('1100000') - 1n;
    expect(formatUnitsCompact(justUnder, 18, 'down')).toBe('1M');
    expect(formatUnitsCompact(parseUnits('2.0066', 6) + 1n, 6, 'up')).toBe('2.01');
  });
});

describe('formatUnitsFixed', () => {
  it('truncates by default, never rounds up, and marks dust', () => {
    expect(formatUnitsFixed(parseEther('1.23456789'), 18)).toBe('1.234567');
    expect(formatUnitsFixed(parseEther('1'), 18)).toBe('1');
    expect(formatUnitsFixed(1n, 18)).toBe('<0.000001');
    expect(formatUnitsFixed(0n, 18)).toBe('0');
  });

  it('rounds a maximum up', () => {
    expect(formatUnitsFixed(parseEther('1.2345671'), 18, 6, 'up')).toBe('1.234568');
    expect(formatUnitsFixed(parseEther('1.234567'), 18, 6, 'up')).toBe('1.234567');
    expect(formatUnitsFixed(1n, 18, 6, 'up')).toBe('0.000001');
    expect(formatUnitsFixed(parseUnits('5', 6), 6, 6, 'up')).toBe('5');
  });
});

describe('boundRounding', () => {
  it('rounds a minimum down and a maximum up', () => {
    expect(boundRounding('minimum')).toBe('down');
    expect(boundRounding('maximum')).toBe('up');
  });
});
