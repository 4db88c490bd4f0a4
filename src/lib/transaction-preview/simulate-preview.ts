/**
 * The preview's one read: the exact calls the wallet would send, run through `eth_simulateV1` with
 * transfer tracing at the latest block, through the wagmi config's public client (`wagmi/actions` on
 * demand, so no first load carries it). Calls build on each other in one simulated block: an
 * approval, then the swap that needs it. The answer is one of three, never an exception:
 * - ready: what changes for the account (account-changes.ts);
 * - reverted: the chain would refuse it, with the contract's reason;
 * - unavailable: the RPC lacks `eth_simulateV1`, or failed; the flow's own simulation still guards the send.
 */
import {
  type Abi,
  type Address,
  BaseError,
  decodeErrorResult,
  type Hex,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
} from 'viem';
import type { Config } from 'wagmi';
import { type AccountChanges, type PreviewLog, readAccountChanges } from './account-changes';

/** One call exactly as the wallet will be asked to send it. */
export interface PreviewCall {
  to: Address;
  data: Hex;
  value: bigint;
}

export type SimulatedPreview =
  | { status: 'ready'; changes: AccountChanges; block: bigint }
  | { status: 'reverted'; reason: string }
  | { status: 'unavailable'; reason: string };

const actions = () => import('wagmi/actions');

/** Errors every contract may revert with, besides the ones the flow's ABIs declare. */
const STANDARD_ERRORS: Abi = [
  { type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] },
  { type: 'error', name: 'Panic', inputs: [{ name: 'code', type: 'uint256' }] },
];

/** The contract's reason for a revert: "SlippageExceeded(…)", "Error: nope", or the raw selector. */
export function revertReason(data: Hex | undefined, errorAbis: readonly Abi[] = []): string {
  if (!data || data === '0x') return 'The contract reverted without a reason.';
  try {
    const decoded = decodeErrorResult({ abi: [...STANDARD_ERRORS, ...errorAbis.flat()], data });
    if (decoded.errorName === 'Error') return String(decoded.args?.[0] ?? '');
    const args = (decoded.args ?? []).map((arg) => String(arg)).join(', ');
    return `${decoded.errorName}(${args})`;
  } catch {
    return `The contract reverted (${data.slice(0, 10)}).`;
  }
}

/** Whether a failed request means the node has no `eth_simulateV1` at all. */
export function lacksSimulate(error: unknown): boolean {
  const found =
    error instanceof BaseError
      ? error.walk((e) => e instanceof MethodNotFoundRpcError || e instanceof MethodNotSupportedRpcError)
      : null;
  if (found) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /eth_simulateV1.*(not (found|supported|available|exist))|method not found|does not exist|not supported/i.test(
    message,
  );
}

const shortError = (error: unknown) =>
  error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error);

export async function simulatePreview(
  config: Config,
  chainId: number,
  account: Address,
  calls: readonly PreviewCall[],
  errorAbis: readonly Abi[] = [],
): Promise<SimulatedPreview> {
  try {
    const { getPublicClient } = await actions();
    const client = getPublicClient(config, { chainId });
    if (!client) return { status: 'unavailable', reason: 'No connection to the app’s chain.' };
    // The latest block, named: the preview is of the state after it, which a reader can ask for again.
    const base = await client.getBlockNumber({ cacheTime: 0 });
    const [block] = await client.simulateBlocks({
      blockNumber: base,
      traceTransfers: true,
      blocks: [{ calls: calls.map((call) => ({ account, to: call.to, data: call.data, value: call.value })) }],
    });
    if (!block) return { status: 'unavailable', reason: 'The chain answered the simulation with no block.' };
    const logs: PreviewLog[] = [];
    for (const call of block.calls) {
      if (call.status === 'failure') return { status: 'reverted', reason: revertReason(call.data, errorAbis) };
      for (const log of call.logs ?? []) logs.push({ address: log.address, topics: log.topics, data: log.data });
    }
    return { status: 'ready', changes: readAccountChanges(logs, account), block: base };
  } catch (error) {
    // A node that answers a revert as an RPC error rather than as the call's status.
    if (!lacksSimulate(error) && /revert/i.test(shortError(error)))
      return { status: 'reverted', reason: shortError(error) };
    return {
      status: 'unavailable',
      reason: lacksSimulate(error)
        ? 'This chain’s RPC does not offer eth_simulateV1.'
        : `The chain’s RPC failed to simulate: ${shortError(error)}`,
    };
  }
}
