/**
 * Where a token's history starts on chain, for every reader of it (the holders, the price history):
 * found once from the launch's time by bisection over block headers (a few reads instead of every
 * range since the contracts were deployed), then remembered once a reader has seen the launch itself.
 */

import type { Address } from 'viem';
import { addressBook } from '@/lib/address-book';
import { firstBlockAtOrAfter } from '../lib/block-at-time';

/** Blocks before the launch's timestamp read too: a clock a little off must not cut the launch out. */
const MARGIN_SECONDS = 3_600n;

/** The block each token launched in, once a reader saw it: later reads start there without searching. */
const launchBlocks = new Map<string, bigint>();

const keyOf = (chainId: number, token: Address) => `${chainId}:${token.toLowerCase()}`;

interface HeaderReader {
  getBlock(args: { blockNumber: bigint }): Promise<{ timestamp: bigint }>;
}

/**
 * The lowest block a reader needs, going back from `latest`: the launch's block when known, else the
 * first block an hour before the launch's time (the service's `created_at`). When the launch is not
 * above it after all, the reader goes on down to `contractsStart`.
 */
export async function launchSearchFloor(
  client: HeaderReader,
  chainId: number,
  token: Address,
  createdAt: string,
  latest: bigint,
): Promise<bigint> {
  const known = launchBlocks.get(keyOf(chainId, token));
  if (known !== undefined) return known;
  const launchedAt = BigInt(Math.floor(Date.parse(createdAt) / 1000)) - MARGIN_SECONDS;
  return firstBlockAtOrAfter(
    async (n) => (await client.getBlock({ blockNumber: n })).timestamp,
    launchedAt,
    contractsStart(chainId),
    latest,
  );
}

/** The first block of the app's contracts: nothing of any token is older. */
export const contractsStart = (chainId: number) => BigInt(addressBook(chainId).startBlock);

export function rememberLaunchBlock(chainId: number, token: Address, block: bigint) {
  launchBlocks.set(keyOf(chainId, token), block);
}
