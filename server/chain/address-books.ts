/**
 * The services' address book of a chain: the local chain's is generated (interface/contracts/
 * addresses.ts); any other chain's is its deployment record, written by `npm run deploy` into the
 * deployments folder (DEPLOYMENTS_DIR), trusted once it is shown true to itself (its addresses
 * follow from its CREATE2 deployer, salt, our code and its arguments).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressBook } from '../../interface/contracts/address-book';
import { LOCAL_ADDRESSES } from '../../interface/contracts/addresses';
import { readDeploymentCode } from '../../interface/contracts/deployment-code';
import { addressBookOf, deploymentRecordSchema } from '../../interface/contracts/deployment-record';
import { checkDeploymentRecord } from '../../interface/contracts/deployment-record-check';

export const DEFAULT_DEPLOYMENTS_DIR = fileURLToPath(new URL('../../interface/contracts/deployments', import.meta.url));

export function loadAddressBook(
  chainId: number,
  dir: string = process.env.DEPLOYMENTS_DIR ?? DEFAULT_DEPLOYMENTS_DIR,
): AddressBook {
  if (chainId === LOCAL_ADDRESSES.chainId) return LOCAL_ADDRESSES;
  const path = join(dir, `${chainId}.json`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(
      `No address book for chain ${chainId}: ${path} does not exist. Deploy there with \`npm run deploy\` (docs/deploy.md), or set DEPLOYMENTS_DIR to the folder holding ${chainId}.json.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not JSON: ${(error as Error).message}`);
  }
  const parsed = deploymentRecordSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${path} is not a deployment record: ${parsed.error.message}`);
  if (parsed.data.chainId !== chainId) throw new Error(`${path} is the record of chain ${parsed.data.chainId}`);
  try {
    checkDeploymentRecord(parsed.data, readDeploymentCode());
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`);
  }
  return addressBookOf(parsed.data);
}
