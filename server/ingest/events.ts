import { metadataHash, type TokenMetadata } from '../../interface/metadata';

/** The facts ingest accepts: what a chain (or the seed and simulator standing in for it) reports. */

export interface TokenCreated {
  address: string;
  owner: string;
  name: string;
  ticker: string;
  description: string;
  imageUrl: string;
  telegram: string | null;
  twitter: string | null;
  website: string | null;
  timestamp: number;
  /** keccak256 of the metadata JSON the Launched event commits to (tokens launched on the chain). */
  metadataHash?: string;
}

/** A launched token's metadata, accepted when `hash` is the one its Launched event committed to. */
export interface TokenMetadataSet {
  address: string;
  hash: string;
  description: string;
  imageUrl: string;
  telegram: string | null;
  twitter: string | null;
  website: string | null;
}

/** The metadata posted for `address`, with the hash it commits to. */
export function tokenMetadataSet(address: string, metadata: TokenMetadata): TokenMetadataSet {
  const { description, image, telegram, twitter, website } = metadata;
  return { address, hash: metadataHash(metadata), description, imageUrl: image, telegram, twitter, website };
}

/**
 * ERC-20 tokens moving between holders: what holder balances follow on the chain. `from` or `to` is
 * null where it is not a holder (a mint, the curve, the token's pair).
 */
export interface TokenTransfer {
  token: string;
  from: string | null;
  to: string | null;
  amountWei: bigint;
}

/** The last block the chain indexer has written, and its hash, to notice a chain that changed under it. */
export interface ChainCursor {
  block: number;
  hash: string;
  /** The block's time (ms): the chain's clock, which a local chain may have moved ahead of ours. */
  timestamp: number;
}

export interface Graduation {
  token: string;
  pairAddress: string;
  ethReserveWei: bigint;
  tokenReserveWei: bigint;
  timestamp: number;
}

export interface PairCreated {
  address: string;
  token0: string;
  token1: string;
  reserve0: bigint;
  reserve1: bigint;
  timestamp: number;
}

export interface PairSwap {
  pair: string;
  reserve0: bigint;
  reserve1: bigint;
  volumeEth: number;
  timestamp: number;
}

export interface AuctionBid {
  day: string;
  token: string;
  bidder: string;
  amountEth: number;
  txHash: string;
  timestamp: number;
  logIndex?: number;
}

export interface ChatPosted {
  id: string;
  token: string;
  sender: string;
  message: string;
  signature: string | null;
  timestamp: number;
}

/** Thrown when an event names something the database does not hold, or repeats a unique fact. */
export class IngestError extends Error {
  constructor(
    readonly kind: 'unknown-token' | 'duplicate' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}
