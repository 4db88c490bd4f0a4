/**
 * The files `npm run deploy` leaves: <out>/<chainId>.json (the deployment record: the address book
 * the services and the app read, and how the contracts were made) and, for explorer verification,
 * <out>/<chainId>/standard-json/<Contract>.json (the solc standard JSON input of our contracts). Until
 * the record is written, <out>/<chainId>.pending.json notes the block of each contract a run sends.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Address, type Hex, isAddressEqual } from 'viem';
import { type DeploymentRecord, deploymentRecordSchema } from '../../interface/contracts/deployment-record';
import type { Deployment, LocalBytecode } from './deployment';
import { qualifiedName, type StandardJsonInput } from './standard-json';

const recordPath = (outDir: string, chainId: number) => join(outDir, `${chainId}.json`);

/** The record a previous run wrote for the chain, if any (an unreadable one counts as none). */
export function readRecord(outDir: string, chainId: number): DeploymentRecord | undefined {
  const path = recordPath(outDir, chainId);
  if (!existsSync(path)) return undefined;
  try {
    const parsed = deploymentRecordSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The record's fields that name a contract or an account: what a new deployment may change. */
const ADDRESS_FIELDS = [
  'weth',
  'uniswapV2Factory',
  'uniswapV2Router02',
  'launchFactory',
  'featuredAuction',
  'feeRecipient',
] as const;

/**
 * What writing a record of `book` would change in the one at `outDir`, a line a field ("launchFactory:
 * 0x… → 0x…"); none when there is none, or it names the same addresses. A file that is no readable
 * record is one change too: overwriting it loses what it held.
 */
export function recordChanges(
  outDir: string,
  book: Pick<DeploymentRecord, (typeof ADDRESS_FIELDS)[number]> & {
    chainId: number;
    stablecoins: Record<string, string | undefined>;
  },
): string[] {
  const path = recordPath(outDir, book.chainId);
  if (!existsSync(path)) return [];
  const previous = readRecord(outDir, book.chainId);
  if (!previous) return [`${path} is not a readable deployment record`];
  const same = (a: string | undefined, b: string | undefined) =>
    a === undefined || b === undefined ? a === b : isAddressEqual(a as Address, b as Address);
  const fields: [string, string | undefined, string | undefined][] = [
    ...ADDRESS_FIELDS.map((f): [string, string, string] => [f, previous[f], book[f]]),
    ...(['usdc', 'usdt'] as const).map((coin): [string, string | undefined, string | undefined] => [
      `stablecoins.${coin}`,
      previous.stablecoins[coin],
      book.stablecoins[coin],
    ]),
  ];
  return fields
    .filter(([, was, now]) => !same(was, now))
    .map(([f, was, now]) => `${f}: ${was ?? 'none'} → ${now ?? 'none'}`);
}

/** Our contracts an explorer verifies from the standard JSON input, by deployment name. */
const VERIFIED = { launchFactory: 'LaunchFactory', featuredAuction: 'FeaturedAuction' } as const;

export function verificationEntries(
  deployments: Deployment[],
  bytecode: LocalBytecode,
  input: StandardJsonInput,
  chainId: number,
): NonNullable<DeploymentRecord['verification']> {
  return deployments.flatMap(({ name, address, initCode }) => {
    const contract = VERIFIED[name as keyof typeof VERIFIED];
    if (!contract) return [];
    const code = bytecode[contract];
    return [
      {
        name,
        address,
        contract: qualifiedName(input, contract),
        constructorArguments: `0x${initCode.slice(code.length)}` as Hex,
        standardJsonInput: `${chainId}/standard-json/${contract}.json`,
      },
    ];
  });
}

/** Writes each file whole (a temporary file renamed), so a crash never leaves half a record. */
function writeWhole(path: string, text: string) {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

const pendingPath = (outDir: string, chainId: number) => join(outDir, `${chainId}.pending.json`);

/** Per deployment name, the block its contract was mined in (or, before its receipt, a block no later). */
export type PendingBlocks = Record<string, number>;

/**
 * What a run that stopped before writing the record noted for the deployment whose LaunchFactory is
 * `launchFactory` (another deployment's notes, or an unreadable file, count as none).
 */
export function readPendingBlocks(outDir: string, chainId: number, launchFactory: Address): PendingBlocks {
  try {
    const pending = JSON.parse(readFileSync(pendingPath(outDir, chainId), 'utf8'));
    if (!isAddressEqual(pending.launchFactory, launchFactory)) return {};
    const entries = Object.entries(pending.blocks as PendingBlocks);
    return entries.every(([, block]) => Number.isSafeInteger(block) && block >= 0) ? Object.fromEntries(entries) : {};
  } catch {
    return {};
  }
}

/**
 * Notes the blocks of the deployment of `launchFactory` as they are known, so that a re-run after a
 * failure dates its contracts without searching past states (which only archive nodes keep).
 */
export function writePendingBlocks(outDir: string, chainId: number, launchFactory: Address, blocks: PendingBlocks) {
  mkdirSync(outDir, { recursive: true });
  writeWhole(pendingPath(outDir, chainId), `${JSON.stringify({ launchFactory, blocks }, null, 2)}\n`);
}

/** Once the record holds the start block, the notes have done their job. */
export function removePendingBlocks(outDir: string, chainId: number) {
  rmSync(pendingPath(outDir, chainId), { force: true });
}

export function writeRecord(outDir: string, record: DeploymentRecord, input: StandardJsonInput): string {
  const folder = join(outDir, String(record.chainId), 'standard-json');
  mkdirSync(folder, { recursive: true });
  // LaunchToken too: each launched token is verified from the same input (its arguments are its launch's).
  for (const contract of [...Object.values(VERIFIED), 'LaunchToken']) {
    writeWhole(join(folder, `${contract}.json`), `${JSON.stringify(input, null, 2)}\n`);
  }
  const path = recordPath(outDir, record.chainId);
  writeWhole(path, `${JSON.stringify(deploymentRecordSchema.parse(record), null, 2)}\n`);
  return path;
}
