import { describe, expect, it } from 'vitest';
import { parseTokenAddress } from './token-address';

describe('parseTokenAddress', () => {
  it('lowercases a checksummed address', () => {
    expect(parseTokenAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3')).toBe(
      '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    );
  });

  it.each(['', 'abc', '0x123', `0x${'g'.repeat(40)}`, `0x${'a'.repeat(41)}`, `${'a'.repeat(42)}`])(
    'refuses %j',
    (raw) => expect(parseTokenAddress(raw)).toBeNull(),
  );
});
