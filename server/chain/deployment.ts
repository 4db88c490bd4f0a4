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
  getContractAddress,
  type Hex,
  keccak256,
  parseAbiParameters,
} from 'viem';
import type { AddressBook } from '../../interface/contracts/address-book';
import { type LocalBytecode, uniswapCode } from '../../interface/contracts/deployment-code';
import {
  create2AddressFrom,
  type Deployment,
  type DeploymentParams,
  LOCAL_STABLECOIN_SUPPLY,
  planDeployments,
} from '../../interface/contracts/deployment-plan';
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
  stablecoinSupply: LOCAL_STABLECOIN_SUPPLY,
} as const satisfies { create2Deployer: Address; salt: Hex; treasury: Address } & Record<string, unknown>;

export { type LocalBytecode, readLocalBytecode } from '../../interface/contracts/deployment-code';
export type { Deployment, ExistingUniswap } from '../../interface/contracts/deployment-plan';

export function contractsSourceHash(): string {
  const hash = createHash('sha256').update(JSON.stringify(SOLC_SETTINGS));
  for (const file of solidityFiles('contracts/src')) hash.update(file).update(readFile(file));
  return hash.digest('hex');
}

const root = new URL('../../', import.meta.url);
const readFile = (path: string) => readFileSync(new URL(path, root), 'utf8');

const args = (types: string, values: readonly unknown[]) => encodeAbiParameters(parseAbiParameters(types), values);

/** The local chain's parameters: the treasury is everything, and the stablecoins are ours. */
const LOCAL_PARAMS: DeploymentParams = {
  feeRecipient: LOCAL_DEPLOYMENT.treasury,
  uniswap: { feeToSetter: LOCAL_DEPLOYMENT.treasury },
  stablecoins: 'local',
};

const LOCAL_ORIGIN = { deployer: LOCAL_DEPLOYMENT.create2Deployer, salt: LOCAL_DEPLOYMENT.salt };

/** The CREATE2 deployer's address for `initCode` with our salt: the same on every chain. */
export const create2Address = (initCode: Hex): Address => create2AddressFrom(LOCAL_ORIGIN, initCode);

/**
 * Each contract we deploy, in deployment order (a contract's arguments name those before it), with
 * its init code and the address the CREATE2 deployer gives it, and the address book that results.
 */
export function plannedDeployments(bytecode: LocalBytecode, params: DeploymentParams) {
  return planDeployments({ ...bytecode, ...uniswapCode() }, LOCAL_ORIGIN, params);
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
