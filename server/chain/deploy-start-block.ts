/**
 * The block a deployment starts at: the indexer and the app read our contracts' events from there,
 * so it must not be later than the first of them to exist. A contract sent by this run has its
 * receipt's block; one found already deployed has the block recorded by the run that sent it (in the
 * record, or in the pending notes of a run that stopped before writing it), or, without either, the
 * first block whose state holds its code (a binary search, which needs a node that keeps past states).
 */
import type { Address, PublicClient } from 'viem';
import { DeployRefused } from './deploy-checks';

/** The first block at whose end `address` holds code, searched in [0, head]. */
async function creationBlock(client: PublicClient, address: Address, head: bigint): Promise<bigint> {
  const hasCodeAt = async (blockNumber: bigint) => {
    try {
      const code = await client.getCode({ address, blockNumber });
      return code !== undefined && code !== '0x';
    } catch (error) {
      throw new DeployRefused(
        `Could not read the code of ${address} at block ${blockNumber} (${(error as Error).message.split('\n')[0]}): finding the block it was deployed at needs an RPC that keeps past states (an archive node).`,
      );
    }
  };
  let [low, high] = [0n, head];
  while (low < high) {
    const middle = (low + high) / 2n;
    if (await hasCodeAt(middle)) high = middle;
    else low = middle + 1n;
  }
  return low;
}

/**
 * The earliest of: the blocks our contracts were mined in (this run's receipts, and those a stopped
 * run noted), the start the previous record of the same deployment gave, and (without such a record)
 * the creation blocks of the others found deployed.
 */
export async function deploymentStartBlock(
  client: PublicClient,
  options: { minedBlocks: bigint[]; foundDeployed: Address[]; recordedStart: number | undefined },
): Promise<number> {
  const candidates = [...options.minedBlocks];
  if (options.recordedStart !== undefined) candidates.push(BigInt(options.recordedStart));
  else if (options.foundDeployed.length > 0) {
    const head = await client.getBlockNumber();
    for (const address of options.foundDeployed) candidates.push(await creationBlock(client, address, head));
  }
  if (candidates.length === 0) throw new Error('a deployment without any contract has no start block');
  return Math.min(...candidates.map(Number));
}
