/**
 * Where each contract lives, per chain: the one place addresses come from. The services, the app and
 * the tests read it; nothing else spells an address. The local chain's entry is generated
 * (addresses.ts, by `npm run contracts:build`); another chain's is its deployment record
 * (deployments/<chainId>.json, written by `npm run deploy`), which the services read with
 * server/chain/address-books.ts and the app's build with src/build/app-chain.ts.
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
  /**
   * The stablecoins of the chain's token registry; USDC prices ETH in dollars. A chain deployed
   * without them (`npm run deploy` without --usdc or --usdt) lacks them: prices show in ETH.
   */
  stablecoins: { usdc?: Address; usdt?: Address };
  /** Receives the curve's fees and the winning bids. */
  feeRecipient: Address;
  /** The first block the indexer reads. */
  startBlock: number;
}

/** The Uniswap V2 pair's init code hash: the one Router02 computes pair addresses with. */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f';

/** The local chain's book: it always has its own stablecoins. */
type LocalAddressBook = AddressBook & { stablecoins: Required<AddressBook['stablecoins']> };

const BOOKS: Record<number, LocalAddressBook> = { [LOCAL_ADDRESSES.chainId]: LOCAL_ADDRESSES };

/** The local chain's book (the genesis, the simulator, tests); another chain's comes from its deployment record. */
export function addressBook(chainId: number): LocalAddressBook {
  const book = BOOKS[chainId];
  if (!book) {
    throw new Error(
      `No generated address book for chain ${chainId}: another chain's is its deployment record, read by server/chain/address-books.ts.`,
    );
  }
  return book;
}
