/**
 * The app's own contracts as the preview names them, from the address book: the only ETH recipients
 * allowed, the only takers of a chosen token (with the route's pairs), the only spender.
 */

import { type Address, isAddressEqual } from 'viem';
import { addressBook } from '@/lib/address-book';
import type { AllowedAddress } from './preview-check';

export type NamedAddress = AllowedAddress;

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

/**
 * Where a chosen token may go: the router, the curve (a curve sell moves the tokens to the launch
 * factory: LaunchFactory.sell's `transferFrom(msg.sender, address(this), …)`), the route's Uniswap V2
 * pairs (Router02 moves the input straight from the account to the first pair), and WETH9 for WETH
 * only (an unwrap burns it there).
 */
export function tokenRecipients(chainId: number, routePairs: readonly Address[] = []): NamedAddress[] {
  const book = addressBook(chainId);
  return [
    { address: book.uniswapV2Router02, name: 'the Uniswap router' },
    { address: book.launchFactory, name: 'the curve' },
    ...routePairs.map((pair) => ({ address: pair, name: 'a Uniswap pair of the route' })),
    { address: book.weth, name: 'the WETH contract', token: book.weth },
  ];
}

/** Whom the account may approve: the Uniswap V2 router only (the curve needs no approval: LaunchToken). */
export function approvalSpenders(chainId: number): NamedAddress[] {
  return [{ address: addressBook(chainId).uniswapV2Router02, name: 'the Uniswap router' }];
}
