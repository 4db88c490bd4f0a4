/** The swap page's query keys, in one place: a receipt or a new block invalidates by prefix. */
export const swapKeys = {
  all: ['swap'] as const,
  tokens: () => ['swap', 'tokens'] as const,
  pairs: () => ['swap', 'pairs'] as const,
  quotes: () => ['swap', 'quote'] as const,
  quote: (request: Record<string, string | number | boolean | undefined>) => ['swap', 'quote', request] as const,
  balances: () => ['swap', 'balances'] as const,
  balancesOf: (account: string | undefined, tokens: readonly string[]) =>
    ['swap', 'balances', account, tokens.join(',')] as const,
  gasReserve: () => ['swap', 'gas-reserve'] as const,
};
