/**
 * What `npm run deploy` writes for a chain (interface/contracts/deployments/<chainId>.json): the
 * chain's address book, plus how the contracts were made, so that anyone can check the bytecode
 * against the sources (the standard JSON inputs beside it) and re-run the deployment to the same
 * addresses. The services read it with fs, the app's build with Vite; both parse it with this schema.
 */
import type { Address } from 'viem';
import { z } from '../zod.ts'; // with its extension: the Vite config (src/build) loads this file
import type { AddressBook } from './address-book';

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be 0x followed by 40 hexadecimal digits'));
const hex = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x followed by bytes in hexadecimal'));
const hex32 = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x followed by 64 hexadecimal digits'));

export const deploymentRecordSchema = z.object({
  chainId: z.number().check(z.int(), z.positive()),
  weth: address,
  uniswapV2Factory: address,
  uniswapV2Router02: address,
  launchFactory: address,
  featuredAuction: address,
  /** The chain's own USDC and USDT (--usdc, --usdt), either absent on a chain deployed without it. */
  stablecoins: z.object({ usdc: z.optional(address), usdt: z.optional(address) }),
  feeRecipient: address,
  /** The first block the indexer and the app's log reads start from: the block of the first contract deployed. */
  startBlock: z.number().check(z.int(), z.gte(0)),
  /** Uniswap's feeToSetter when this deployment made the factory; null when the chain's own Router02 was used. */
  uniswapV2FeeToSetter: z.nullable(address),
  create2Deployer: address,
  salt: hex32,
  compiler: z.object({ version: z.string(), settings: z.record(z.string(), z.unknown()) }),
  /** sha256 of the compiler settings and every contracts/src file (as contracts:build computes it). */
  sourcesHash: z.string(),
  /**
   * What a block explorer asks to verify each contract of ours this deployment made: its standard JSON
   * input (a path from the record's folder), the contract's fully qualified name and its ABI-encoded
   * constructor arguments. (Added by npm run deploy; the Uniswap contracts are the npm artifacts'.)
   */
  verification: z.optional(
    z.array(
      z.object({
        name: z.string(),
        address,
        contract: z.string(),
        constructorArguments: hex,
        standardJsonInput: z.string(),
      }),
    ),
  ),
});

export type DeploymentRecord = z.infer<typeof deploymentRecordSchema>;

/** The address book a deployment record holds (the rest of the record is provenance). */
export function addressBookOf(record: DeploymentRecord): AddressBook {
  const a = (value: string) => value as Address;
  return {
    chainId: record.chainId,
    weth: a(record.weth),
    uniswapV2Factory: a(record.uniswapV2Factory),
    uniswapV2Router02: a(record.uniswapV2Router02),
    launchFactory: a(record.launchFactory),
    featuredAuction: a(record.featuredAuction),
    stablecoins: Object.fromEntries(
      Object.entries(record.stablecoins).flatMap(([name, value]) => (value ? [[name, a(value)]] : [])),
    ),
    feeRecipient: a(record.feeRecipient),
    startBlock: record.startBlock,
  };
}
