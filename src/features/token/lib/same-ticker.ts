/** Tickers compare as people read them: case, width and compatibility forms aside. */
const normalize = (ticker: string) => ticker.normalize('NFKC').trim().toLowerCase();

/**
 * How many other tokens (by address) carry exactly this ticker, among `tokens`. Tickers are not
 * unique: a copycat launches under a known ticker, and only the address tells them apart.
 */
export function countSameTicker(
  ticker: string,
  address: string,
  tokens: readonly { address: string; ticker: string }[],
): number {
  const wanted = normalize(ticker);
  if (!wanted) return 0;
  const others = new Set(
    tokens.filter((t) => t.address !== address && normalize(t.ticker) === wanted).map((t) => t.address),
  );
  return others.size;
}
