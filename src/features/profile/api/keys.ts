/** Every query key of the profile, from one place. Keys hold strings only (bigints do not hash). */
export const profileKeys = {
  all: ['profile'] as const,
  transfers: (address: string) => [...profileKeys.all, 'transfers', address] as const,
  curveTrades: (address: string) => [...profileKeys.all, 'curve-trades', address] as const,
  holdings: (address: string, tokens: readonly string[]) => [...profileKeys.all, 'holdings', address, tokens] as const,
  pairSwaps: (where: readonly string[]) => [...profileKeys.all, 'pair-swaps', where] as const,
  tokens: (tokens: readonly string[]) => [...profileKeys.all, 'tokens', tokens] as const,
  launched: (address: string) => [...profileKeys.all, 'launched', address] as const,
  blockTimes: (blocks: readonly string[]) => [...profileKeys.all, 'block-times', blocks] as const,
};
