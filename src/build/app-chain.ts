/**
 * The chain the app is built for, resolved at build time in Node from VITE_CHAIN_ID: its address book
 * and the parts of its definition the app needs, as plain data the Vite plugin (vite-plugin.ts)
 * writes into the bundle. WHY at build time: the deployment record is a file the browser cannot
 * read, and viem/chains holds hundreds of chains the app would otherwise ship to use one.
 *
 * - 31337, the local Anvil chain: the generated LOCAL_ADDRESSES and a "Local chain" on 127.0.0.1:8545.
 * - Any other chain: its deployment record (`npm run deploy` writes `<deploymentsDir>/<chainId>.json`),
 *   and viem's definition of the chain when viem knows it, else a custom one on VITE_RPC_URL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as viemChains from 'viem/chains';
import type { AddressBook } from '../../interface/contracts/address-book.ts';
import { readDeploymentCode } from '../../interface/contracts/deployment-code.ts';
import { addressBookOf, deploymentRecordSchema } from '../../interface/contracts/deployment-record.ts';
import { checkDeploymentRecord, DeploymentRecordError } from '../../interface/contracts/deployment-record-check.ts';
import { z } from '../../interface/zod.ts';

export const LOCAL_CHAIN_ID = 31337;
const LOCAL_RPC_URL = 'http://127.0.0.1:8545';
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 };

/** What the app knows of its chain: plain data, written into the bundle as it is. */
export interface AppChainDefinition {
  id: number;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /** The chain's public RPC (viem's), the local node's, or VITE_RPC_URL's; VITE_RPC_URL overrides it in the app. */
  rpcUrl: string;
  /** viem's block explorer of the chain; VITE_EXPLORER_URL overrides it in the app. */
  explorer: { name: string; url: string } | null;
  multicall3: { address: `0x${string}`; blockCreated?: number } | null;
  testnet: boolean;
}

export interface AppChainBuild {
  chain: AppChainDefinition;
  /** The chain's address book; null on the local chain, whose book is the generated LOCAL_ADDRESSES. */
  book: AddressBook | null;
}

export interface AppChainInputs {
  /** VITE_CHAIN_ID as the environment has it; unset or blank means the local chain. */
  chainId: string | undefined;
  /** VITE_RPC_URL: required for a chain viem does not know. */
  rpcUrl: string | undefined;
  /** Where the deployment records are: DEPLOYMENTS_DIR, else interface/contracts/deployments. */
  deploymentsDir: string;
}

/** A build that cannot be made as configured: its message says what to do. */
export class AppChainError extends Error {
  override name = 'AppChainError';
}

export function resolveAppChain(inputs: AppChainInputs): AppChainBuild {
  const id = chainIdOf(inputs.chainId);
  if (id === LOCAL_CHAIN_ID) {
    const chain = { id, name: 'Local chain', nativeCurrency: ETHER, rpcUrl: LOCAL_RPC_URL, explorer: null };
    return { chain: { ...chain, multicall3: null, testnet: true }, book: null };
  }
  const book = readAddressBook(id, inputs.deploymentsDir);
  return { chain: viemDefinition(id) ?? customDefinition(id, inputs.rpcUrl), book };
}

function chainIdOf(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return LOCAL_CHAIN_ID;
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new AppChainError(`VITE_CHAIN_ID must be a chain id (a positive whole number), not "${value}".`);
  }
  return id;
}

/** The path of a chain's deployment record. */
export const deploymentRecordPath = (deploymentsDir: string, chainId: number) =>
  join(deploymentsDir, `${chainId}.json`);

function readAddressBook(chainId: number, deploymentsDir: string): AddressBook {
  const file = deploymentRecordPath(deploymentsDir, chainId);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new AppChainError(
      `No address book for chain ${chainId} (VITE_CHAIN_ID): ${file} does not exist. ` +
        `Deploy the contracts to that chain with \`npm run deploy\`, which writes it ` +
        '(or point DEPLOYMENTS_DIR at the folder that holds it).',
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AppChainError(`${file} is not valid JSON (${(error as Error).message}): run \`npm run deploy\` again.`);
  }
  const parsed = deploymentRecordSchema.safeParse(json);
  if (!parsed.success) {
    throw new AppChainError(`${file} is not a deployment record:\n${z.prettifyError(parsed.error)}`);
  }
  if (parsed.data.chainId !== chainId) {
    throw new AppChainError(`${file} records chain ${parsed.data.chainId}, not ${chainId}.`);
  }
  try {
    checkDeploymentRecord(parsed.data, readDeploymentCode());
  } catch (error) {
    if (!(error instanceof DeploymentRecordError)) throw error;
    throw new AppChainError(`${file}: ${error.message}`);
  }
  return addressBookOf(parsed.data);
}

type ViemChain = (typeof viemChains)[keyof typeof viemChains];

/** viem's definition of the chain, its serialisable parts only (no formatters: they are functions). */
function viemDefinition(chainId: number): AppChainDefinition | null {
  const known = (Object.values(viemChains) as ViemChain[]).find((chain) => chain.id === chainId);
  if (!known) return null;
  const explorer = known.blockExplorers?.default;
  const multicall3 = (known.contracts as { multicall3?: { address: `0x${string}`; blockCreated?: number } } | undefined)
    ?.multicall3;
  return {
    id: chainId,
    name: known.name,
    nativeCurrency: { ...known.nativeCurrency },
    rpcUrl: known.rpcUrls.default.http[0]!,
    explorer: explorer ? { name: explorer.name, url: explorer.url } : null,
    multicall3: multicall3
      ? { address: multicall3.address, ...(multicall3.blockCreated ? { blockCreated: multicall3.blockCreated } : {}) }
      : null,
    testnet: Boolean(known.testnet),
  };
}

function customDefinition(chainId: number, rpcUrl: string | undefined): AppChainDefinition {
  const url = rpcUrl?.trim();
  if (!url) {
    throw new AppChainError(
      `viem does not know chain ${chainId} (VITE_CHAIN_ID): set VITE_RPC_URL to the chain's RPC so the app can reach it.`,
    );
  }
  return {
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: ETHER,
    rpcUrl: url,
    explorer: null,
    multicall3: null,
    testnet: false,
  };
}
