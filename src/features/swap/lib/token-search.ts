/**
 * The token selector's search (issue 11, "Token selector"): by name, ticker or address, with an exact
 * address match first, so that pasting the address of any listed token finds it at the top.
 */
export interface SearchableToken {
  address: string;
  symbol: string;
  name: string;
}

/** Lower is better; a token that matches nothing is left out. */
function rank(token: SearchableToken, query: string): number | undefined {
  const address = token.address.toLowerCase();
  const symbol = token.symbol.toLowerCase();
  const name = token.name.toLowerCase();
  if (address === query) return 0;
  if (symbol === query) return 1;
  if (symbol.startsWith(query)) return 2;
  if (name.startsWith(query)) return 3;
  if (symbol.includes(query) || name.includes(query)) return 4;
  // A partial address: only from "0x" and a few digits on, or every hex-looking word would match.
  if (/^0x[0-9a-f]{2,}$/.test(query) && address.startsWith(query)) return 5;
  return undefined;
}

/** The tokens matching `text`, best first; ties keep the list's own order. An empty search keeps all. */
export function searchTokens<T extends SearchableToken>(tokens: readonly T[], text: string): T[] {
  const query = text.trim().toLowerCase();
  if (query === '') return [...tokens];
  return tokens
    .map((token, index) => ({ token, index, rank: rank(token, query) }))
    .filter((entry): entry is { token: T; index: number; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.token);
}
