/**
 * The app's address book and chain: the ones it was built for (VITE_CHAIN_ID), from the chain's
 * deployment record or, on the local chain, the generated LOCAL_ADDRESSES (src/build/app-chain.ts).
 * The only reader of the build's `virtual:app-chain` module; the services keep
 * interface/contracts/address-book.ts. WHY one module (with the explorer's address): its chunk is the
 * only one the chain's data adds to the app (each chunk costs the first load a name in its preload map).
 */

import { book, chain } from 'virtual:app-chain';
import type { AddressBook } from '@interface/contracts/address-book';
import { env } from '@/app/env';

export { UNISWAP_V2_PAIR_INIT_CODE_HASH } from '@interface/contracts/address-book';
export type { AddressBook };

/** The chain's definition from the build: read through src/lib/app-chain.ts, which adds the environment's overrides. */
export const builtChain = chain;

/** The block explorer links point at: VITE_EXPLORER_URL, else viem's for the chain; none on the local chain. */
export const appExplorerUrl = env.explorerUrl ?? chain.explorer?.url;

export function addressBook(chainId: number): AddressBook {
  if (chainId !== book.chainId) {
    throw new Error(
      `The app was built for chain ${book.chainId} (VITE_CHAIN_ID) and has no address book for chain ${chainId}.`,
    );
  }
  return book;
}
