/**
 * The chain's genesis: the seed's whole history sent to a fresh Anvil as real transactions, in
 * blocks stamped with the history's times. Anvil must run with `--no-mining --order fees
 * --auto-impersonate` and a large block gas limit (GENESIS_ANVIL_ARGS): each block's transactions,
 * from the seeded traders themselves, wait in the pool until `evm_mine` seals them at the block's
 * time, in the order their tips give. Ends with automining on, as a local chain normally runs.
 */
import { concat, parseEther } from 'viem';
import type { AddressBook } from '../../../interface/contracts/address-book';
import { HISTORY_MS, replaySeed, type SeedScale } from '../../seed/seed';
import type { Registry } from '../../swap/registry';
import { DEPLOYER_ACCOUNT } from '../deploy';
import { LOCAL_DEPLOYMENT, type LocalBytecode, localDeployments } from '../deployment';
import { assertLocalChain } from '../local-only';
import { type GenesisBlock, genesisBlocks } from './blocks';
import { type ChainCall, genesisCalls } from './calls';
import { createRpc, mineAt, type Rpc, sendTransaction, setBalance } from './rpc';
import { createGenesisTarget, type GenesisCommunity } from './target';

export const GENESIS_ANVIL_ARGS = [
  '--no-mining',
  '--order',
  'fees',
  '--auto-impersonate',
  '--gas-limit',
  '100000000000',
  // Past states are not kept: mining a block would otherwise copy the whole state.
  '--prune-history',
  // Block 0 lies before any history the genesis writes (2023-11-14), which only moves forward.
  '--timestamp',
  '1700000000',
] as const;

export interface GenesisOptions {
  rpcUrl: string;
  seed: number;
  /** The end of the history (ms). */
  now: number;
  scale?: Partial<SeedScale>;
  registry: Registry;
  book: AddressBook;
  bytecode: LocalBytecode;
  /**
   * Told, as the history is sent, how many of its transactions have gone out (a block's at a time),
   * and the share of the sending's time that is behind (`done`, 0 to 1).
   */
  onProgress?: (progress: { sent: number; total: number; done: number }) => void;
  /** Reads every receipt afterwards to list reverted transactions (seconds at full scale). */
  verify?: boolean;
}

export interface GenesisResult {
  tokens: number;
  trades: number;
  blocks: number;
  transactions: number;
  /** With `verify`, the transactions that reverted: none unless the seed and the contracts disagree. */
  reverted?: { hash: string; block: number }[];
  community: GenesisCommunity;
}

const REQUESTS_PER_BATCH = 1_000;
/**
 * What sealing a block costs, in transactions sent: the share of the sending that is done counts
 * both. WHY: Anvil recomputes the state root for each block, so the newest blocks, with a few
 * transactions each, take longer than their count says (measured on 2 cores: 257 ms a block, 0.66
 * ms a transaction; half the time had passed with 42% of the blocks and 77% of the transactions).
 */
const BLOCK_COST = 400;
const TRADER_ETH = parseEther('1000000');

async function deploy(rpc: Rpc, bytecode: LocalBytecode, timestamp: number) {
  const { create2Deployer, salt } = LOCAL_DEPLOYMENT;
  await rpc([
    ...localDeployments(bytecode).map(({ initCode }, nonce, all) =>
      sendTransaction(
        { from: DEPLOYER_ACCOUNT, to: create2Deployer, data: concat([salt, initCode]), gas: 8_000_000n },
        nonce,
        BigInt(all.length - nonce),
      ),
    ),
  ]);
  await rpc([mineAt(timestamp)]);
}

async function setBalances(rpc: Rpc, addresses: Iterable<string>) {
  const all = [...addresses];
  for (let i = 0; i < all.length; i += REQUESTS_PER_BATCH) {
    await rpc(all.slice(i, i + REQUESTS_PER_BATCH).map((address) => setBalance(address, TRADER_ETH)));
  }
}

/**
 * Each block's transactions in one batch, then the block sealed by a request of its own: a batch's
 * requests run concurrently, so a seal sent with them could close the block before they all arrive.
 * Every sender but the deployer is a fresh account: its nonces count from 0.
 */
async function sendBlocks(rpc: Rpc, blocks: readonly GenesisBlock[], onProgress: GenesisOptions['onProgress']) {
  const nonces = new Map<string, number>();
  const total = blocks.reduce((n, b) => n + b.calls.length, 0);
  const work = blocks.length * BLOCK_COST + total;
  let sent = 0;
  let sealed = 0;
  onProgress?.({ sent, total, done: 0 });
  for (const block of blocks) {
    const count = block.calls.length;
    await rpc(
      block.calls.map((call, i) => {
        const nonce = nonces.get(call.from) ?? 0;
        nonces.set(call.from, nonce + 1);
        return sendTransaction(call, nonce, BigInt(count - i));
      }),
    );
    await rpc([mineAt(block.timestamp)]);
    sent += count;
    sealed++;
    onProgress?.({ sent, total, done: (sealed * BLOCK_COST + sent) / work });
  }
  return total;
}

interface Receipt {
  status: string;
  transactionHash: string;
  blockNumber: string;
}

async function revertedTransactions(rpc: Rpc, from: number, to: number) {
  const reverted: NonNullable<GenesisResult['reverted']> = [];
  for (let first = from; first <= to; first += 50) {
    const numbers = Array.from({ length: Math.min(50, to - first + 1) }, (_, i) => first + i);
    const receipts = (await rpc(
      numbers.map((n) => ({ method: 'eth_getBlockReceipts', params: [`0x${n.toString(16)}`] })),
    )) as Receipt[][];
    for (const r of receipts.flat()) {
      if (r.status !== '0x1') reverted.push({ hash: r.transactionHash, block: Number(r.blockNumber) });
    }
  }
  return reverted;
}

export async function buildGenesis(options: GenesisOptions): Promise<GenesisResult> {
  const { book, bytecode, now } = options;
  await assertLocalChain(options.rpcUrl, 'The genesis');
  const rpc = createRpc(options.rpcUrl);
  const calls = genesisCalls(book);
  const { target, steps, community } = createGenesisTarget(book, bytecode.LaunchToken);
  const summary = replaySeed(target, options.registry, { seed: options.seed, now, scale: options.scale });

  const deployedAt = Math.floor((now - HISTORY_MS) / 1000) - 3_600;
  await deploy(rpc, bytecode, deployedAt);
  const blocks = genesisBlocks(steps(), { now, auctionOpenedAt: deployedAt, firstTimestamp: deployedAt + 1, calls });
  const senders = new Set(blocks.flatMap((b) => b.calls.map((c: ChainCall) => c.from)));
  await setBalances(rpc, senders);
  const transactions = await sendBlocks(rpc, blocks, options.onProgress);
  const last = Number(((await rpc([{ method: 'eth_blockNumber', params: [] }])) as string[])[0]);
  const reverted = options.verify ? await revertedTransactions(rpc, 1, last) : undefined;
  await rpc([{ method: 'evm_setAutomine', params: [true] }]);
  return { ...summary, blocks: last, transactions, reverted, community };
}
