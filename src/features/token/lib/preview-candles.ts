/**
 * The newest candles before the chain's history is read: built from the token's newest trades, which
 * the launch service sends with the token (its index of the chain) and the server renders into the
 * page. They show with the page's first paint; the chain's own history replaces them once read.
 *
 * Deterministic from the token's data alone (no clock): the server's render and the browser's first
 * render, which hydrates it, draw the same candles.
 */
import type { PriceUpdate } from '@interface/tokens';
import type { Address, Hash } from 'viem';
import type { TimedMarketTrade } from '@/lib/market-trades';
import { buildCandles, type CandleInterval, type CandleSeries } from './candles';

/** Volumes to the gwei: a sketch's table needs no more, and a float has no more to give. */
const GWEI = 1_000_000_000;

const ethWei = (eth: number) => BigInt(Math.round((Number.isFinite(eth) ? Math.abs(eth) : 0) * GWEI)) * BigInt(GWEI);

function asTrade(update: PriceUpdate, index: number, count: number): TimedMarketTrade {
  return {
    token: '0x0000000000000000000000000000000000000000' as Address,
    market: 'curve',
    side: update.side,
    trader: update.trader as Address,
    ethAmount: ethWei(update.eth_amount),
    tokenAmount: 0n,
    priceEth: update.price_eth,
    blockNumber: BigInt(update.block_number),
    // The service lists newest first: within a block without log indexes, that order decides.
    logIndex: update.log_index ?? count - index,
    txHash: update.tx_hash as Hash,
    timestamp: Math.floor(Date.parse(update.timestamp) / 1000),
  };
}

/**
 * Candles of the newest trades at `interval`. The oldest of them only sets the price the first
 * candle opens at (the trades before it are unknown here; a lone trade opens at its own price), and
 * the last candle is the newest trade's.
 */
export function previewCandles(updates: readonly PriceUpdate[], interval: CandleInterval): CandleSeries {
  const trades = updates.map((update, index) => asTrade(update, index, updates.length));
  const oldest = trades.reduce<TimedMarketTrade | undefined>(
    (first, trade) =>
      !first ||
      trade.blockNumber < first.blockNumber ||
      (trade.blockNumber === first.blockNumber && trade.logIndex < first.logIndex)
        ? trade
        : first,
    undefined,
  );
  const rest = trades.length > 1 ? trades.filter((trade) => trade !== oldest) : trades;
  const newest = Math.max(...rest.map((trade) => trade.timestamp).filter(Number.isFinite));
  return buildCandles(rest, {
    interval,
    now: Number.isFinite(newest) ? newest : 0,
    openPrice: oldest?.priceEth,
  });
}
