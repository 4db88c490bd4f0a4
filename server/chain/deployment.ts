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

/** Each contract in deployment order, with its init code and the address the CREATE2 deployer gives it. */
export function localDeployments(bytecode: LocalBytecode): Deployment[] {
  const { treasury, stablecoinSupply } = LOCAL_DEPLOYMENT;
  const list: Deployment[] = [];
  const add = (name: string, code: Hex, constructorArgs: Hex = '0x') => {
    const initCode = concat([code, constructorArgs]);
    const address = getContractAddress({
      opcode: 'CREATE2',
      from: LOCAL_DEPLOYMENT.create2Deployer,
      salt: LOCAL_DEPLOYMENT.salt,
      bytecode: initCode,
    });
    list.push({ name, initCode, address });
    return address;
  };
  const weth = add('weth', uniswapBytecode('v2-periphery/build/WETH9.json'));
  const factory = add(
    'uniswapV2Factory',
    uniswapBytecode('v2-core/build/UniswapV2Factory.json'),
    args('address', [treasury]),
  );
  add(
    'uniswapV2Router02',
    uniswapBytecode('v2-periphery/build/UniswapV2Router02.json'),
    args('address, address', [factory, weth]),
  );
  const launchFactory = add(
    'launchFactory',
    bytecode.LaunchFactory,
    args('address, address, address', [factory, weth, treasury]),
  );
  add('featuredAuction', bytecode.FeaturedAuction, args('address, address', [launchFactory, treasury]));
  const stablecoin = (name: string, symbol: string) =>
    args('string, string, uint8, address, uint256', [name, symbol, 6, treasury, stablecoinSupply]);
  add('usdc', bytecode.LocalStablecoin, stablecoin('USD Coin', 'USDC'));
  add('usdt', bytecode.LocalTether, stablecoin('Tether USD', 'USDT'));
  return list;
}

export function predictAddresses(bytecode: LocalBytecode): AddressBook {
  const deployments = localDeployments(bytecode);
  const at = (name: string) => {
    const found = deployments.find((d) => d.name === name);
    if (!found) throw new Error(`${name} is not deployed on the local chain`);
    return found.address;
  };
  return {
    chainId: LOCAL_DEPLOYMENT.chainId,
    weth: at('weth'),
    uniswapV2Factory: at('uniswapV2Factory'),
    uniswapV2Router02: at('uniswapV2Router02'),
    launchFactory: at('launchFactory'),
    featuredAuction: at('featuredAuction'),
    stablecoins: { usdc: at('usdc'), usdt: at('usdt') },
    feeRecipient: getAddress(LOCAL_DEPLOYMENT.treasury),
    startBlock: 0,
  };
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
