/**
 * The plan `npm run deploy` prints before it sends anything: each contract, where it lands, whether it
 * is there already, and what sending it costs at the chain's current fee (on an OP-stack chain, such
 * as Base, with the L1 data fee its GasPriceOracle asks on top).
 */
import { type Address, concat, formatEther, formatGwei, type PublicClient } from 'viem';
import { estimateL1Fee } from 'viem/op-stack';
import { type Deployment, LOCAL_DEPLOYMENT } from './deployment';

/** The fee every transaction of the deployment is sent with: EIP-1559's where the chain has it. */
export type DeployFee = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint };

interface PlannedContract extends Deployment {
  deployed: boolean;
  /** eth_estimateGas of the transaction to the CREATE2 deployer; 0 when it is there already. */
  gas: bigint;
  /** The L1 data fee of that transaction on an OP-stack chain; 0 elsewhere, or when it is there already. */
  l1Fee: bigint;
}

export interface DeployPlan {
  chainId: number;
  sender: Address;
  balance: bigint;
  fee: DeployFee;
  contracts: PlannedContract[];
  /** Sum of the estimates at the fee's maximum, and of the L1 data fees: what the plan shows as its cost. */
  cost: bigint;
  /** What the balance must cover: the gas limits sent (estimate plus a margin) at that fee, the L1 data fees plus a quarter. */
  required: bigint;
}

const feePerGas = (fee: DeployFee) => ('gasPrice' in fee ? fee.gasPrice : fee.maxFeePerGas);

/** The gas limit sent: the estimate plus 10%, so a node whose estimate is tight does not run out. */
export const gasLimit = (estimate: bigint) => (estimate * 11n) / 10n;

/** The transaction that deploys `initCode` through the CREATE2 deployer with our salt. */
export const create2Call = (initCode: Deployment['initCode']) => ({
  to: LOCAL_DEPLOYMENT.create2Deployer,
  data: concat([LOCAL_DEPLOYMENT.salt, initCode]),
});

/** The GasPriceOracle every OP-stack chain has at this address: it prices a transaction's L1 data. */
const OP_STACK_GAS_PRICE_ORACLE = '0x420000000000000000000000000000000000000F';

async function currentFee(client: PublicClient): Promise<DeployFee> {
  try {
    const { maxFeePerGas, maxPriorityFeePerGas } = await client.estimateFeesPerGas();
    return { maxFeePerGas, maxPriorityFeePerGas };
  } catch {
    return { gasPrice: await client.getGasPrice() };
  }
}

export async function planDeployment(
  client: PublicClient,
  sender: Address,
  deployments: Deployment[],
): Promise<Omit<DeployPlan, 'chainId'>> {
  const oracle = await client.getCode({ address: OP_STACK_GAS_PRICE_ORACLE });
  const opStack = oracle !== undefined && oracle !== '0x';
  const contracts: PlannedContract[] = [];
  for (const deployment of deployments) {
    const code = await client.getCode({ address: deployment.address });
    const deployed = code !== undefined && code !== '0x';
    const call = { account: sender, ...create2Call(deployment.initCode) };
    // No constructor of ours calls another contract, so each estimate holds before the others exist.
    const gas = deployed ? 0n : await client.estimateGas(call);
    const l1Fee =
      deployed || !opStack
        ? 0n
        : await estimateL1Fee(client, {
            ...call,
            chain: client.chain,
            gasPriceOracleAddress: OP_STACK_GAS_PRICE_ORACLE,
          });
    contracts.push({ ...deployment, deployed, gas, l1Fee });
  }
  const [fee, balance] = await Promise.all([currentFee(client), client.getBalance({ address: sender })]);
  const perGas = feePerGas(fee);
  const sum = (f: (c: PlannedContract) => bigint) => contracts.reduce((total, c) => total + f(c), 0n);
  return {
    sender,
    balance,
    fee,
    contracts,
    cost: sum((c) => c.gas * perGas + c.l1Fee),
    required: sum((c) => gasLimit(c.gas) * perGas + (c.l1Fee * 5n) / 4n),
  };
}

const eth = (wei: bigint) => `${formatEther(wei)} ETH`;

/** The plan as the operator reads it, one contract a line. */
export function formatPlan(plan: DeployPlan, notes: string[] = []): string {
  const fee =
    'gasPrice' in plan.fee
      ? `gas price ${formatGwei(plan.fee.gasPrice)} gwei`
      : `max fee ${formatGwei(plan.fee.maxFeePerGas)} gwei (priority ${formatGwei(plan.fee.maxPriorityFeePerGas)} gwei)`;
  const perGas = feePerGas(plan.fee);
  const width = Math.max(...plan.contracts.map((c) => c.name.length));
  const lines = [
    `Deployment plan for chain ${plan.chainId}, sent by ${plan.sender} through the CREATE2 deployer ${LOCAL_DEPLOYMENT.create2Deployer}:`,
    ...notes.map((note) => `  ${note}`),
    ...plan.contracts.map((c) =>
      c.deployed
        ? `  ${c.name.padEnd(width)}  ${c.address}  already deployed`
        : `  ${c.name.padEnd(width)}  ${c.address}  to deploy  ${c.gas} gas  ${eth(c.gas * perGas + c.l1Fee)}${c.l1Fee > 0n ? ` (L1 data fee ${eth(c.l1Fee)} included)` : ''}`,
    ),
    `Fee: ${fee}. Cost: ${eth(plan.cost)} (the estimates at that fee); the balance must cover ${eth(plan.required)} (the gas limits sent, with a margin on L1 data fees); ${plan.sender} holds ${eth(plan.balance)}.`,
  ];
  if (plan.contracts.every((c) => c.deployed)) lines.push('Every contract is deployed already: nothing to send.');
  return lines.join('\n');
}
