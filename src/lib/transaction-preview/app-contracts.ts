/** The app's own contracts as the preview names them, from the address book: the only ETH recipients allowed. */

import { type Address, isAddressEqual } from 'viem';
import { addressBook } from '@/lib/address-book';

export interface NamedAddress {
  address: Address;
  name: string;
}

function appContracts(chainId: number): NamedAddress[] {
  const book = addressBook(chainId);
  return [
    { address: book.uniswapV2Router02, name: 'the Uniswap router' },
    { address: book.launchFactory, name: 'the curve' },
    { address: book.featuredAuction, name: 'the auction' },
  ];
}

/** The contracts a trader may send ETH to: the router, the curve, the auction (and WETH9 for a wrap). */
export function ethRecipients(chainId: number, { wrap = false } = {}): NamedAddress[] {
  const book = addressBook(chainId);
  return wrap ? [...appContracts(chainId), { address: book.weth, name: 'the WETH contract' }] : appContracts(chainId);
}

/** "the curve", for an address the app knows; undefined for any other. */
export function nameOfAddress(chainId: number, address: Address): string | undefined {
  const book = addressBook(chainId);
  const known = [...appContracts(chainId), { address: book.weth, name: 'the WETH contract' }];
  return known.find((k) => isAddressEqual(k.address, address))?.name;
}
