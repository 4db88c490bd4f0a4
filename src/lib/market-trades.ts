/**
 * The market as the chain tells it, decoded the way the services' indexer reads it
 * (server/chain/indexer.ts): the launch factory's Launched, Trade and Graduated events, and after a
 * graduation the token's Uniswap V2 pair, whose Sync gives the price and whose Swap the amounts. One
 * module for every reader in the app (the chart's history, the live market), so that a price on a
 * candle and a price in the live strip are the same number.
 */
import { launchFactoryAbi, launchTokenAbi, uniswapV2PairAbi } from '@interface/contracts/abis';
import { curvePrice } from '@interface/market/curve';
import { readPairSwap } from '@interface/market/pair-swap';
import { type Address, type Hash, type Log, parseEventLogs } from 'viem';

export interface MarketTrade {
  /** Lower-case. */
  token: Address;
  market: 'curve' | 'pair';
  side: 'buy' | 'sell';
  /** Lower-case. On the curve the event's trader; on the pair who received (a buy) or sent (a sell) the token. */
  trader: Address;
  /** wei */
  ethAmount: bigint;
  /** The token's base units (18 decimals). */
  tokenAmount: bigint;
  /** ETH per token after the trade: the curve's virtual reserves, or the pair's reserves after the swap. */
  priceEth: number;
  blockNumber: bigint;
  logIndex: number;
  txHash: Hash;
}

/** A trade with its block's time (unix seconds). */
export interface TimedMarketTrade extends MarketTrade {
  timestamp: number;
}

export interface MarketLaunch {
  /** Lower-case. */
  token: Address;
  /** Lower-case. */
  creator: Address;
  name: string;
  symbol: string;
  blockNumber: bigint;
  logIndex: number;
  txHash: Hash;
}

export interface MarketGraduation {
  /** Lower-case. */
  token: Address;
  /** Lower-case. */
  pair: Address;
  blockNumber: bigint;
  logIndex: number;
  txHash: Hash;
}

/** A launched token's pair, keyed by the pair's lower-case address. */
export interface PairInfo {
  /** Lower-case. */
  token: Address;
  /** Uniswap orders a pair's tokens by address: which side is wrapped ETH. */
  wethIsToken0: boolean;
}

/** The pair events a trade is read from, for a log filter's topics. */
export const PAIR_TRADE_EVENTS = uniswapV2PairAbi.filter(
  (item) => item.type === 'event' && (item.name === 'Sync' || item.name === 'Swap'),
);

const lower = (a: string) => a.toLowerCase() as Address;

/** Logs as they come from `eth_getLogs`: only mined ones (a pending log has no block) are decoded. */
type MinedLog = Log<bigint, number, false>;
const mined = (logs: readonly Log[]) => logs.filter((l): l is MinedLog => l.blockNumber !== null);

/** Oldest first: by block, then by the log's place in it. */
export function byChainOrder(
  a: { blockNumber: bigint; logIndex: number },
  b: { blockNumber: bigint; logIndex: number },
) {
  return a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1;
}

const place = (l: MinedLog) => ({ blockNumber: l.blockNumber, logIndex: l.logIndex, txHash: l.transactionHash });

/** The factory's Trade events among `logs`, oldest first (any other event is ignored). */
export function curveTradesFromLogs(logs: readonly Log[]): MarketTrade[] {
  return parseEventLogs({ abi: launchFactoryAbi, eventName: 'Trade', logs: mined(logs), strict: true })
    .map(({ args, ...log }) => ({
      token: lower(args.token),
      market: 'curve' as const,
      side: args.isBuy ? ('buy' as const) : ('sell' as const),
      trader: lower(args.trader),
      ethAmount: args.ethAmount,
      tokenAmount: args.tokenAmount,
      priceEth: curvePrice({ virtualEth: args.virtualEth, virtualTokens: args.virtualTokens }),
      ...place(log as MinedLog),
    }))
    .sort(byChainOrder);
}

