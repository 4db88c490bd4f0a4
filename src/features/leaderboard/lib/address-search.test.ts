import { describe, expect, it } from 'vitest';
import { checkAddressSearch } from './address-search';

const full = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('checkAddressSearch', () => {
  it('is no search when empty or blank', () => {
    expect(checkAddressSearch('')).toEqual({ ok: true, search: undefined });
    expect(checkAddressSearch('   ')).toEqual({ ok: true, search: undefined });
  });

  it('trims and lowercases part of an address, with or without 0x', () => {
    expect(checkAddressSearch('  0xAB12 ')).toEqual({ ok: true, search: '0xab12' });
    expect(checkAddressSearch('0XAB12')).toEqual({ ok: true, search: '0xab12' });
    expect(checkAddressSearch('c0ffee')).toEqual({ ok: true, search: 'c0ffee' });
    expect(checkAddressSearch(full)).toEqual({ ok: true, search: full.toLowerCase() });
  });

  it('refuses what cannot be part of an address, with a sentence', () => {
    for (const input of ['frog', '0xzz12', 'vitalik.eth', '0xab 12', 'ab0x12', '-123']) {
      const check = checkAddressSearch(input);
      expect(check.ok, input).toBe(false);
      if (!check.ok) expect(check.message).toMatch(/0–9.*a–f/);
    }
  });

  it('wants at least 3 digits and at most 40', () => {
    expect(checkAddressSearch('0x')).toMatchObject({ ok: false, message: expect.stringMatching(/at least 3/) });
    expect(checkAddressSearch('0xab')).toMatchObject({ ok: false });
    expect(checkAddressSearch('ab')).toMatchObject({ ok: false });
    expect(checkAddressSearch('0xabc')).toEqual({ ok: true, search: '0xabc' });
    expect(checkAddressSearch(`${full}0`)).toMatchObject({ ok: false, message: expect.stringMatching(/40/) });
    expect(checkAddressSearch('a'.repeat(40))).toMatchObject({ ok: true });
  });
});
