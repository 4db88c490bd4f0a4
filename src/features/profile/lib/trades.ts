/**
 * The address's trades as the page uses them: one list across the curve and the pair, newest first,
 * and the fills of each token for its profit and loss.
 */
import type { Fill } from './pnl';

export interface ProfileTrade extends Fill {
  /** Lower-case. */
  token: string;
  market: 'curve' | 'pair';
  blockNumber: bigint;
  logIndex: number;
  txHash: `0x${string}`;
}

/** Newest first: by block, then by the log's place in it. */
export const newestFirst = (a: ProfileTrade, b: ProfileTrade) =>
  a.blockNumber === b.blockNumber ? b.logIndex - a.logIndex : a.blockNumber > b.blockNumber ? -1 : 1;

/** Each token's fills, by lower-case token address. */
export function fillsByToken(trades: readonly ProfileTrade[]): Map<string, Fill[]> {
  const map = new Map<string, Fill[]>();
  for (const t of trades) {
    const list = map.get(t.token) ?? [];
    list.push({ side: t.side, eth: t.eth, tokens: t.tokens });
    map.set(t.token, list);
  }
  return map;
}
