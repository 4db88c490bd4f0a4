/**
 * The simulator and the genesis impersonate accounts and move the chain's clock: they belong on the
 * local Anvil chain (31337) only, never on a chain real traders use.
 */
import { createPublicClient, http } from 'viem';
import { LOCAL_DEPLOYMENT } from './deployment';

export async function assertLocalChain(rpcUrl: string, what: string): Promise<void> {
  const chainId = await createPublicClient({ transport: http(rpcUrl) }).getChainId();
  if (chainId !== LOCAL_DEPLOYMENT.chainId) {
    throw new Error(
      `${what} runs on the local chain (${LOCAL_DEPLOYMENT.chainId}) only: ${rpcUrl} is chain ${chainId}.`,
    );
  }
}
