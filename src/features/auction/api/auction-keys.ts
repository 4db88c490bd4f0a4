/** Every query key of the auction page, from one place. */
export const auctionKeys = {
  all: ['auction'] as const,
  /** The contract's live state; per account, for what it is owed. */
  chain: () => [...auctionKeys.all, 'chain'] as const,
  state: (account: string | undefined) => [...auctionKeys.chain(), 'state', account ?? null] as const,
  /**
   * The settled days, read again only when the auction's day changes (a settlement opened the next):
   * not on every block like the contract's state, since each read may span many ranges of blocks.
   */
  settled: (day: bigint | undefined) => [...auctionKeys.all, 'settled', day?.toString() ?? null] as const,
  tokenSearch: (text: string) => [...auctionKeys.all, 'token-search', text] as const,
  tokenNames: (addresses: readonly string[]) => [...auctionKeys.all, 'token-names', ...addresses] as const,
};
