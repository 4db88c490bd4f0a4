/**
 * The local chain's contracts and where they land. Every contract goes through the deterministic
 * CREATE2 deployer Anvil provides, with one salt, so its address follows from its code and
 * constructor arguments alone, never from who sent what first: the address book is computed, then
 * the chain is made to match it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  type Address,
  concat,
  encodeAbiParameters,
  getAddress,
  getContractAddress,
  type Hex,
  keccak256,
  parseAbiParameters,
  parseUnits,
} from 'viem';
import type { AddressBook } from '../../interface/contracts/address-book';
import { SOLC_SETTINGS, solidityFiles } from './solc';

export const LOCAL_DEPLOYMENT = {
  chainId: 31337,
  create2Deployer: '0x4e59b44847b379578588920cA78FbF26c0B4956C',
  salt: '0x6c61756e63686465636b00000000000000000000000000000000000000000000', // "launchdeck"
  /**
   * The protocol's treasury on the local chain: the fee recipient, Uniswap's feeToSetter and the
   * holder of the local stablecoins. No one holds its key; the genesis impersonates it to seed the
   * stablecoins' pairs.
   */
  treasury: '0x7ea5000000000000000000000000000000007ea5',
  stablecoinSupply: parseUnits('1000000000', 6),
} as const satisfies { create2Deployer: Address; salt: Hex; treasury: Address } & Record<string, unknown>;

/** Our compiled contracts' bytecode, as contracts/build/bytecode.json holds it. */
export interface LocalBytecode {
  /** What it was built from: contracts/build is stale when this differs from contractsSourceHash(). */
  sourceHash: string;
  LaunchFactory: Hex;
  /** Not deployed by us: LaunchFactory creates each token; its code gives a launch's address in advance. */
  LaunchToken: Hex;
  FeaturedAuction: Hex;
  LocalStablecoin: Hex;
  /** USDT's quirks: no return values, and no change from one non-zero allowance to another. */
  LocalTether: Hex;
}

export function contractsSourceHash(): string {
  const hash = createHash('sha256').update(JSON.stringify(SOLC_SETTINGS));
  for (const file of solidityFiles('contracts/src')) hash.update(file).update(readFile(file));
  return hash.digest('hex');
}

const root = new URL('../../', import.meta.url);
const readFile = (path: string) => readFileSync(new URL(path, root), 'utf8');

export function readLocalBytecode(): LocalBytecode {
  return JSON.parse(readFile('contracts/build/bytecode.json'));
}

const uniswapBytecode = (path: string): Hex => `0x${JSON.parse(readFile(`node_modules/@uniswap/${path}`)).bytecode}`;

export interface Deployment {
  name: string;
  initCode: Hex;
  address: Address;
}

const args = (types: string, values: readonly unknown[]) => encodeAbiParameters(parseAbiParameters(types), values);

/** The chain's own Uniswap V2 (`--uniswap-router`): used as it is, never deployed by us. */
export interface ExistingUniswap {
  weth: Address;
  factory: Address;
  router: Address;
}

/** What a deployment's addresses follow from, besides our bytecode. */
export interface DeploymentParams {
  /** Receives the curve's fees and the winning bids. */
  feeRecipient: Address;
  /** The chain's Uniswap V2, or, to deploy WETH9, the factory and Router02 from the npm artifacts, the factory's feeToSetter. */
  uniswap: { existing: ExistingUniswap } | { feeToSetter: Address };
  /** Local stablecoins minted to the fee recipient (the local chain), or the chain's own (not deployed). */
  stablecoins: 'local' | { usdc: Address; usdt: Address };
}

/** The local chain's parameters: the treasury is everything, and the stablecoins are ours. */
const LOCAL_PARAMS: DeploymentParams = {
  feeRecipient: LOCAL_DEPLOYMENT.treasury,
  uniswap: { feeToSetter: LOCAL_DEPLOYMENT.treasury },
  stablecoins: 'local',
};

/** The CREATE2 deployer's address for `initCode` with our salt: the same on every chain. */
export const create2Address = (initCode: Hex): Address =>
  getContractAddress({
    opcode: 'CREATE2',
    from: LOCAL_DEPLOYMENT.create2Deployer,
    salt: LOCAL_DEPLOYMENT.salt,
    bytecode: initCode,
  });

