/**
 * Address lists for `eth_getLogs`, cut to a size every provider takes. The app names every address it
 * reads (our factory, our pairs, our tokens): a read by topic alone would bring back everyone's Sync,
 * Swap and Transfer on the chain, thousands a block on Base, and anyone can fill a block with them.
 *
 * WHY 500: providers commonly accept a few hundred to a thousand addresses in one filter (some cap
 * the list, others the request's size or the work one answer costs; one address is 45 bytes of JSON).
 * Ponder's factory pattern reads a factory's children by such lists too. Half of the common upper
 * bound leaves room under stricter caps, and still reads 10,000 pairs in 20 requests a block; the
 * app's own lists (the pairs of the tokens a page knows, the tokens that swapped in a block) are
 * usually far shorter: one request. The profile's list (every token we launched) is the long one.
 */
import { chunks } from '@interface/chunks';
import type { Address } from 'viem';

export const ADDRESSES_PER_LOG_READ = 500;

/** `addresses` in lists of at most `size`, in order; none for an empty list (nothing to read). */
export const addressChunks = (addresses: readonly Address[], size = ADDRESSES_PER_LOG_READ): Address[][] =>
  chunks(addresses, size);
