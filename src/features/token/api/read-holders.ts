/**
 * A token's holders read from the chain: its `Transfer` events, from the latest block back to its
 * launch, in bounded ranges (lib/log-pages), through the wallet layer's client. WHY `wagmi/actions`
 * on demand: the wallet layer has loaded it by then, and a static import would put it in the page's
 * own chunk.
 */
import { launchTokenAbi } from '@interface/contracts/abis';
import { addressBook } from '@interface/contracts/address-book';
import { type Address, zeroAddress } from 'viem';
import type { Config } from 'wagmi';
import { readLogPage } from '@/lib/log-pages';
import { firstBlockAtOrAfter } from '../lib/block-at-time';
import { type KnownAddresses, type Ledger, ledgerFromTransfers, type TransferLog } from '../lib/holders-from-transfers';

export interface ChainHolders {
  ledger: Ledger;
  known: KnownAddresses;
  /** The block the balances are at. */
  block: bigint;
  /** Transfer events read. */
  transfers: number;
}

/** Blocks before the launch's timestamp read too: a clock a little off must not cut the mint out. */
const MARGIN_SECONDS = 3_600n;

/** The block of each token's mint, once found: later reads start there without searching again. */
const mintBlocks = new Map<string, bigint>();

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
  const start = BigInt(addressBook(chainId).startBlock);
  const launchedAt = BigInt(Math.floor(Date.parse(createdAt) / 1000)) - MARGIN_SECONDS;
  // The launch's block, found from its time by bisection over block headers: a few reads instead of
  // every range since the contracts were deployed.
  const key = `${chainId}:${token.toLowerCase()}`;
  const from =
    mintBlocks.get(key) ??
    (await firstBlockAtOrAfter(
      async (n) => (await client.getBlock({ blockNumber: n })).timestamp,
      launchedAt,
      start,
      latest,
    ));
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
  if (mint) mintBlocks.set(key, mint.blockNumber);
  return { ledger, known: { curve, pair, creator }, block: latest, transfers: logs.length };
}
