import { encodePacked, getCreate2Address, keccak256 } from 'viem';
import { type AddressBook, UNISWAP_V2_PAIR_INIT_CODE_HASH } from '../../interface/contracts/address-book';

/** A token's Uniswap V2 pair against wrapped ETH (lowercase), where the factory's CREATE2 puts it, created or not. */
export function pairAddressOf(book: AddressBook, token: string): string {
  const [token0, token1] = [token.toLowerCase(), book.weth.toLowerCase()].sort() as [`0x${string}`, `0x${string}`];
  return getCreate2Address({
    from: book.uniswapV2Factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
  }).toLowerCase();
}
