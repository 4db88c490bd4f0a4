import type { Address, Hash } from 'viem';

/**
 * A trade this browser just saw confirmed, before the indexer has it: what the token page shows at
 * once in its trades (the swap feature produces it, the token feature shows it, the route passes it).
 */
export interface ConfirmedTrade {
  /** The token traded: a page shows only its own. */
  token: Address;
  txHash: Hash;
  blockNumber: bigint;
  trader: Address;
  side: 'buy' | 'sell';
  /** wei */
  ethAmount: bigint;
  /** the token's base units (18 decimals) */
  tokenAmount: bigint;
}
