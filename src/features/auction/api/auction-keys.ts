/** Every query key of the auction page, from one place. */
export const auctionKeys = {
  all: ['auction'] as const,
  /** The contract's live state; per account, for what it is owed. */
  chain: () => [...auctionKeys.all, 'chain'] as const,
  state: (account: string | undefined) => [...auctionKeys.chain(), 'state', account ?? null] as const,
  settled: () => [...auctionKeys.chain(), 'settled'] as const,
  tokenSearch: (text: string) => [...auctionKeys.all, 'token-search', text] as const,
  tokenNames: (addresses: readonly string[]) => [...auctionKeys.all, 'token-names', ...addresses] as const,
};
