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

const topicsOf = (names: string[]) => [
  ...new Set(
    EVENTS_ABI.filter((event) => names.includes((event as { name: string }).name)).map((e) =>
      toEventSelector(e as never),
    ),
  ),
];

/** topic0 of every event the indexer reads. */
export const INDEXED_TOPICS = topicsOf([...INDEXED]);
/** What the contracts at the address book's addresses say: the factory's, the auction's and Uniswap's factory's. */
export const ROOT_TOPICS = topicsOf(['Launched', 'Trade', 'Graduated', 'BidPlaced', 'PairCreated']);
/** What a launched token says that the index follows: its holders. */
export const TOKEN_TOPICS = topicsOf(['Transfer']);
/** What a followed pair says: its reserves and its swaps (its LP tokens' Transfers are not read). */
export const PAIR_TOPICS = topicsOf(['Sync', 'Swap']);
/** topic0 of a pair's Swap: a block with one in a launched token's pair is read with its senders. */
export const SWAP_TOPIC = topicsOf(['Swap'])[0]!;

/**
 * A log decoded, or undefined for a log of another shape (another contract's event with the same topic,
 * such as an ERC-721 Transfer whose id is a fourth topic, or data too short): strict decoding refuses
 * it, and the indexer skips it.
 */
export function decodeChainEvent(log: Log) {
  try {
    return decodeEventLog({ abi: EVENTS_ABI, data: log.data, topics: log.topics, strict: true });
  } catch {
    return undefined;
  }
}

export type ChainEvent = NonNullable<ReturnType<typeof decodeChainEvent>>;
