/**
 * A bare Anvil that stands for a remote chain (chain id 84532, Base Sepolia's, unless told): nothing
 * of ours deployed, only what Anvil preinstalls (the CREATE2 deployer among it). One per test file:
 * `const chain = await startBareChain()` in beforeAll, `chain.stop()` after.
 */
import { spawn } from 'node:child_process';
import {
  type Account,
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  getAddress,
  type Hex,
  http,
  parseAbiParameters,
  parseEther,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { AddressBook } from '../../interface/contracts/address-book';
import { addressBookOf } from '../../interface/contracts/deployment-record';
import { anvilStateFolder, findAnvil, probeChainId } from '../../scripts/anvil.mjs';
import { deployContracts } from '../chain/deploy-contracts';
import { readLocalBytecode } from '../chain/deployment';
import { freePort } from '../chain/private-chain';

export async function startBareChain(chainId = 84532) {
  const binary = await findAnvil();
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const states = anvilStateFolder();
    const child = spawn(
      binary,
      ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent', ...states.args],
      {
        stdio: 'ignore',
      },
    );
    let exited = false;
    child.once('exit', () => {
      exited = true;
      states.remove();
    });
    const stop = () => {
      if (!exited) child.kill('SIGKILL');
      states.remove();
    };
    const deadline = Date.now() + 20_000;
    while (!exited && Date.now() < deadline && (await probeChainId(url)) !== chainId) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if ((await probeChainId(url)) === chainId && !exited) return { url, chainId, stop };
    stop();
    // WHY the retries: the free port may be taken by another process before Anvil binds it.
    if (attempt >= 3) throw new Error(`Anvil did not start on chain ${chainId} (${url})`);
  }
}

/** Gives `address` `eth` ether on an Anvil. */
export async function fundOnAnvil(url: string, address: Address, eth = '10') {
  await createPublicClient({ transport: http(url) }).request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther(eth).toString(16)}`] as never,
  });
}

/**
 * The chain's own USDC and USDT for `npm run deploy`'s --usdc and --usdt: our local stablecoins (6
 * decimals, USDT's quirks), deployed by plain transactions from `account`, which holds their supply.
 */
export async function deployPlainStablecoins(url: string, account: Account): Promise<{ usdc: Address; usdt: Address }> {
  const bytecode = readLocalBytecode();
  const client = createPublicClient({ transport: http(url) });
  const wallet = createWalletClient({ account, transport: http(url) });
  const deploy = async (code: Hex, symbol: string) => {
    const args = encodeAbiParameters(parseAbiParameters('string, string, uint8, address, uint256'), [
      symbol,
      symbol,
      6,
      account.address,
      10n ** 15n,
    ]);
    const hash = await wallet.sendTransaction({ chain: null, data: concat([code, args]) });
    const { contractAddress } = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (!contractAddress) throw new Error(`${symbol} was not deployed`);
    return getAddress(contractAddress);
  };
  return { usdc: await deploy(bytecode.LocalStablecoin, 'USDC'), usdt: await deploy(bytecode.LocalTether, 'USDT') };
}

/**
 * Our contracts deployed on a bare chain as `npm run deploy` deploys them, by a fresh funded deployer,
 * with `owner` as fee recipient and fee-to setter and the chain's own USDC and USDT (owned by it);
 * the record written into `outDir`. Returns the chain's address book.
 */
export async function deployOurContracts(
  chain: { url: string; chainId: number },
  owner: Account,
  outDir: string,
): Promise<AddressBook> {
  const { usdc, usdt } = await deployPlainStablecoins(chain.url, owner);
  const deployerKey = generatePrivateKey();
  await fundOnAnvil(chain.url, privateKeyToAccount(deployerKey).address);
  const { record } = await deployContracts({
    rpcUrl: chain.url,
    chainId: chain.chainId,
    privateKey: deployerKey,
    feeRecipient: owner.address,
    feeToSetter: owner.address,
    usdc,
    usdt,
    outDir,
    log: () => {},
  });
  return addressBookOf(record!);
}
