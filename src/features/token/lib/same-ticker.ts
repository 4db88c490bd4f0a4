/** Tickers compare as people read them: case, width and compatibility forms aside. */
const normalize = (ticker: string) => ticker.normalize('NFKC').trim().toLowerCase();

/** How many other tokens use the ticker; `atLeast` when not every match could be read. */
export interface SameTicker {
  count: number;
  atLeast: boolean;
}

/**
 * The other tokens (by address) that carry exactly this ticker, among `tokens`. Tickers are not
 * unique: a copycat launches under a known ticker, and only the address tells them apart.
 */
export function otherAddressesWithTicker(
  ticker: string,
  address: string,
  tokens: readonly { address: string; ticker: string }[],
): Set<string> {
  const wanted = normalize(ticker);
  if (!wanted) return new Set();
  return new Set(tokens.filter((t) => t.address !== address && normalize(t.ticker) === wanted).map((t) => t.address));
}
