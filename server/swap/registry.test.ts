import { describe, expect, it } from 'vitest';
import { addressBook } from '../../interface/contracts/address-book';
import { loadRegistry } from './registry';

describe('the official token registry', () => {
  it('names exactly the address book’s tokens, from which the app marks official tokens in /swap', () => {
    const book = addressBook(31337);
    const official = [book.weth, ...Object.values(book.stablecoins)].map((a) => a.toLowerCase()).sort();
    expect(
      loadRegistry(31337)
        .tokens.map((t) => t.address)
        .sort(),
    ).toEqual(official);
  });
});
