import { NATIVE_ADDRESS } from '@interface/common';
import { describe, expect, it } from 'vitest';
import { addressBook } from '@/lib/address-book';
import { isOfficialToken } from './official-tokens';

const book = addressBook(31337);

describe('isOfficialToken', () => {
  it('is ETH, wrapped ETH and the stablecoins of the address book, whatever the case', () => {
    for (const address of [NATIVE_ADDRESS, book.weth, book.stablecoins.usdc!, book.stablecoins.usdt!]) {
      expect(isOfficialToken(address)).toBe(true);
      expect(isOfficialToken(address.toLowerCase())).toBe(true);
    }
  });

  it('is nothing else: a launch token, or a contract of the book that is no token', () => {
    expect(isOfficialToken('0x1234567890123456789012345678901234567890')).toBe(false);
    expect(isOfficialToken(book.launchFactory)).toBe(false);
    expect(isOfficialToken(book.uniswapV2Router02)).toBe(false);
  });
});
