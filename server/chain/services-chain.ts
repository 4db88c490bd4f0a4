/**
 * Which world `npm run services` serves. The local chain (31337): its index when it holds our
 * contracts, else a seeded database-only world. Any other chain: its index, always; it must answer
 * with the configured chain id and hold the contracts of its deployment record, else the services
 * refuse to start rather than invent a world on it.
 */
import { createPublicClient, http } from 'viem';
import type { AddressBook } from '../../interface/contracts/address-book';
import { LOCAL_DEPLOYMENT } from './deployment';
import { chainHoldsContracts } from './local-index';

export async function servicesChain(
  options: { rpcUrl: string; chainId: number },
  book: AddressBook,
): Promise<{ local: boolean; onChain: boolean }> {
  const local = options.chainId === LOCAL_DEPLOYMENT.chainId;
  const onChain = await chainHoldsContracts(options.rpcUrl, book);
  if (local) return { local, onChain };
  const answered = await createPublicClient({ transport: http(options.rpcUrl) })
    .getChainId()
    .catch(() => undefined);
  if (answered === undefined) throw new Error(`The chain at RPC_URL ${options.rpcUrl} does not answer.`);
  if (answered !== options.chainId) {
    throw new Error(`RPC_URL ${options.rpcUrl} is chain ${answered}, not CHAIN_ID ${options.chainId}.`);
  }
  if (!onChain) {
    throw new Error(
      `Chain ${options.chainId} holds no LaunchFactory at ${book.launchFactory} (its deployment record's): deploy with \`npm run deploy\`, or point DEPLOYMENTS_DIR at the right record. The services index a deployed chain; a database-only world is for the local chain only.`,
    );
  }
  return { local, onChain };
}
