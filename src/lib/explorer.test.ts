import { describe, expect, it } from 'vitest';
import { explorerLink } from './explorer';

describe('explorerLink', () => {
  it('builds /tx and /address links on the configured explorer', () => {
    expect(explorerLink('tx', '0xabc', 'https://scan.example')).toBe('https://scan.example/tx/0xabc');
    expect(explorerLink('address', '0xdef', 'https://scan.example')).toBe('https://scan.example/address/0xdef');
  });

  it('is undefined without an explorer', () => {
    expect(explorerLink('tx', '0xabc', undefined)).toBeUndefined();
  });

  it('cannot be steered by the value', () => {
    expect(explorerLink('tx', '../../evil?x', 'https://scan.example')).toBe(
      'https://scan.example/tx/..%2F..%2Fevil%3Fx',
    );
  });
});
