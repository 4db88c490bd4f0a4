import { describe, expect, it } from 'vitest';
import { otherAddressesWithTicker } from './same-ticker';

const countSameTicker = (...args: Parameters<typeof otherAddressesWithTicker>) =>
  otherAddressesWithTicker(...args).size;

const token = (address: string, ticker: string) => ({ address, ticker });

describe('otherAddressesWithTicker', () => {
  it('counts other addresses with the same ticker, whatever the case or width', () => {
    const tokens = [token('0xa', 'NRWHL'), token('0xb', 'nrwhl'), token('0xc', 'ＮＲＷＨＬ'), token('0xd', 'NRWHL2')];
    expect(countSameTicker('NRWHL', '0xa', tokens)).toBe(2);
  });

  it('does not count the token itself, nor the same address twice', () => {
    expect(countSameTicker('PEPE', '0xa', [token('0xa', 'PEPE'), token('0xb', 'PEPE'), token('0xb', 'PEPE')])).toBe(1);
  });

  it('is zero for an empty ticker or no match', () => {
    expect(countSameTicker('  ', '0xa', [token('0xb', '')])).toBe(0);
    expect(countSameTicker('DOGE', '0xa', [token('0xb', 'DOGGO')])).toBe(0);
  });
});
