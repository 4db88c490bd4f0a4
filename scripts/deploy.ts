/**
 * `npm run deploy -- --rpc URL --fee-recipient ADDRESS …`: deploys Launchdeck's contracts to another
 * chain than the local one and writes its deployment record (server/chain/deploy-contracts.ts).
 * The key comes from DEPLOYER_PRIVATE_KEY in the environment only, and is never printed.
 */
import { parseArgs } from 'node:util';
import { type Address, type Hex, isAddress, isHex } from 'viem';
import { DeployRefused, deployContracts } from '../server/chain/deploy-contracts';

const USAGE = `Usage: DEPLOYER_PRIVATE_KEY=0x… npm run deploy -- --rpc URL --chain-id N --fee-recipient ADDRESS
  (--fee-to-setter ADDRESS | --uniswap-router ADDRESS) [--usdc ADDRESS] [--usdt ADDRESS]
  [--dry-run (--chain-id optional)] [--replace] [--out DIR (default interface/contracts/deployments)]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: ReturnType<typeof parse>['values'];
function parse() {
  return parseArgs({
    options: {
      rpc: { type: 'string' },
      'chain-id': { type: 'string' },
      'fee-recipient': { type: 'string' },
      'fee-to-setter': { type: 'string' },
      'uniswap-router': { type: 'string' },
      usdc: { type: 'string' },
      usdt: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      replace: { type: 'boolean', default: false },
      out: { type: 'string', default: 'interface/contracts/deployments' },
    },
    strict: true,
  });
}
try {
  values = parse().values;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}

const required = (flag: 'rpc' | 'fee-recipient' | 'chain-id') =>
  values[flag] ?? fail(`--${flag} is required.\n${USAGE}`);
const address = (flag: string, value: string | undefined): Address | undefined => {
  if (value === undefined) return undefined;
  if (!isAddress(value, { strict: false })) fail(`--${flag} ${value} is not an address.`);
  return value;
};

/** --chain-id: required to send (the RPC must answer it), optional on a dry run. */
function chainId(): number | undefined {
  const text = values['dry-run'] ? values['chain-id'] : required('chain-id');
  if (text === undefined) return undefined;
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) fail(`--chain-id ${text} is not a chain id.`);
  return id;
}

const privateKey = process.env.DEPLOYER_PRIVATE_KEY;
if (!privateKey || !isHex(privateKey) || privateKey.length !== 66) {
  fail(
    "DEPLOYER_PRIVATE_KEY must hold the deploying account's private key (0x and 64 hexadecimal digits), in the environment.",
  );
}

try {
  await deployContracts({
    rpcUrl: required('rpc'),
    chainId: chainId(),
    privateKey: privateKey as Hex,
    feeRecipient: address('fee-recipient', required('fee-recipient')) as Address,
    feeToSetter: address('fee-to-setter', values['fee-to-setter']),
    uniswapRouter: address('uniswap-router', values['uniswap-router']),
    usdc: address('usdc', values.usdc),
    usdt: address('usdt', values.usdt),
    outDir: values.out as string,
    dryRun: values['dry-run'],
    replace: values.replace,
  });
} catch (error) {
  if (!(error instanceof DeployRefused)) throw error;
  fail(error.message);
}
