/**
 * Which tokens of the swap list are the chain's official ones. The swap service's token list does
 * not say (the token-list format has no such field), and the service is untrusted anyway: a list
 * entry could call itself anything. The app's own address book (built into the app) names them: the
 * official registry (server/swap/registries/<chain>.json) is written as its entries (`@weth`,
 * `@stablecoins.usdc`…), so both name the same tokens. Everything else in the list is a graduated
 * launch token, which anyone can launch under any name.
 */
import { NATIVE_ADDRESS } from '@interface/common';
import { env } from '@/app/env';
import { addressBook } from '@/lib/address-book';
import { sameAddress } from '@/lib/same-address';

export function isOfficialToken(address: string, chainId: number = env.chainId): boolean {
  const book = addressBook(chainId);
  return [NATIVE_ADDRESS, book.weth, ...Object.values(book.stablecoins)].some((a) => sameAddress(a, address));
}
