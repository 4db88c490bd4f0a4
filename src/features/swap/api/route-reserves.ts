/**
 * A route's Uniswap V2 pools as the chain holds them, all at one block (the latest, read once): the
 * pairs where the factory's CREATE2 puts them (the address book's factory, the pair's init code hash)
 * and their reserves, turned to the trade's direction for the pair maths (lib/pair-route-math.ts).
 */
import { uniswapV2PairAbi } from '@interface/contracts/abis';
import type { Hop } from '@interface/market/pair';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { addressBook } from '@/lib/address-book';
import { routeHops, routePairs } from '../lib/pair-route-math';

const actions = () => import('wagmi/actions');

interface RouteReserves {
  block: bigint;
  /** The route's pairs, in order. */
  pairs: Address[];
  hops: Hop[];
}

/** The route's pairs (pure: no read), for a preview that must know where the input may go. */
export const pairsOfRoute = (chainId: number, path: readonly Address[]): Address[] =>
  routePairs(addressBook(chainId).uniswapV2Factory, path);

/**
 * Reads each pair's reserves at the latest block. A pair without code (none was created) or an
 * unreadable one rejects, in words: the route cannot be checked, so it is not sent.
 */
export async function readRouteReserves(config: Config, chainId: number, path: readonly Address[]) {
  const { getBlockNumber, readContract } = await actions();
  const pairs = pairsOfRoute(chainId, path);
  const block = await getBlockNumber(config, { chainId, cacheTime: 0 });
  const reserves = await Promise.all(
    pairs.map(async (pair) => {
      try {
        const [reserve0, reserve1] = await readContract(config, {
          chainId,
          address: pair,
          abi: uniswapV2PairAbi,
          functionName: 'getReserves',
          blockNumber: block,
        });
        return { reserve0, reserve1 };
      } catch (error) {
        throw new Error(
          `The reserves of the route's pool ${pair} could not be read at block ${block}, so the quote cannot be checked against the chain: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
      }
    }),
  );
  return { block, pairs, hops: routeHops(path, reserves) } satisfies RouteReserves;
}
