/**
 * What the live market asks of the chain: a narrow slice of viem's public client, so that the source
 * can be tested with a counting fake. The wallet layer's wagmi config gives the HTTP client (which
 * polls for new blocks at the config's interval: every 250 ms on the local chain); with
 * VITE_RPC_WS_URL the blocks and the reads go over a WebSocket, whose `newHeads` subscription tells of
 * each block as it comes instead of polling.
 */
import type { AbiEvent, Address, Log } from 'viem';
import type { Config } from 'wagmi';
import { env } from '@/app/env';

export interface LiveLogFilter {
  /** Required: a read by topic alone would bring back everyone's logs (src/lib/address-chunks.ts). */
  address: Address | Address[];
  events?: readonly AbiEvent[];
  fromBlock: bigint;
  toBlock: bigint;
}

export interface LiveMarketClient {
  getLogs(filter: LiveLogFilter): Promise<readonly Log[]>;
  getBlock(args: { blockNumber: bigint }): Promise<{ timestamp: bigint }>;
  getBlockNumber(): Promise<bigint>;
  /** Calls `onBlockNumber` at each new block (polled over HTTP, `newHeads` over a WebSocket); returns the way to stop. */
  watchBlockNumber(args: { onBlockNumber: (block: bigint) => void; onError: (error: Error) => void }): () => void;
}

/**
 * The client for the app's chain: over a WebSocket when one is configured, else the wallet layer's
 * own HTTP client. Loaded on demand, as `wagmi/actions` is: nothing of it is in the first load.
 */
export async function createLiveMarketClient(config: Config): Promise<LiveMarketClient> {
  const { getPublicClient } = await import('wagmi/actions');
  const client = getPublicClient(config, { chainId: env.chainId });
  if (!client) throw new Error(`The wallet layer has no client for chain ${env.chainId}`);
  if (!env.rpcWsUrl) return client as unknown as LiveMarketClient;
  const { createPublicClient, webSocket } = await import('viem');
  return createPublicClient({
    chain: client.chain,
    transport: webSocket(env.rpcWsUrl),
  }) as unknown as LiveMarketClient;
}