/** The factory's Launched events among `logs`, oldest first. */
export function launchesFromLogs(logs: readonly Log[]): MarketLaunch[] {
  return parseEventLogs({ abi: launchFactoryAbi, eventName: 'Launched', logs: mined(logs), strict: true })
    .map(({ args, ...log }) => ({
      token: lower(args.token),
      creator: lower(args.creator),
      name: args.name,
      symbol: args.symbol,
      ...place(log as MinedLog),
    }))
    .sort(byChainOrder);
}

/** The factory's Graduated events among `logs`: each token's pair, oldest first. */
export function graduationsFromLogs(logs: readonly Log[]): MarketGraduation[] {
  return parseEventLogs({ abi: launchFactoryAbi, eventName: 'Graduated', logs: mined(logs), strict: true })
    .map(({ args, ...log }) => ({ token: lower(args.token), pair: lower(args.pair), ...place(log as MinedLog) }))
    .sort(byChainOrder);
}

/**
 * The trades of launched tokens' pairs, oldest first, from one list holding the pairs' Sync and Swap
 * logs and the tokens' Transfer logs. A pair emits Sync (its reserves after the swap) right before
 * Swap (the amounts); the token's Transfer in the same transaction names the trader, as the profile
 * reads it (the pair → the buyer, or the seller → the pair). Without that Transfer, the Swap's own
 * addresses stand in: its recipient for a buy, its caller for a sell.
 */
type TokenTransfer = ReturnType<typeof parseEventLogs<typeof launchTokenAbi, true, 'Transfer'>>[number];

export function pairTradesFromLogs(logs: readonly Log[], pairs: ReadonlyMap<string, PairInfo>): MarketTrade[] {
  const ours = mined(logs);
  const pairEvents = parseEventLogs({ abi: uniswapV2PairAbi, logs: ours, strict: true })
    .filter((l) => pairs.has(l.address.toLowerCase()))
    .sort((a, b) => byChainOrder(a as MinedLog, b as MinedLog));
  // By transaction: a busy token's history holds thousands of swaps and transfers, and each swap
  // looks only at its own transaction's transfers.
  const transfersByTx = new Map<Hash, TokenTransfer[]>();
  for (const t of parseEventLogs({ abi: launchTokenAbi, eventName: 'Transfer', logs: ours, strict: true })) {
    const same = transfersByTx.get(t.transactionHash as Hash);
    if (same) same.push(t);
    else transfersByTx.set(t.transactionHash as Hash, [t]);
  }
  const lastSync = new Map<string, { reserve0: bigint; reserve1: bigint; txHash: Hash }>();
  const trades: MarketTrade[] = [];
  for (const event of pairEvents) {
    const pair = event.address.toLowerCase();
    const info = pairs.get(pair)!;
    if (event.eventName === 'Sync') {
      lastSync.set(pair, { ...event.args, txHash: event.transactionHash as Hash });
      continue;
    }
    if (event.eventName !== 'Swap') continue;
    const reserves = lastSync.get(pair);
    // A Swap always follows its own Sync in the same transaction; without it the price is unknown.
    if (!reserves || reserves.txHash !== event.transactionHash) continue;
    const a = event.args;
    const swap = readPairSwap(a, reserves, info.wethIsToken0);
    const buy = swap.side === 'buy';
    const moved = transfersByTx
      .get(event.transactionHash)
      ?.find(
        (t) =>
          t.address.toLowerCase() === info.token &&
          (buy ? t.args.from.toLowerCase() === pair : t.args.to.toLowerCase() === pair),
      );
    const trader = moved ? (buy ? moved.args.to : moved.args.from) : buy ? a.to : a.sender;
    trades.push({
      token: info.token,
      market: 'pair',
      side: swap.side,
      trader: lower(trader),
      ethAmount: swap.ethAmount,
      tokenAmount: swap.tokenAmount,
      priceEth: Number(swap.reserveEth) / Number(swap.reserveToken),
      ...place(event as unknown as MinedLog),
    });
  }
  return trades;
}
