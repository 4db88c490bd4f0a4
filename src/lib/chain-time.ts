/**
 * "Now" for a transaction's deadline, and for checking one: the later of the chain's latest block
 * and this computer's clock. WHY both: a chain can be ahead of the computer (a local chain moved
 * forward, a computer clock that is behind), where a deadline from the clock alone has already
 * passed when the block is mined; and an idle chain's last block can be hours old (a freshly loaded
 * local chain), where a deadline from the block alone has passed too, since its next block takes the
 * clock's time. Uniswap's interface counts from the block; the later of the two covers both.
 */
import type { Config } from 'wagmi';

/** Unix seconds. */
export function transactionNow(latestBlockSeconds: bigint, clockMs: number): bigint {
  const clock = BigInt(Math.floor(clockMs / 1000));
  return latestBlockSeconds > clock ? latestBlockSeconds : clock;
}

/** The deadline `windowSeconds` from now, as the contracts take it. */
export const deadlineAfter = (now: bigint, windowSeconds: number) => now + BigInt(windowSeconds);

/** Reads the latest block (through the wallet layer's client) and tells `transactionNow`. */
export async function readTransactionNow(config: Config, chainId: number, clock = Date.now): Promise<bigint> {
  const { getBlock } = await import('wagmi/actions');
  const block = await getBlock(config, { chainId, blockTag: 'latest' });
  return transactionNow(block.timestamp, clock());
}
