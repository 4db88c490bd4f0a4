/**
 * `npm run deploy`'s work, callable from Node (the e2e deploys with it): checks the chain, prints the
 * plan, refuses what it cannot pay for, sends each missing contract through the CREATE2 deployer and
 * writes the deployment record. Idempotent: what is at its address already is reused, so a re-run
 * after a failure finishes the job and a re-run after success sends nothing.
 */
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  http,
  isAddressEqual,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { DeploymentParams, Stablecoins } from '../../interface/contracts/deployment-plan';
import type { DeploymentRecord } from '../../interface/contracts/deployment-record';
import { checkCreate2Deployer, checkStablecoins, DeployRefused, existingUniswap } from './deploy-checks';
import { create2Call, type DeployPlan, formatPlan, gasLimit, planDeployment } from './deploy-plan';
import {
  readPendingBlocks,
  readRecord,
  recordChanges,
  removePendingBlocks,
  verificationEntries,
  writePendingBlocks,
  writeRecord,
} from './deploy-record';
import { refuseWhilePending, type SendWaiting, sendUntilMined } from './deploy-send';
import { deploymentStartBlock } from './deploy-start-block';
import { contractsSourceHash, LOCAL_DEPLOYMENT, plannedDeployments, readLocalBytecode } from './deployment';
import { SOLC_SETTINGS } from './solc';
import { compilerVersion, standardJsonInput } from './standard-json';

export { DeployRefused } from './deploy-checks';

export interface DeployOptions {
  rpcUrl: string;
  /** The chain the operator means (--chain-id): the RPC must answer it. Required unless dryRun. */
  chainId?: number;
  privateKey: Hex;
  feeRecipient: Address;
  /** Uniswap's feeToSetter when we deploy Uniswap V2 (no uniswapRouter). */
  feeToSetter?: Address;
  /** The chain's Uniswap V2 Router02, used instead of deploying one. */
  uniswapRouter?: Address;
  /** The chain's stablecoins for the swap registry; without USDC, prices show in ETH. */
  usdc?: Address;
  usdt?: Address;
  /** Where <chainId>.json and <chainId>/standard-json/ go. */
  outDir: string;
  /** Print the plan and stop. */
  dryRun?: boolean;
  /** Overwrite a record of the chain that names other addresses (--replace). */
  replace?: boolean;
  /** How long each transaction is waited for and replaced while stuck (tests inject the clock). */
  waiting?: SendWaiting;
  log?: (line: string) => void;
}

export interface DeployResult {
  plan: DeployPlan;
  /** Undefined after a dry run. */
  record?: DeploymentRecord;
  recordPath?: string;
  /** The deployment names this run sent. */
  sent: string[];
}

function stablecoinsNote(coins: Stablecoins): string {
  const named = Object.entries(coins).map(([coin, address]) => `${coin.toUpperCase()} ${address}`);
  if (named.length === 0) return 'stablecoins: none (the swap registry lists WETH only; prices show in ETH)';
  return `stablecoins: ${named.join(', ')}${coins.usdc ? '' : ' (no USDC: prices show in ETH)'}`;
}

async function params(
  client: PublicClient,
  options: DeployOptions,
  log: (line: string) => void,
): Promise<DeploymentParams> {
  const stablecoins = Object.fromEntries(
    Object.entries({ usdc: options.usdc, usdt: options.usdt }).flatMap(([coin, address]) =>
      address ? [[coin, getAddress(address)]] : [],
    ),
  ) as Stablecoins;
  await checkStablecoins(client, stablecoins);
  if (options.uniswapRouter) {
    if (options.feeToSetter) {
      throw new DeployRefused(
        "--fee-to-setter names the feeToSetter of a Uniswap V2 factory we deploy; with --uniswap-router the chain's factory keeps its own.",
      );
    }
    const { checked, ...existing } = await existingUniswap(client, options.uniswapRouter);
    log(`Uniswap V2 behind ${existing.router}: ${checked}.`);
    return {
      feeRecipient: options.feeRecipient,
      uniswap: { existing },
      stablecoins,
    };
  }
  if (!options.feeToSetter) {
    throw new DeployRefused(
      "--fee-to-setter ADDRESS is required when Uniswap V2 is deployed by us (no --uniswap-router): it can turn on Uniswap's protocol fee and take a share of every graduated pair's LP fees.",
    );
  }
  return {
    feeRecipient: options.feeRecipient,
    uniswap: { feeToSetter: options.feeToSetter },
    stablecoins,
  };
}

