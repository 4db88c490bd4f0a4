/**
 * A small world on a private Anvil for the indexer's reorganisation tests: our contracts, one launched
 * token with a few trades, and the calls that make trades and transfers in the blocks a test will
 * drop with `anvil_reorg(depth, [[tx, blockOffset], …])` (Anvil 1.7.1 replaces the last `depth` blocks
 * with new ones holding the given transactions).
 */
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hash,
  http,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem';
import { expect } from 'vitest';
import { launchFactoryAbi, launchTokenAbi } from '../../interface/contracts/abis';
import { addressBook } from '../../interface/contracts/address-book';
import { deployLocalContracts } from '../chain/deploy';
import { createIndexer, type IndexerOptions } from '../chain/indexer';
import { startPrivateChain } from '../chain/private-chain';
import { type Harness, startHarness } from './harness';
import { indexAnswers } from './index-answers';
import { wallets } from './wallets';

const book = addressBook(31337);
export const [alice, bob, carol, dave] = [wallets[0]!, wallets[1]!, wallets[2]!, wallets[3]!];
const FAR_DEADLINE = 4_000_000_000n;

export async function startReorgWorld() {
  const chain = await startPrivateChain();
  await deployLocalContracts(chain.url);
  const reader = createPublicClient({ transport: http(chain.url) });
  const rpc = (method: string, params: unknown[] = []) =>
    reader.request({ method: method as never, params: params as never });

  const buyCall = (token: Address, eth: string) => ({
    to: book.launchFactory,
    data: encodeFunctionData({ abi: launchFactoryAbi, functionName: 'buy', args: [token, 0n, FAR_DEADLINE] }),
    value: parseEther(eth),
    gas: 1_000_000n,
  });
  /** A launch committing to `metadataHash`: the same sender, name and symbol at the same launch nonce is the same address. */
  const launchCall = (name: string, symbol: string, metadataHash: Hash) => ({
    to: book.launchFactory,
    data: encodeFunctionData({
      abi: launchFactoryAbi,
      functionName: 'launch',
      args: [name, symbol, metadataHash, 0n, FAR_DEADLINE],
    }),
    value: parseEther('0.05'),
    gas: 8_000_000n,
  });
  const transferCall = (token: Address, to: Address, amount: bigint) => ({
    to: token,
    data: encodeFunctionData({ abi: launchTokenAbi, functionName: 'transfer', args: [to, amount] }),
    value: 0n,
    gas: 200_000n,
  });

  /** Sends a call from a development account; with automine on, waits for its block. */
  async function send(account: (typeof wallets)[number], call: ReturnType<typeof buyCall>, wait = true) {
    const wallet = createWalletClient({ account, transport: http(chain.url) });
    const hash: Hash = await wallet.sendTransaction({ chain: null, ...call });
    if (wait) {
      const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      expect(receipt.status).toBe('success');
    }
    return hash;
  }

  const launch = await reader.waitForTransactionReceipt({
    hash: await createWalletClient({ account: alice, transport: http(chain.url) }).writeContract({
      chain: null,
      address: book.launchFactory,
      abi: launchFactoryAbi,
      functionName: 'launch',
      args: ['Forked', 'FORK', `0x${'cd'.repeat(32)}`, 0n, FAR_DEADLINE],
      value: parseEther('0.05'),
      gas: 8_000_000n,
    }),
    pollingInterval: 20,
  });
  const token = parseEventLogs({ abi: launchFactoryAbi, logs: launch.logs, eventName: 'Launched' })[0]!.args.token;

  /** `anvil_reorg`: the last `depth` blocks replaced by as many new ones, holding `txs` at their offsets. */
  const reorg = (depth: number, txs: { from: Address; call: ReturnType<typeof buyCall>; offset: number }[] = []) =>
    rpc('anvil_reorg', [
      depth,
      txs.map(({ from, call, offset }) => [
        { from, to: call.to, data: call.data, value: toHex(call.value ?? 0n), gas: toHex(call.gas) },
        offset,
      ]),
    ]);

  // Mining thousands of blocks takes Anvil a while on a busy machine; a retry would mine them twice.
  const miner = createPublicClient({ transport: http(chain.url, { timeout: 120_000, retryCount: 0 }) });
  /** Mines `blocks` empty blocks. */
  const mine = (blocks: number) => miner.request({ method: 'anvil_mine' as never, params: [toHex(blocks)] as never });

  return {
    chain,
    mine,
    url: chain.url,
    reader,
    rpc,
    token,
    buyCall,
    launchCall,
    transferCall,
    send,
    reorg,
    /** The chain's clock (ms) two days on: every metric window is empty then, in every index of it. */
    async answersClock() {
      const { timestamp } = await reader.getBlock();
      return Number(timestamp) * 1000 + 2 * 86_400_000;
    },
    stop: () => chain.stop(),
  };
}

export type ReorgWorld = Awaited<ReturnType<typeof startReorgWorld>>;

/** Indexes the chain at `rpcUrl` into a harness's database until caught up. */
export async function indexInto(
  h: Pick<Harness, 'db' | 'ingest'>,
  rpcUrl: string,
  extra: Partial<IndexerOptions> = {},
) {
  const indexer = createIndexer(h.db, h.ingest, { rpcUrl, book, confirmations: 0, ...extra });
  while ((await indexer.syncOnce()) > 0) {}
  return indexer;
}

/**
 * A harness's answers about the world's token, read at a clock where every metric window is empty
 * (or at `at`, ms). The referral leaderboard says when it was computed (it is kept for a while
 * whatever changes): that is made equal.
 */
export async function worldAnswers(world: ReorgWorld, h: Harness, at?: number) {
  h.clock.now = at ?? (await world.answersClock());
  const answers = await indexAnswers(h, [world.token.toLowerCase()]);
  for (const key of Object.keys(answers)) {
    answers[key] = answers[key]!.replace(/"updated_at":"[^"]*"/, '"updated_at":"(computed)"');
  }
  return answers;
}

/**
 * A new database indexing `world` from its start (its harness added to `harnesses`, for the caller to
 * close), the rollbacks it made, and the way to follow the chain.
 */
export async function startFollower(world: ReorgWorld, harnesses: Harness[]) {
  const h = await startHarness({ RPC_URL: world.url, RATE_LIMITS: 'off' });
  harnesses.push(h);
  const rollbacks: { ancestor: bigint; dropped: bigint }[] = [];
  const indexer = await indexInto(h, world.url, { onRollback: (r) => rollbacks.push(r) });
  const follow = async () => {
    while ((await indexer.syncOnce()) > 0) {}
  };
  return { h, rollbacks, follow };
}
