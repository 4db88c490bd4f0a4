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
