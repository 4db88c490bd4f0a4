/**
 * Letting a spender (Router02) take an ERC-20 input: the approvals needed are decided once, for the
 * review's preview (approvalCalls, from the allowance at the latest block); the send sends exactly
 * those (sendApprovals), each simulated, sent and followed like any transaction, then reads again.
 *
 * Two kinds of token the ERC-20 standard does not describe, both common (USDT on mainnet is both):
 * - `approve` returns nothing: the call is made through an ABI without outputs, so that no decoding
 *   of a missing `bool` can fail it (a token that returns one is read the same way);
 * - `approve` refuses to change a non-zero allowance to another non-zero one: only such a token is
 *   set to zero first, recognised before the wallet by its simulations (the change reverts, zero
 *   passes). A cancelled, reverted or timed-out approval is never answered with a reset.
 */
import { launchTokenAbi } from '@interface/contracts/abis';
import { type Address, decodeFunctionData, encodeFunctionData, maxUint256, parseAbi } from 'viem';
import type { Config } from 'wagmi';
import type { PreviewCall } from '@/lib/transaction-preview/simulate-preview';
import { trackTransaction } from '@/lib/transactions/track';

const actions = () => import('wagmi/actions');

/** `approve` as USDT declares it: no return value. */
const APPROVE_WITHOUT_RESULT = parseAbi(['function approve(address spender, uint256 amount)']);

export interface ApprovalRequest {
  chainId: number;
  account: Address;
  token: Address;
  spender: Address;
  /** What the transaction to come will take: already checked against what the trader typed. */
  needed: bigint;
  /** The trader asked for an unlimited approval, so that later trades skip it. */
  unlimited: boolean;
  symbol: string;
}

/** The token or the wallet approved less than the trade needs: nothing is sent on top of it. */
export class ApprovalShortfall extends Error {}

async function readAllowance(config: Config, r: ApprovalRequest): Promise<bigint> {
  const { readContract } = await actions();
  return readContract(config, {
    chainId: r.chainId,
    address: r.token,
    abi: launchTokenAbi,
    functionName: 'allowance',
    args: [r.account, r.spender],
    blockTag: 'latest',
  });
}

async function simulateApproval(config: Config, r: ApprovalRequest, amount: bigint) {
  const { simulateContract } = await actions();
  const { request } = await simulateContract(config, {
    chainId: r.chainId,
    account: r.account,
    address: r.token,
    abi: APPROVE_WITHOUT_RESULT,
    functionName: 'approve',
    args: [r.spender, amount],
    blockTag: 'latest',
  });
  return request;
}

async function sendApproval(config: Config, r: ApprovalRequest, amount: bigint) {
  const { writeContract } = await actions();
  const hash = await writeContract(config, await simulateApproval(config, r, amount));
  await trackTransaction(config, {
    chainId: r.chainId,
    account: r.account,
    hash,
    kind: 'approve',
    title: amount === 0n ? `Reset ${r.symbol} approval` : `Approve ${r.symbol}`,
    description:
      amount === 0n
        ? 'This token must be set to zero before a new approval'
        : amount === maxUint256
          ? 'Unlimited, for the Uniswap router'
          : 'Exactly this trade’s amount, for the Uniswap router',
  });
}

/** Whether the token refuses a non-zero to non-zero change (USDT's rule), judged by simulations alone. */
async function refusesChange(config: Config, r: ApprovalRequest, target: bigint): Promise<boolean> {
  try {
    await simulateApproval(config, r, target);
    return false;
  } catch (refusal) {
    const toZero = await simulateApproval(config, r, 0n).then(
      () => true,
      () => false,
    );
    if (!toZero) throw refusal;
    return true;
  }
}

/** approve(spender, amount) on the token, exactly as the wallet will be asked for it. */
function approvalCall(r: Pick<ApprovalRequest, 'token' | 'spender'>, amount: bigint): PreviewCall {
  return {
    to: r.token,
    value: 0n,
    data: encodeFunctionData({ abi: APPROVE_WITHOUT_RESULT, functionName: 'approve', args: [r.spender, amount] }),
  };
}

/**
 * The approvals the trade needs now, as calls for the review's preview: none when the allowance
 * covers the trade, a reset to zero first for a token that refuses a change (USDT), then the approval
 * itself. An allowance that cannot be read rejects: it never means "no approval needed".
 */
export async function approvalCalls(config: Config, r: ApprovalRequest): Promise<PreviewCall[]> {
  const allowance = await readAllowance(config, r);
  if (allowance >= r.needed) return [];
  const target = r.unlimited ? maxUint256 : r.needed;
  const reset = allowance > 0n && (await refusesChange(config, r, target));
  return (reset ? [0n, target] : [target]).map((amount) => approvalCall(r, amount));
}

/** The amount a previewed approval call sets, once it is known to be approve(spender, …) on the token. */
function amountOfApproval(r: ApprovalRequest, call: PreviewCall): bigint {
  const decoded = call.to.toLowerCase() === r.token.toLowerCase() && decodeApproval(call.data);
  if (!decoded || decoded.spender.toLowerCase() !== r.spender.toLowerCase() || call.value !== 0n) {
    throw new Error(`Not an approval of ${r.symbol} for the router: nothing is sent.`);
  }
  return decoded.amount;
}

function decodeApproval(data: PreviewCall['data']) {
  try {
    const { args } = decodeFunctionData({ abi: APPROVE_WITHOUT_RESULT, data });
    return { spender: args[0], amount: args[1] };
  } catch {
    return undefined;
  }
}

/**
 * Sends exactly the approvals the review previewed (approvalCalls, compared byte for byte by the
 * caller), each simulated, sent and followed to its receipt, then reads the allowance again:
 * resolves once the chain says the spender may take `needed`.
 */
export async function sendApprovals(config: Config, r: ApprovalRequest, calls: readonly PreviewCall[]): Promise<void> {
  if (calls.length === 0) return;
  for (const call of calls) await sendApproval(config, r, amountOfApproval(r, call));
  // A wallet may let the trader edit the amount, and a token may approve less without reverting.
  const approved = await readAllowance(config, r);
  if (approved < r.needed) {
    throw new ApprovalShortfall(
      `The router may take ${approved} of ${r.symbol} but this trade needs ${r.needed}: approve at least that amount.`,
    );
  }
}
