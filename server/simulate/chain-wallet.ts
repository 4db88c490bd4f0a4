/**
 * How the simulator sends: as the seed's traders, through Anvil's impersonation, so the market keeps
 * its two thousand faces and the ten Anvil accounts stay free for people and tests (a simulator
 * sharing their nonces would make the Development wallet's transactions fail at random). Only a local
 * Anvil allows that; on any other chain `connectSimulatorWallet` answers undefined.
 */
import {
  type Address,
  createTestClient,
  http,
  parseEther,
  publicActions,
  type TransactionReceipt,
  walletActions,
} from 'viem';
import type { ChainCall } from '../chain/genesis/calls';

/** What a simulated trader holds at least before it sends: a simulated market never runs out of buyers. */
const FLOAT = parseEther('1000');

const anvilClient = (rpcUrl: string) =>
  createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) })
    .extend(publicActions)
    .extend(walletActions);

export interface SimulatorWallet {
  /** Sends the call from its `from` and resolves to its receipt; a reverted call rejects with its hash. */
  send(call: ChainCall, what: string): Promise<TransactionReceipt>;
  /** The latest block's time, in seconds: what the chain's rules were last checked against. */
  chainTime(): Promise<number>;
  client: ReturnType<typeof anvilClient>;
}

export async function connectSimulatorWallet(rpcUrl: string): Promise<SimulatorWallet | undefined> {
  const client = anvilClient(rpcUrl);
  // Anvil's own method: it answers only on Anvil, whose impersonation the simulator needs.
  if ((await client.getAutomine().catch(() => undefined)) === undefined) return undefined;
  const ready = new Set<Address>();

  async function impersonate(address: Address) {
    if (ready.has(address)) return;
    await client.impersonateAccount({ address });
    if ((await client.getBalance({ address })) < FLOAT) await client.setBalance({ address, value: FLOAT * 10n });
    ready.add(address);
  }

  return {
    client,
    async send(call, what) {
      await impersonate(call.from);
      const hash = await client.sendTransaction({
        account: call.from,
        chain: null,
        to: call.to,
        data: call.data,
        value: call.value,
        gas: call.gas,
      });
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
      if (receipt.status !== 'success') throw new Error(`${what} reverted (${hash})`);
      return receipt;
    },
    async chainTime() {
      return Number((await client.getBlock({ blockTag: 'latest' })).timestamp);
    },
  };
}
