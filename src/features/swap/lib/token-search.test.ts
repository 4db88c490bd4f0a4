import { describe, expect, it } from 'vitest';
import { searchTokens } from './token-search';

const token = (address: string, symbol: string, name: string) => ({ address, symbol, name });
const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(39)}a`;
const LIST = [
  token('0x0000000000000000000000000000000000000000', 'ETH', 'Ether'),
  token(B, 'PEPE2', 'Pepe Two'),
  token(A, 'WETH', 'Wrapped Ether'),
  token(`0x${'c'.repeat(40)}`, 'PEPE', 'Pepe'),
  token(`0x${'d'.repeat(40)}`, 'FROG', 'Not a pepe'),
];
const symbols = (query: string) => searchTokens(LIST, query).map((t) => t.symbol);

describe('searchTokens', () => {
  it('keeps the list as it is for an empty search', () => {
    expect(symbols('  ')).toEqual(['ETH', 'PEPE2', 'WETH', 'PEPE', 'FROG']);
  });

  it('puts an exact ticker before prefixes, and names after tickers', () => {
    expect(symbols('pepe')).toEqual(['PEPE', 'PEPE2', 'FROG']);
    expect(symbols('eth')).toEqual(['ETH', 'WETH']);
    expect(symbols('wrapped')).toEqual(['WETH']);
  });

  it('finds a pasted address first, in any case', () => {
    expect(symbols(A.toUpperCase().replace('0X', '0x'))[0]).toBe('WETH');
    expect(symbols(` ${B} `)).toEqual(['PEPE2']);
  });

  it('matches the start of an address from a few hex digits on', () => {
    expect(symbols('0xbbb')).toEqual(['PEPE2']);
    expect(symbols('0x')).toEqual([]);
  });
});
