/**
 * Where each contract lives, per chain: the one place addresses come from. The services, the app and
 * the tests read it; nothing else spells an address. The local chain's entry is generated
 * (addresses.ts, by `npm run contracts:build`); a real deployment adds its own entry here.
 */
import type { Address } from 'viem';
import { LOCAL_ADDRESSES } from './addresses';

export interface AddressBook {
  chainId: number;
  weth: Address;
  uniswapV2Factory: Address;
  uniswapV2Router02: Address;
  launchFactory: Address;
  featuredAuction: Address;
  /** The stablecoins of the chain's token registry; the first prices ETH in dollars. */
  stablecoins: { usdc: Address; usdt: Address };
  /** Receives the curve's fees and the winning bids. */
  feeRecipient: Address;
  /** The first block the indexer reads. */
  startBlock: number;
}

/** The Uniswap V2 pair's init code hash: the one Router02 computes pair addresses with. */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f';

const BOOKS: Record<number, AddressBook> = { [LOCAL_ADDRESSES.chainId]: LOCAL_ADDRESSES };

export function addressBook(chainId: number): AddressBook {
  const book = BOOKS[chainId];
  if (!book) throw new Error(`No address book for chain ${chainId}: add it to interface/contracts/address-book.ts`);
  return book;
}
