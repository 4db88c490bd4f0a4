/**
 * The price history through the wallet layer's client. WHY `wagmi/actions` on demand: the wallet
 * layer has loaded it by then, and a static import would put it in the page's own chunk.
 */
import { launchTokenAbi } from '@interface/contracts/abis';
import type { Hex, PublicClient } from 'viem';
import type { Config } from 'wagmi';
import {
  type HistoryChain,
  type PriceHistory,
  type ReadPriceHistoryOptions,
  readPriceHistory,
} from './read-price-history';

/** viem's client as the few reads the history needs. */
function historyChainOf(client: PublicClient): HistoryChain {
  const header = async (block: Awaited<ReturnType<PublicClient['getBlock']>>) => {
    if (block.number === null || block.hash === null) throw new Error('A pending block has no number yet.');
    return { number: block.number, hash: block.hash, timestamp: block.timestamp };
  };
  return {
    latest: async () => header(await client.getBlock({ blockTag: 'latest' })),
    header: async (blockNumber) => header(await client.getBlock({ blockNumber })),
    // Raw eth_getLogs: one request per range for several events (a topic list), which getLogs' typed
    // filters cannot say.
    logs: async ({ address, topics, fromBlock, toBlock }) => {
      const { formatLog, numberToHex } = await import('viem');
      const raw = await client.request({
        method: 'eth_getLogs',
        params: [
          { address, topics: topics as Hex[], fromBlock: numberToHex(fromBlock), toBlock: numberToHex(toBlock) },
        ],
      });
      return raw.map((log) => formatLog(log));
    },
    graduated: (token, blockNumber) =>
      client.readContract({ address: token, abi: launchTokenAbi, functionName: 'graduated', blockNumber }),
    pairOf: (token, blockNumber) =>
      client.readContract({ address: token, abi: launchTokenAbi, functionName: 'pair', blockNumber }),
  };
}

export async function readPriceHistoryWith(config: Config, options: ReadPriceHistoryOptions): Promise<PriceHistory> {
  const { getPublicClient } = await import('wagmi/actions');
  const client = getPublicClient(config, { chainId: options.chainId });
  if (!client) throw new Error('No client for the app’s chain.');
  return readPriceHistory(historyChainOf(client as PublicClient), options);
}
