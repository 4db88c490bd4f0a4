import { describe, expect, it } from 'vitest';
import { sameAddress } from './same-address';

const full = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('sameAddress', () => {
  it('compares without case, and never matches nothing', () => {
    expect(sameAddress(full, full.toLowerCase())).toBe(true);
    expect(sameAddress(full, undefined)).toBe(false);
    expect(sameAddress(undefined, undefined)).toBe(false);
  });
});
