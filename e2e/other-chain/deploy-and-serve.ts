/**
 * The other chain's services, as an operator brings them up: the chain's own stablecoins exist first
 * (plain deployments, standing for a testnet's USDC and USDT), then `npm run deploy` puts Launchdeck
 * there with a key from the environment and writes the record, then the services index that chain.
 * Run by Playwright as a web server (e2e/other-chain/stack.ts) with OTHER_SERVICES_ENV.
 */
import { spawn, spawnSync } from 'node:child_process';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { deployPlainStablecoins, fundOnAnvil } from '../../server/test/bare-chain';
import { OTHER_DEPLOYMENTS_DIR, OTHER_URLS } from './stack';

/** Someone else's account on that chain: the stablecoins' issuer. */
const issuer = privateKeyToAccount(generatePrivateKey());
const deployerKey = generatePrivateKey();
for (const address of [issuer.address, privateKeyToAccount(deployerKey).address]) {
  await fundOnAnvil(OTHER_URLS.chain, address, '100');
}
const { usdc, usdt } = await deployPlainStablecoins(OTHER_URLS.chain, issuer);

// As an operator would type it; the key only in the environment.
const deployed = spawnSync(
  'npx',
  [
    'tsx',
    'scripts/deploy.ts',
    '--rpc',
    OTHER_URLS.chain,
    '--chain-id',
    '84532',
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
