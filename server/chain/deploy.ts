/**
 * Makes a chain match the local address book: each contract missing at its address is sent through
 * the CREATE2 deployer, in order (a contract's arguments name those before it). Deploying twice
 * changes nothing, so a chain loaded from a cache, or one a test already set up, is left as it is.
 */
import { type Address, concat, createPublicClient, createWalletClient, http } from 'viem';
import { LOCAL_DEPLOYMENT, localDeployments, readLocalBytecode } from './deployment';

/** Anvil's first funded account: any sender gives the same addresses. */
export const DEPLOYER_ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export async function deployLocalContracts(rpcUrl: string): Promise<{ deployed: string[] }> {
  const transport = http(rpcUrl);
  const reader = createPublicClient({ transport });
  const sender = createWalletClient({ account: DEPLOYER_ACCOUNT, transport });
  const deployed: string[] = [];
  const deployerCode = await reader.getCode({ address: LOCAL_DEPLOYMENT.create2Deployer });
  if (!deployerCode) throw new Error(`no CREATE2 deployer at ${LOCAL_DEPLOYMENT.create2Deployer} on ${rpcUrl}`);
  for (const { name, initCode, address } of localDeployments(readLocalBytecode())) {
    if (await reader.getCode({ address })) continue;
    const hash = await sender.sendTransaction({
      chain: null,
      to: LOCAL_DEPLOYMENT.create2Deployer,
      data: concat([LOCAL_DEPLOYMENT.salt, initCode]),
      // Explicit: Anvil estimates on a pending block at its own time, which a seeded clock can mislead.
      gas: 8_000_000n,
    });
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success' || !(await reader.getCode({ address }))) {
      throw new Error(`deploying ${name} through the CREATE2 deployer failed (${hash})`);
    }
    deployed.push(name);
  }
  return { deployed };
}
