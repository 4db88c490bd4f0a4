/**
 * A token's holders read from the chain: its `Transfer` events, from the latest block back to its
 * launch, in bounded ranges (lib/log-pages), through the wallet layer's client. WHY `wagmi/actions`
 * on demand: the wallet layer has loaded it by then, and a static import would put it in the page's
 * own chunk.
 */
import { launchTokenAbi } from '@interface/contracts/abis';
import { type Address, zeroAddress } from 'viem';
import type { Config } from 'wagmi';
import { readLogPage } from '@/lib/log-pages';
import { type KnownAddresses, type Ledger, ledgerFromTransfers, type TransferLog } from '../lib/holders-from-transfers';
import { contractsStart, launchSearchFloor, rememberLaunchBlock } from './launch-block';

export interface ChainHolders {
  ledger: Ledger;
  known: KnownAddresses;
  /** The block the balances are at. */
  block: bigint;
  /** Transfer events read. */
  transfers: number;
}

export async function readHolders(
  config: Config,
  chainId: number,
  token: Address,
  creator: Address,
  createdAt: string,
  signal?: AbortSignal,
): Promise<ChainHolders> {
  const { getPublicClient } = await import('wagmi/actions');
  const client = getPublicClient(config, { chainId });
  if (!client) throw new Error('No client for the app’s chain.');
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  const at = { address: token, abi: launchTokenAbi, blockNumber: latest } as const;
  const [curve, pair] = await Promise.all([
    client.readContract({ ...at, functionName: 'curve' }),
    client.readContract({ ...at, functionName: 'pair' }),
  ]);
  const start = contractsStart(chainId);
  const from = await launchSearchFloor(client, chainId, token, createdAt, latest);
  const read = (floor: bigint, top: bigint) =>
    readLogPage({
      read: ({ fromBlock, toBlock }) =>
        client.getContractEvents({ address: token, abi: launchTokenAbi, eventName: 'Transfer', fromBlock, toBlock }),
      from: { block: top },
      floor,
      limit: Number.POSITIVE_INFINITY,
      signal,
    });
  let logs = (await read(from, latest)).items;
  const toTransfer = (l: (typeof logs)[number]): TransferLog => ({
    from: l.args.from ?? '',
    to: l.args.to ?? '',
    value: l.args.value ?? 0n,
  });
  let ledger = ledgerFromTransfers(logs.map(toTransfer));
  // No mint above the block found: the launch is older than its time said. Read the rest, down to the
  // first block of the contracts, rather than show balances with a hole in them.
  if (!ledger.sawMint && from > start) {
    logs = [...logs, ...(await read(start, from - 1n)).items];
    ledger = ledgerFromTransfers(logs.map(toTransfer));
  }
  const mint = logs.findLast((l) => l.args.from === zeroAddress);
  if (mint) rememberLaunchBlock(chainId, token, mint.blockNumber);
  return { ledger, known: { curve, pair, creator }, block: latest, transfers: logs.length };
}
