/**
 * A deployment record is trusted only if it is true to itself: every address our deployment made is
 * where the record's CREATE2 deployer puts our code with the record's salt and constructor arguments,
 * the explorer's constructor arguments are those, and it was built from the contracts this checkout
 * has (sourcesHash). An edited record, or one of other sources, is refused naming the field, by the
 * services (server/chain/address-books.ts) and the app's build (src/build/app-chain.ts) alike.
 */
import type { Address, Hex } from 'viem';
import { isAddressEqual } from 'viem';
import { type DeploymentCode, type DeploymentParams, planDeployments } from './deployment-plan.ts';
import type { DeploymentRecord } from './deployment-record.ts';

/** A record that is not true to itself: the message names the field and what it should be. */
export class DeploymentRecordError extends Error {
  override name = 'DeploymentRecordError';
}

function paramsOf(record: DeploymentRecord): DeploymentParams {
  const a = (value: string) => value as Address;
  return {
    feeRecipient: a(record.feeRecipient),
    uniswap: record.uniswapV2FeeToSetter
      ? { feeToSetter: a(record.uniswapV2FeeToSetter) }
      : {
          existing: { weth: a(record.weth), factory: a(record.uniswapV2Factory), router: a(record.uniswapV2Router02) },
        },
    stablecoins: {},
  };
}

/** What each deployed contract's address follows from, for the message. */
const MADE_FROM: Record<string, string> = {
  weth: 'the WETH9 artifact',
  uniswapV2Factory: 'the UniswapV2Factory artifact and uniswapV2FeeToSetter',
  uniswapV2Router02: 'the UniswapV2Router02 artifact, uniswapV2Factory and weth',
  launchFactory: 'LaunchFactory and (uniswapV2Factory, weth, feeRecipient)',
  featuredAuction: 'FeaturedAuction and (launchFactory, feeRecipient)',
};

/** The code of the contracts an explorer verifies from the record (the others are Uniswap's artifacts). */
const CODE_OF: Record<string, 'LaunchFactory' | 'FeaturedAuction'> = {
  launchFactory: 'LaunchFactory',
  featuredAuction: 'FeaturedAuction',
};

/** Throws a DeploymentRecordError naming the first field that is not true to the rest. */
export function checkDeploymentRecord(record: DeploymentRecord, code: DeploymentCode & { sourceHash: string }): void {
  // Typed where it is declared, so that the compiler knows that nothing runs after a call.
  const fail: (field: string, why: string) => never = (field, why) => {
    throw new DeploymentRecordError(`The deployment record of chain ${record.chainId} is not true: ${field} ${why}`);
  };
  if (record.sourcesHash !== code.sourceHash) {
    fail(
      'sourcesHash',
      `is ${record.sourcesHash}, but this checkout's contracts (contracts/build) were built from ${code.sourceHash}: the record is of other sources, or was edited. Run the services and build the app from the commit it was deployed from, or deploy these contracts with \`npm run deploy\`.`,
    );
  }
  const origin = { deployer: record.create2Deployer as Address, salt: record.salt as Hex };
  const { deployments } = planDeployments(code, origin, paramsOf(record));
  for (const { name, address } of deployments) {
    const recorded = record[name as keyof DeploymentRecord] as string;
    if (!isAddressEqual(recorded as Address, address)) {
      fail(
        name,
        `is ${recorded}, but CREATE2 from create2Deployer with salt and ${MADE_FROM[name]} gives ${address}: one of those fields was edited.`,
      );
    }
  }
  for (const entry of record.verification ?? []) {
    const planned = deployments.find((d) => d.name === entry.name);
    if (!planned || !isAddressEqual(entry.address as Address, planned.address)) {
      fail(`verification (${entry.name}).address`, `is ${entry.address}, not the ${entry.name} of the record.`);
    }
    const bytecode = code[CODE_OF[entry.name] ?? 'LaunchFactory'];
    if (`0x${planned.initCode.slice(bytecode.length)}`.toLowerCase() !== entry.constructorArguments.toLowerCase()) {
      fail(
        `verification (${entry.name}).constructorArguments`,
        `are not the ones its address was made with: an explorer would refuse them.`,
      );
    }
  }
}
