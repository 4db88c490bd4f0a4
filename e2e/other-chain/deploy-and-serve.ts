/**
 * The other chain's services, as an operator brings them up: the chain's own stablecoins exist first
 * (plain deployments, standing for a testnet's USDC and USDT), then `npm run deploy` puts Launchdeck
 * there with a key from the environment and writes the record, then the services index that chain.
 * Run by Playwright as a web server (e2e/other-chain/stack.ts) with OTHER_SERVICES_ENV.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
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
  toHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { readLocalBytecode } from '../../server/chain/deployment';
import { OTHER_DEPLOYMENTS_DIR, OTHER_URLS } from './stack';

const transport = http(OTHER_URLS.chain);
const reader = createPublicClient({ transport });
const rpc = (method: string, params: unknown[]) => reader.request({ method: method as never, params: params as never });

/** Someone else's account on that chain: the stablecoins' issuer. */
const issuer = privateKeyToAccount(generatePrivateKey());
const deployerKey = generatePrivateKey();
for (const address of [issuer.address, privateKeyToAccount(deployerKey).address]) {
  await rpc('anvil_setBalance', [address, toHex(parseEther('100'))]);
}

async function deployPlain(bytecode: Hex, args: Hex): Promise<Address> {
  const wallet = createWalletClient({ account: issuer, transport });
  const hash = await wallet.sendTransaction({ chain: null, data: concat([bytecode, args]) });
  const { contractAddress } = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (!contractAddress) throw new Error('the stablecoin was not deployed');
  return getAddress(contractAddress);
}
const bytecode = readLocalBytecode();
const coin = (name: string, symbol: string) =>
  encodeAbiParameters(parseAbiParameters('string, string, uint8, address, uint256'), [
    name,
    symbol,
    6,
    issuer.address,
    10n ** 15n,
  ]);
const usdc = await deployPlain(bytecode.LocalStablecoin, coin('USD Coin', 'USDC'));
const usdt = await deployPlain(bytecode.LocalTether, coin('Tether USD', 'USDT'));

// As an operator would type it; the key only in the environment.
const deployed = spawnSync(
  'npx',
  [
    'tsx',
    'scripts/deploy.ts',
    '--rpc',
    OTHER_URLS.chain,
    '--fee-recipient',
    '0x00000000000000000000000000000000000fee01',
    '--fee-to-setter',
    '0x00000000000000000000000000000000000fee02',
    '--usdc',
    usdc,
    '--usdt',
    usdt,
    '--out',
    OTHER_DEPLOYMENTS_DIR,
  ],
  { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEPLOYER_PRIVATE_KEY: deployerKey } },
);
if (deployed.status !== 0) {
  console.error(`npm run deploy to ${OTHER_URLS.chain} failed (exit ${deployed.status})`);
  process.exit(1);
}

const services = spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => services.kill(signal));
services.on('exit', (code) => process.exit(code ?? 1));