export async function deployContracts(options: DeployOptions): Promise<DeployResult> {
  const log = options.log ?? console.log;
  const probe = createPublicClient({ transport: http(options.rpcUrl) });
  const chainId = await probe.getChainId().catch((error: Error) => {
    throw new DeployRefused(`${options.rpcUrl} does not answer eth_chainId: ${error.message.split('\n')[0]}`);
  });
  if (options.chainId === undefined && !options.dryRun) {
    throw new DeployRefused(
      `--chain-id is required to deploy (${options.rpcUrl} answers chain ${chainId}): it is checked against the RPC, so that a wrong URL spends nothing.`,
    );
  }
  if (options.chainId !== undefined && options.chainId !== chainId) {
    throw new DeployRefused(
      `${options.rpcUrl} answers chain ${chainId}, not --chain-id ${options.chainId}: a wrong RPC URL? Nothing was sent.`,
    );
  }
  if (chainId === LOCAL_DEPLOYMENT.chainId) {
    throw new DeployRefused(
      'Chain 31337 is the local chain: `npm start` deploys it, and its address book is generated (interface/contracts/addresses.ts), not read from a record. To try a deployment on Anvil, start one with another chain id (anvil --chain-id 84532).',
    );
  }
  const bytecode = readLocalBytecode();
  if (bytecode.sourceHash !== contractsSourceHash()) {
    throw new DeployRefused('contracts/build is older than contracts/src: run `npm run contracts:build` first.');
  }
  const chain = defineChain({
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  });
  const client = createPublicClient({ chain, transport: http(options.rpcUrl), pollingInterval: 500 }) as PublicClient;
  const account = privateKeyToAccount(options.privateKey);
  await checkCreate2Deployer(client, chainId);
  // Before the plan too: a node estimates on its pending block, where a pending contract already is.
  let nonce = await refuseWhilePending(client, account.address);
  const deployment = await params(client, options, log);
  const { deployments, book } = plannedDeployments(bytecode, deployment);

  const plan: DeployPlan = { chainId, ...(await planDeployment(client, account.address, deployments)) };
  const notes = [
    `fee recipient: ${book.feeRecipient}`,
    'existing' in deployment.uniswap
      ? `Uniswap V2: the chain's Router02 ${book.uniswapV2Router02} (factory ${book.uniswapV2Factory}, WETH ${book.weth}); init code hash checked`
      : `Uniswap V2: deployed by us, feeToSetter ${getAddress(deployment.uniswap.feeToSetter)}`,
    stablecoinsNote(book.stablecoins),
  ];
  log(formatPlan(plan, notes));
  const changes = recordChanges(options.outDir, { chainId, ...book });
  if (changes.length > 0) {
    const what = `The record of chain ${chainId} in ${options.outDir} names other addresses; this deployment would change:\n${changes.map((c) => `  ${c}`).join('\n')}`;
    if (options.dryRun || options.replace)
      log(`${what}\n${options.replace ? 'It is replaced (--replace).' : 'Deploying needs --replace.'}`);
    else throw new DeployRefused(`${what}\nNothing was sent. Run again with --replace to deploy and overwrite it.`);
  }
  if (options.dryRun) return { plan, sent: [] };
  if (plan.balance < plan.required) {
    throw new DeployRefused(
      `${account.address} holds too little to pay for the plan: fund it with at least ${plan.required - plan.balance} wei more (or wait for a lower fee).`,
    );
  }

  const wallet = createWalletClient({ account, chain, transport: http(options.rpcUrl) });
  const sent: string[] = [];
  const sentBlocks: bigint[] = [];
  // WHY noted as they are known: a run that stops before its record (a timeout, a revert, Ctrl-C)
  // leaves the re-run contracts it must date, and only an archive node could date them otherwise.
  const pending = readPendingBlocks(options.outDir, chainId, book.launchFactory);
  const note = (name: string, block: bigint) => {
    pending[name] = Number(block);
    writePendingBlocks(options.outDir, chainId, book.launchFactory, pending);
  };
  for (const contract of plan.contracts.filter((c) => !c.deployed)) {
    // Before its receipt, the head: the contract cannot be mined in an earlier block.
    note(contract.name, await client.getBlockNumber());
    const receipt = await sendUntilMined(
      client,
      wallet,
      {
        name: contract.name,
        call: create2Call(contract.initCode),
        gas: gasLimit(contract.gas),
        fee: plan.fee,
        nonce: nonce++,
      },
      { waiting: options.waiting, log },
    );
    const hash = receipt.transactionHash;
    if (receipt.status === 'success') note(contract.name, receipt.blockNumber);
    const code = await client.getCode({ address: contract.address });
    if (receipt.status !== 'success' || !code || code === '0x') {
      throw new DeployRefused(
        `Deploying ${contract.name} failed (transaction ${hash}, ${receipt.status}): nothing is at ${contract.address}. Run the deployment again to finish it.`,
      );
    }
    log(`  ${contract.name}: deployed at ${contract.address} in block ${receipt.blockNumber}`);
    sent.push(contract.name);
    sentBlocks.push(receipt.blockNumber);
  }

  const previous = readRecord(options.outDir, chainId);
  const sameDeployment = previous && isAddressEqual(previous.launchFactory as Address, book.launchFactory);
  const found = plan.contracts.filter((c) => c.deployed);
  const startBlock = await deploymentStartBlock(client, {
    minedBlocks: [
      ...sentBlocks,
      ...found.flatMap((c) => {
        const noted = pending[c.name];
        return noted === undefined ? [] : [BigInt(noted)];
      }),
    ],
    foundDeployed: found.filter((c) => pending[c.name] === undefined).map((c) => c.address),
    recordedStart: sameDeployment ? previous.startBlock : undefined,
  });
  const input = standardJsonInput();
  const record: DeploymentRecord = {
    chainId,
    ...book,
    startBlock,
    uniswapV2FeeToSetter: 'feeToSetter' in deployment.uniswap ? getAddress(deployment.uniswap.feeToSetter) : null,
    create2Deployer: LOCAL_DEPLOYMENT.create2Deployer,
    salt: LOCAL_DEPLOYMENT.salt,
    compiler: { version: compilerVersion(), settings: { ...SOLC_SETTINGS } },
    sourcesHash: bytecode.sourceHash,
    verification: verificationEntries(deployments, bytecode, input, chainId),
  };
  const recordPath = writeRecord(options.outDir, record, input);
  removePendingBlocks(options.outDir, chainId);
  log(`Wrote ${recordPath} (start block ${startBlock}) and the standard JSON inputs beside it.`);
  return { plan, record, recordPath, sent };
}
