/** Services answer lowercase, wallets hand out checksummed (mixed-case) addresses: compare without case. */
export const sameAddress = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
