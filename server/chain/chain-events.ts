/**
 * The events the indexer reads, decoded from the generated ABIs: one topic list for `eth_getLogs`
 * and one decoder, so a log from any of our contracts, a pair or a launched token becomes a typed event.
 */
import { decodeEventLog, type Log, toEventSelector } from 'viem';
import {
  featuredAuctionAbi,
  launchFactoryAbi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
} from '../../interface/contracts/abis';

const INDEXED = new Set(['Launched', 'Trade', 'Graduated', 'BidPlaced', 'PairCreated', 'Sync', 'Swap', 'Transfer']);

// The pair's Transfer (of LP tokens) has the ERC-20 signature, so it decodes launched tokens' transfers too.
const EVENTS_ABI = [...launchFactoryAbi, ...featuredAuctionAbi, ...uniswapV2FactoryAbi, ...uniswapV2PairAbi].filter(
  (item) => item.type === 'event' && INDEXED.has(item.name),
);

/** topic0 of every event the indexer reads. */
export const INDEXED_TOPICS = [...new Set(EVENTS_ABI.map((event) => toEventSelector(event as never)))];

/** A log decoded, or undefined for a log of another shape (another contract's event with the same topic). */
export function decodeChainEvent(log: Log) {
  try {
    return decodeEventLog({ abi: EVENTS_ABI, data: log.data, topics: log.topics, strict: true });
  } catch {
    return undefined;
  }
}

export type ChainEvent = NonNullable<ReturnType<typeof decodeChainEvent>>;
