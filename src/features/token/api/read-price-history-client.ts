/**
 * The price history through the page's own read-only chain client (lib/chain-read-client): the chart
 * never waits for the wallet layer.
 */
import { launchTokenAbi } from '@interface/contracts/abis';
import { type Client, formatLog, type Hex, numberToHex } from 'viem';
import { getBlock, readContract } from 'viem/actions';
import { chainReadClient } from '@/lib/chain-read-client';
import {
  type HistoryChain,
  type PriceHistory,
  type ReadPriceHistoryOptions,
  readPriceHistory,
} from './read-price-history';

/** viem's client as the few reads the history needs. */
function historyChainOf(client: Client): HistoryChain {
  const header = async (block: Awaited<ReturnType<typeof getBlock>>) => {
    if (block.number === null || block.hash === null) throw new Error('A pending block has no number yet.');
    return { number: block.number, hash: block.hash, timestamp: block.timestamp };
  };
  return {
    latest: async () => header(await getBlock(client, { blockTag: 'latest' })),
    header: async (blockNumber) => header(await getBlock(client, { blockNumber })),
    // Raw eth_getLogs: one request per range for several events (a topic list), which getLogs' typed
    // filters cannot say.
    logs: async ({ address, topics, fromBlock, toBlock }) => {
      const raw = await client.request({
        method: 'eth_getLogs',
        params: [
          { address, topics: topics as Hex[], fromBlock: numberToHex(fromBlock), toBlock: numberToHex(toBlock) },
        ],
      });
      return raw.map((log) => formatLog(log));
    },
    graduated: (token, blockNumber) =>
      readContract(client, { address: token, abi: launchTokenAbi, functionName: 'graduated', blockNumber }),
    pairOf: (token, blockNumber) =>
      readContract(client, { address: token, abi: launchTokenAbi, functionName: 'pair', blockNumber }),
  };
}

export const readPriceHistoryFromChain = (options: ReadPriceHistoryOptions): Promise<PriceHistory> =>
  readPriceHistory(historyChainOf(chainReadClient()), options);