/**
 * Each contract we deploy, in deployment order (a contract's arguments name those before it), with
 * its init code and the address the CREATE2 deployer gives it, and the address book that results.
 */
export function plannedDeployments(
  bytecode: LocalBytecode,
  params: DeploymentParams,
): { deployments: Deployment[]; book: Omit<AddressBook, 'chainId' | 'startBlock'> } {
  const deployments: Deployment[] = [];
  const add = (name: string, code: Hex, constructorArgs: Hex = '0x') => {
    const initCode = concat([code, constructorArgs]);
    const address = create2Address(initCode);
    deployments.push({ name, initCode, address });
    return address;
  };
  const { feeRecipient } = params;
  let uniswap: ExistingUniswap;
  if ('existing' in params.uniswap) {
    uniswap = params.uniswap.existing;
  } else {
    const weth = add('weth', uniswapBytecode('v2-periphery/build/WETH9.json'));
    const factory = add(
      'uniswapV2Factory',
      uniswapBytecode('v2-core/build/UniswapV2Factory.json'),
      args('address', [params.uniswap.feeToSetter]),
    );
    const router = add(
      'uniswapV2Router02',
      uniswapBytecode('v2-periphery/build/UniswapV2Router02.json'),
      args('address, address', [factory, weth]),
    );
    uniswap = { weth, factory, router };
  }
  const launchFactory = add(
    'launchFactory',
    bytecode.LaunchFactory,
    args('address, address, address', [uniswap.factory, uniswap.weth, feeRecipient]),
  );
  const featuredAuction = add(
    'featuredAuction',
    bytecode.FeaturedAuction,
    args('address, address', [launchFactory, feeRecipient]),
  );
  let stablecoins: { usdc: Address; usdt: Address };
  if (params.stablecoins === 'local') {
    const stablecoin = (name: string, symbol: string) =>
      args('string, string, uint8, address, uint256', [
        name,
        symbol,
        6,
        feeRecipient,
        LOCAL_DEPLOYMENT.stablecoinSupply,
      ]);
    stablecoins = {
      usdc: add('usdc', bytecode.LocalStablecoin, stablecoin('USD Coin', 'USDC')),
      usdt: add('usdt', bytecode.LocalTether, stablecoin('Tether USD', 'USDT')),
    };
  } else {
    stablecoins = params.stablecoins;
  }
  return {
    deployments,
    book: {
      weth: uniswap.weth,
      uniswapV2Factory: uniswap.factory,
      uniswapV2Router02: uniswap.router,
      launchFactory,
      featuredAuction,
      stablecoins,
      feeRecipient: getAddress(feeRecipient),
    },
  };
}

/** The local chain's contracts in deployment order. */
export function localDeployments(bytecode: LocalBytecode): Deployment[] {
  return plannedDeployments(bytecode, LOCAL_PARAMS).deployments;
}

export function predictAddresses(bytecode: LocalBytecode): AddressBook {
  return { chainId: LOCAL_DEPLOYMENT.chainId, ...plannedDeployments(bytecode, LOCAL_PARAMS).book, startBlock: 0 };
}

/**
 * Where LaunchFactory puts a creator's `nonce`-th token (its `launchNonce` before the launch): CREATE2
 * with the salt keccak256(abi.encode(creator, nonce)) and the token's init code, so a sender of many
 * transactions at once (the genesis) knows each token's address before it exists.
 */
export function launchedTokenAddress(
  book: AddressBook,
  tokenCode: Hex,
  launch: { creator: Address; nonce: bigint; name: string; symbol: string },
): Address {
  const initCode = concat([
    tokenCode,
    args('string, string, address, address', [launch.name, launch.symbol, book.uniswapV2Factory, book.weth]),
  ]);
  return getContractAddress({
    opcode: 'CREATE2',
    from: book.launchFactory,
    salt: keccak256(args('address, uint256', [launch.creator, launch.nonce])),
    bytecode: initCode,
  });
}
