/**
 * What `npm run deploy` checks on the target chain before it plans anything: the CREATE2 deployer is
 * there, the chain's own Uniswap V2 (when named) is the real one, the stablecoins are tokens. Each
 * failure is a DeployRefused whose message says what to do.
 */
import { readFileSync } from 'node:fs';
import {
  type Address,
  encodePacked,
  getAddress,
  getCreate2Address,
  isAddressEqual,
  keccak256,
  type PublicClient,
  parseAbi,
} from 'viem';
import { UNISWAP_V2_PAIR_INIT_CODE_HASH } from '../../interface/contracts/address-book';
import { type ExistingUniswap, LOCAL_DEPLOYMENT } from './deployment';

/** Why a deployment did not start or stopped: one message for the operator, never a stack trace. */
export class DeployRefused extends Error {}

/** The account that sends the deterministic deployer's presigned deployment transaction. */
const PRESIGNED_SENDER = '0x3fab184622dc19b6109349b94811493bf2a45362';

export async function checkCreate2Deployer(client: PublicClient, chainId: number): Promise<void> {
  const code = await client.getCode({ address: LOCAL_DEPLOYMENT.create2Deployer });
  if (code && code !== '0x') return;
  throw new DeployRefused(
    [
      `Chain ${chainId} has no deterministic CREATE2 deployer at ${LOCAL_DEPLOYMENT.create2Deployer}, which puts every contract at an address known in advance.`,
      'Get it onto the chain in one of two ways:',
      `  - send its presigned deployment transaction (Arachnid's deterministic-deployment-proxy, https://github.com/Arachnid/deterministic-deployment-proxy): fund ${PRESIGNED_SENDER} with 0.01 ETH, then send the raw transaction from that repository's README with eth_sendRawTransaction (it works on chains that accept transactions without a chain id);`,
      '  - or use a chain that preinstalls it (OP-stack chains such as Base and Optimism, and their testnets, do).',
    ].join('\n'),
  );
}

const routerAbi = parseAbi(['function factory() view returns (address)', 'function WETH() view returns (address)']);
const factoryAbi = parseAbi([
  'function allPairsLength() view returns (uint256)',
  'function allPairs(uint256) view returns (address)',
]);
const pairAbi = parseAbi(['function token0() view returns (address)', 'function token1() view returns (address)']);

const artifactCode = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../node_modules/@uniswap/${path}`, import.meta.url), 'utf8')).bytecode as string;

async function hasCode(client: PublicClient, address: Address) {
  const code = await client.getCode({ address });
  return code !== undefined && code !== '0x';
}

/**
 * The chain's Uniswap V2 behind `router`: its factory and WETH, once the router's code is shown to
 * hold the init code hash Router02 and our contracts compute pair addresses with, and the factory to
 * make pairs with it. A factory
 * that has pairs: its first pair must be where that hash puts it. One without: its code must hold
 * the pair creation code of the npm artifact (whose keccak is that hash).
 */
export async function existingUniswap(
  client: PublicClient,
  router: Address,
): Promise<ExistingUniswap & { checked: string }> {
  const routerCode = (await client.getCode({ address: router })) ?? '0x';
  if (routerCode === '0x') throw new DeployRefused(`--uniswap-router ${router} is not a contract.`);
  // WHY: Router02 inlines the hash in pairFor; a router with another one (a fork's, pointed at the
  // canonical factory) would swap through pairs that do not exist, whatever the factory is.
  if (!routerCode.toLowerCase().includes(UNISWAP_V2_PAIR_INIT_CODE_HASH.slice(2))) {
    throw new DeployRefused(
      `--uniswap-router ${router}'s code does not hold Uniswap V2's pair init code hash (${UNISWAP_V2_PAIR_INIT_CODE_HASH}), which Router02 computes its pairs' addresses with: it is a fork's router, whose swaps would look for pairs elsewhere. Use the chain's canonical Uniswap V2 Router02, or deploy without --uniswap-router.`,
    );
  }
  const read = (functionName: 'factory' | 'WETH') =>
    client.readContract({ address: router, abi: routerAbi, functionName }).catch(() => {
      throw new DeployRefused(
        `--uniswap-router ${router} does not answer ${functionName}(): is it a Uniswap V2 Router02?`,
      );
    });
  const factory = await read('factory');
  const weth = await read('WETH');
  if (!(await hasCode(client, factory)) || !(await hasCode(client, weth))) {
    throw new DeployRefused(`The router's factory (${factory}) or WETH (${weth}) is not a contract.`);
  }
  const refuse = (what: string) =>
    new DeployRefused(
      `The Uniswap V2 factory ${factory} behind ${router} ${what}: it is a fork whose pair init code hash is not Uniswap V2's (${UNISWAP_V2_PAIR_INIT_CODE_HASH}), which Router02 and Launchdeck's contracts compute pair addresses with. Use the chain's canonical Uniswap V2 Router02, or deploy without --uniswap-router.`,
    );
  let checked: string;
  const pairs = await client.readContract({ address: factory, abi: factoryAbi, functionName: 'allPairsLength' });
  if (pairs > 0n) {
    const pair = await client.readContract({ address: factory, abi: factoryAbi, functionName: 'allPairs', args: [0n] });
    const [token0, token1] = await Promise.all(
      (['token0', 'token1'] as const).map((functionName) =>
        client.readContract({ address: pair, abi: pairAbi, functionName }),
      ),
    );
    const expected = getCreate2Address({
      from: factory,
      salt: keccak256(encodePacked(['address', 'address'], [token0 as Address, token1 as Address])),
      bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
    });
    if (!isAddressEqual(expected, pair)) {
      throw refuse(`has its first pair at ${pair}, where Uniswap V2's init code hash puts it at ${expected}`);
    }
    checked = `its first pair ${getAddress(pair)} is where Uniswap V2's init code hash puts it`;
  } else {
    const code = (await client.getCode({ address: factory })) ?? '0x';
    if (!code.toLowerCase().includes(artifactCode('v2-core/build/UniswapV2Pair.json').toLowerCase())) {
      throw refuse("has no pair yet, and its code does not hold Uniswap V2's pair creation code");
    }
    checked = "it has no pair yet; its code holds Uniswap V2's pair creation code, whose keccak is the init code hash";
  }
  return { router: getAddress(router), factory: getAddress(factory), weth: getAddress(weth), checked };
}

const decimalsAbi = parseAbi(['function decimals() view returns (uint8)']);

/**
 * The chain's stablecoins for the swap registry: tokens answering decimals() with 6, the decimals the
 * registry of a deployed chain lists them with (USDC and USDT have 6 on Ethereum and its L2s).
 */
export async function checkStablecoins(client: PublicClient, coins: { usdc?: Address; usdt?: Address }) {
  for (const [flag, address] of Object.entries(coins)) {
    if (!address) continue;
    if (!(await hasCode(client, address))) throw new DeployRefused(`--${flag} ${address} is not a contract.`);
    const decimals = await client
      .readContract({ address, abi: decimalsAbi, functionName: 'decimals' })
      .catch(() => undefined);
    if (decimals === undefined)
      throw new DeployRefused(`--${flag} ${address} does not answer decimals(): not a token.`);
    if (decimals !== 6) {
      throw new DeployRefused(
        `--${flag} ${address} has ${decimals} decimals; the swap registry lists USDC and USDT with 6 (as on Ethereum and its L2s).`,
      );
    }
  }
}
