import type { PriceUpdate } from '@interface/tokens';
import { formatUnits } from 'viem';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import { sameAddress } from '@/lib/same-address';

/** A trade confirmed in this browser, as the trades table shows it until the indexer's copy arrives. */
export interface JustConfirmedRow {
  txHash: string;
  trader: string;
  side: 'buy' | 'sell';
  eth: number;
  tokens: number;
  /** ETH per token */
  price: number;
}

/**
 * The trades this page saw confirmed before the indexer served them: its own (the trade panel's) and
 * everyone's pushed by new blocks (the live market), newest first, one per transaction. Both go
 * through justConfirmedRows, so a live trade gives way to the service's copy the same way.
 */
export function pendingTrades(own: readonly ConfirmedTrade[], live: readonly ConfirmedTrade[]): ConfirmedTrade[] {
  if (live.length === 0) return [...own];
  const all = [...own, ...live];
  // Stable: within a block the page's own copy comes first, and the duplicate after it is dropped.
  return all.sort((a, b) => (a.blockNumber === b.blockNumber ? 0 : a.blockNumber > b.blockNumber ? -1 : 1));
}

/**
 * The trades this page confirmed that the indexer has not served yet, newest first. Once the
 * indexer's list has the same transaction, or has moved past its block (the trade then fell out of
 * its last 50), the row goes: the indexer's copy stands alone, never beside a duplicate.
 */
export function justConfirmedRows(
  token: string,
  indexed: readonly PriceUpdate[],
  confirmed: readonly ConfirmedTrade[],
): JustConfirmedRow[] {
  const seen = new Set(indexed.map((t) => t.tx_hash.toLowerCase()));
  const newestIndexedBlock = indexed.reduce((max, t) => Math.max(max, t.block_number), -1);
  const rows: JustConfirmedRow[] = [];
  for (const trade of confirmed) {
    if (!sameAddress(trade.token, token)) continue;
    if (seen.has(trade.txHash.toLowerCase()) || Number(trade.blockNumber) <= newestIndexedBlock) continue;
    // Display only: the amounts stay bigint until this one division for the eye.
    const eth = Number(formatUnits(trade.ethAmount, 18));
    const tokens = Number(formatUnits(trade.tokenAmount, 18));
    rows.push({
      txHash: trade.txHash,
      trader: trade.trader,
      side: trade.side,
      eth,
      tokens,
      price: tokens > 0 ? eth / tokens : 0,
    });
    seen.add(trade.txHash.toLowerCase());
  }
  return rows;
}
