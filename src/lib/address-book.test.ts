import { LOCAL_ADDRESSES } from '@interface/contracts/addresses';
import { describe, expect, it } from 'vitest';
import { addressBook } from './address-book';

describe('addressBook', () => {
  it("is the book of the chain the app was built for: the local chain's generated one in the tests", () => {
    expect(addressBook(31337)).toEqual(LOCAL_ADDRESSES);
  });

  it('refuses any other chain, saying which one the app was built for', () => {
    expect(() => addressBook(84532)).toThrow(
      'The app was built for chain 31337 (VITE_CHAIN_ID) and has no address book for chain 84532.',
    );
  });
});
