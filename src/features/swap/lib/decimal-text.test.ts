import { describe, expect, it } from 'vitest';
import { readDecimalText } from './decimal-text';

describe('readDecimalText', () => {
  it('splits the digits that count', () => {
    expect(readDecimalText(' 0012.3400 ')).toEqual({ kind: 'number', whole: '12', fraction: '34' });
    expect(readDecimalText('.5')).toEqual({ kind: 'number', whole: '', fraction: '5' });
    expect(readDecimalText('7.')).toEqual({ kind: 'number', whole: '7', fraction: '' });
    expect(readDecimalText('0.000')).toEqual({ kind: 'number', whole: '', fraction: '' });
  });

  it('tells empty, negative and junk apart', () => {
    expect(readDecimalText('  ')).toEqual({ kind: 'empty' });
    expect(readDecimalText('-0.5')).toEqual({ kind: 'negative' });
    for (const junk of ['.', 'abc', '1e3', '1,5', '0x10', '1.2.3', '+1', '1 000', '½']) {
      expect(readDecimalText(junk), junk).toEqual({ kind: 'not-a-number' });
    }
  });
});
