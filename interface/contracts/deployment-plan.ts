/**
 * Where a deployment's contracts land: each one goes through a CREATE2 deployer with one salt, so its
 * address follows from its init code (bytecode and constructor arguments) alone. `npm run deploy` and
 * the local chain plan with it; the services and the app's build re-plan a deployment record with it
 * to check that the record tells the truth (deployment-record-check.ts). Pure: the code is passed in.
 */
import {
  type Address,
  concat,
  encodeAbiParameters,
  getAddress,
  getContractAddress,
  type Hex,
  parseAbiParameters,
  parseUnits,
} from 'viem';
import type { AddressBook } from './address-book.ts'; // with extensions: the Vite config (src/build) loads this file

/** The code a deployment is made of: ours (contracts/build) and Uniswap V2's npm artifacts. */
export interface DeploymentCode {
  LaunchFactory: Hex;
  FeaturedAuction: Hex;
  LocalStablecoin: Hex;
  /** USDT's quirks: no return values, and no change from one non-zero allowance to another. */
  LocalTether: Hex;
  WETH9: Hex;
  UniswapV2Factory: Hex;
  UniswapV2Router02: Hex;
}

/** The CREATE2 deployer and the salt every contract of a deployment is sent through. */
export interface Create2Origin {
  deployer: Address;
  salt: Hex;
}

export interface Deployment {
  name: string;
  initCode: Hex;
  address: Address;
}

/** The chain's own Uniswap V2 (`--uniswap-router`): used as it is, never deployed by us. */
export interface ExistingUniswap {
  weth: Address;
  factory: Address;
  router: Address;
}

/** The chain's stablecoins for the swap registry; either may be missing (prices then show in ETH). */
export interface Stablecoins {
  usdc?: Address;
  usdt?: Address;
}

/** What a deployment's addresses follow from, besides the code. */
export interface DeploymentParams {
  /** Receives the curve's fees and the winning bids. */
  feeRecipient: Address;
  /** The chain's Uniswap V2, or, to deploy WETH9, the factory and Router02 from the npm artifacts, the factory's feeToSetter. */
  uniswap: { existing: ExistingUniswap } | { feeToSetter: Address };
  /** Local stablecoins minted to the fee recipient (the local chain), or the chain's own (not deployed). */
  stablecoins: 'local' | Stablecoins;
}

/** What the local stablecoins mint to the treasury, in their 6 decimals. */
export const LOCAL_STABLECOIN_SUPPLY = parseUnits('1000000000', 6);

const args = (types: string, values: readonly unknown[]) => encodeAbiParameters(parseAbiParameters(types), values);

/** The address the CREATE2 deployer gives `initCode` with the origin's salt: the same on every chain. */
export const create2AddressFrom = (origin: Create2Origin, initCode: Hex): Address =>
  getContractAddress({ opcode: 'CREATE2', from: origin.deployer, salt: origin.salt, bytecode: initCode });

/**
 * Each contract to deploy, in deployment order (a contract's arguments name those before it), with
 * its init code and address, and the address book that results.
 */
export function planDeployments(
  code: DeploymentCode,
  origin: Create2Origin,
  params: DeploymentParams,
): { deployments: Deployment[]; book: Omit<AddressBook, 'chainId' | 'startBlock'> } {
  const deployments: Deployment[] = [];
  const add = (name: string, bytecode: Hex, constructorArgs: Hex = '0x') => {
    const initCode = concat([bytecode, constructorArgs]);
    const address = create2AddressFrom(origin, initCode);
    deployments.push({ name, initCode, address });
    return address;
  };
  const { feeRecipient } = params;
  let uniswap: ExistingUniswap;
  if ('existing' in params.uniswap) {
    uniswap = params.uniswap.existing;
  } else {
    const weth = add('weth', code.WETH9);
    const factory = add('uniswapV2Factory', code.UniswapV2Factory, args('address', [params.uniswap.feeToSetter]));
    const router = add('uniswapV2Router02', code.UniswapV2Router02, args('address, address', [factory, weth]));
    uniswap = { weth, factory, router };
  }
  const launchFactory = add(
    'launchFactory',
    code.LaunchFactory,
    args('address, address, address', [uniswap.factory, uniswap.weth, feeRecipient]),
  );
  const featuredAuction = add(
    'featuredAuction',
    code.FeaturedAuction,
    args('address, address', [launchFactory, feeRecipient]),
  );
  let stablecoins: Stablecoins;
  if (params.stablecoins === 'local') {
    const stablecoin = (name: string, symbol: string) =>
      args('string, string, uint8, address, uint256', [name, symbol, 6, feeRecipient, LOCAL_STABLECOIN_SUPPLY]);
    stablecoins = {
      usdc: add('usdc', code.LocalStablecoin, stablecoin('USD Coin', 'USDC')),
      usdt: add('usdt', code.LocalTether, stablecoin('Tether USD', 'USDT')),
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
