/**
 * FeaturedAuction's bid rule (contracts/src/FeaturedAuction.sol), for what the app shows before it
 * asks the contract: the first bid of a day is at least 0.01 ETH, each later one at least 5 % over the
 * leader's, rounded up to the wei.
 */
export const AUCTION_MINIMUM_BID_WEI = 10n ** 16n;
export const AUCTION_RAISE_PERCENT = 5n;

/** The contract's `minimumBid()` for a leader's bid (`null`: nobody has bid yet). */
export function minimumNextBid(leaderWei: bigint | null): bigint {
  if (leaderWei === null) return AUCTION_MINIMUM_BID_WEI;
  return leaderWei + (leaderWei * AUCTION_RAISE_PERCENT + 99n) / 100n;
}
