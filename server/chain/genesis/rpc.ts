/**
 * Plain JSON-RPC batches for the genesis. WHY not viem's client: the genesis sends a hundred thousand
 * requests in order, a few hundred per HTTP request, and needs nothing but their results.
 */
import { toHex } from 'viem';
import type { ChainCall } from './calls';

export interface RpcRequest {
  method: string;
  params: unknown[];
}

export function createRpc(url: string) {
  let id = 0;
  /** Sends the requests as one batch; resolves to their results in order, or throws the first error. */
  return async function batch(requests: RpcRequest[]): Promise<unknown[]> {
    if (requests.length === 0) return [];
    const body = requests.map((r) => ({ jsonrpc: '2.0', id: id++, ...r }));
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status} to a batch of ${requests.length}`);
    const answers = (await response.json()) as { id: number; result?: unknown; error?: { message: string } }[];
    const byId = new Map(answers.map((a) => [a.id, a]));
    return body.map((request) => {
      const answer = byId.get(request.id);
      if (!answer || answer.error) {
        throw new Error(`${request.method} failed: ${answer?.error?.message ?? 'no answer'}`);
      }
      return answer.result;
    });
  };
}

export type Rpc = ReturnType<typeof createRpc>;

/** The most a genesis transaction pays per gas over its tip: the base fee falls from 1 gwei as blocks stay empty. */
const MAX_BASE_FEE = 10_000_000_000n;

/**
 * With its nonce, and with a tip that fixes its place in the block. WHY both: Anvil handles a batch's
 * requests concurrently, so neither the nonce it would pick nor the order of arrival follows the
 * batch; with `--order fees` the block is sorted by tip, highest first.
 */
export const sendTransaction = (call: ChainCall, nonce: number, tip: bigint): RpcRequest => ({
  method: 'eth_sendTransaction',
  params: [
    {
      from: call.from,
      to: call.to,
      data: call.data,
      gas: toHex(call.gas),
      nonce: toHex(nonce),
      maxPriorityFeePerGas: toHex(tip),
      maxFeePerGas: toHex(MAX_BASE_FEE + tip),
      ...(call.value ? { value: toHex(call.value) } : {}),
    },
  ],
});

export const mineAt = (timestamp: number): RpcRequest => ({ method: 'evm_mine', params: [{ timestamp }] });

export const setBalance = (address: string, wei: bigint): RpcRequest => ({
  method: 'anvil_setBalance',
  params: [address, toHex(wei)],
});
