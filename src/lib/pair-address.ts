// WHY from interface/ and not @/lib/address-book: that one reads the build's virtual module, and the
// live market's reader also runs in Node (scripts/busy-chain/measure-live-market.ts).
import { UNISWAP_V2_PAIR_INIT_CODE_HASH } from '@interface/contracts/address-book';
import { type Address, encodePacked, getCreate2Address, keccak256 } from 'viem';

/**
 * The Uniswap V2 pair of two tokens (lower-case), where the factory's CREATE2 puts it, created or
 * not: a launched token's market after graduation, and the wrapped-ETH / USDC pair that prices ETH.
 */
export function pairAddress(factory: Address, a: string, b: string): string {
  const [token0, token1] = [a.toLowerCase(), b.toLowerCase()].sort() as [Address, Address];
  return getCreate2Address({
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
  }).toLowerCase();
}
