/**
 * How `npm run deploy` sends each contract on a real network: at an explicit nonce, waited for, and,
 * when it is not mined in time (a fee spike, a tip too low), replaced at the same nonce with fees a
 * quarter higher, a few times; then the run stops saying how to finish. Never at the next nonce: a
 * second CREATE2 of the same code reverts once the first is mined, and burns its gas.
 */
import {
  type Account,
  type Chain,
  formatGwei,
  type Hash,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem';
import { DeployRefused } from './deploy-checks';
import type { DeployFee } from './deploy-plan';

/** How long each send is waited for, how often it is replaced, and the clock (tests inject one). */
export interface SendWaiting {
  /** Each send's wait before it is replaced (or, after the last replacement, given up on). */
  waitMs?: number;
  pollMs?: number;
  /** Replacements at the same nonce, each with fees a quarter above the last. */
  replacements?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const DEFAULTS = { waitMs: 3 * 60_000, pollMs: 2_000, replacements: 3 };
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Fees a quarter higher: above the 10% (on both fees) that nodes require of a replacement. */
function raisedFee(fee: DeployFee): DeployFee {
  const up = (value: bigint) => (value * 5n) / 4n + 1n;
  return 'gasPrice' in fee
    ? { gasPrice: up(fee.gasPrice) }
    : { maxFeePerGas: up(fee.maxFeePerGas), maxPriorityFeePerGas: up(fee.maxPriorityFeePerGas) };
}

const feeText = (fee: DeployFee) =>
  'gasPrice' in fee ? `gas price ${formatGwei(fee.gasPrice)} gwei` : `max fee ${formatGwei(fee.maxFeePerGas)} gwei`;

export interface ContractSend {
  name: string;
  call: { to: `0x${string}`; data: `0x${string}` };
  gas: bigint;
  fee: DeployFee;
  nonce: number;
}

/** The receipt of whichever of `hashes` is mined first within `waitMs`, or undefined. */
async function receiptOfAny(client: PublicClient, hashes: Hash[], waiting: Required<SendWaiting>) {
  const deadline = waiting.now() + waiting.waitMs;
  for (;;) {
    for (const hash of hashes) {
      const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined);
      if (receipt) return receipt;
    }
    if (waiting.now() >= deadline) return undefined;
    await waiting.sleep(waiting.pollMs);
  }
}

/** Sends the contract, replacing it while it is stuck; the receipt of the one that was mined. */
export async function sendUntilMined(
  client: PublicClient,
  wallet: WalletClient<Transport, Chain, Account>,
  contract: ContractSend,
  options: { waiting?: SendWaiting; log: (line: string) => void },
): Promise<TransactionReceipt> {
  const waiting = { ...DEFAULTS, sleep: realSleep, now: Date.now, ...options.waiting };
  const hashes: Hash[] = [];
  let fee = contract.fee;
  for (let replaced = 0; ; replaced++) {
    let hash: Hash;
    try {
      hash = await wallet.sendTransaction({ ...contract.call, gas: contract.gas, nonce: contract.nonce, ...fee });
    } catch (error) {
      // A replacement refused because its nonce is used: the one it replaces was mined meanwhile.
      const mined = hashes.length > 0 && (await receiptOfAny(client, hashes, { ...waiting, waitMs: 0 }));
      if (mined) return mined;
      throw error;
    }
    hashes.push(hash);
    options.log(
      replaced === 0
        ? `  ${contract.name}: sent ${hash} (nonce ${contract.nonce}), waiting for its receipt…`
        : `  ${contract.name}: not mined in ${waiting.waitMs / 1000} s: replaced by ${hash} at nonce ${contract.nonce}, ${feeText(fee)}`,
    );
    const receipt = await receiptOfAny(client, hashes, waiting);
    if (receipt) return receipt;
    if (replaced >= waiting.replacements) break;
    fee = raisedFee(fee);
  }
  throw new DeployRefused(
    [
      `${contract.name}: transaction ${hashes.at(-1)} at nonce ${contract.nonce} is still pending after ${waiting.replacements} replacements (${feeText(fee)}); nothing more was sent.`,
      `To finish: wait until a transaction at nonce ${contract.nonce} is mined (or replace it from your wallet with a higher fee), then run \`npm run deploy\` again with the same flags. What is deployed is reused; a run refuses to start while the account has a pending transaction, so the contract is never sent twice.`,
    ].join('\n'),
  );
}

/**
 * Refuses to send while `address` has transactions pending: one may be a contract of a stopped run,
 * and sending that contract again at the next nonce would revert once the first is mined.
 */
export async function refuseWhilePending(client: PublicClient, address: `0x${string}`): Promise<number> {
  const [mined, pending] = await Promise.all([
    client.getTransactionCount({ address, blockTag: 'latest' }),
    client.getTransactionCount({ address, blockTag: 'pending' }),
  ]);
  if (pending > mined) {
    throw new DeployRefused(
      `${address} has ${pending - mined} transaction(s) pending (nonces ${mined} to ${pending - 1}): a contract of a stopped run may be among them, and sending it again would revert and burn its gas. Wait until they are mined (or replace them from your wallet), then run again.`,
    );
  }
  return mined;
}
