/**
 * The indexer against a private Anvil with the real contracts: trades sent by anyone, on the curve and
 * through Router02 after graduation, show in the launch service's answers; nothing is read twice; a
 * chain that dropped indexed blocks is rolled back, and one that changed deeper than the kept blocks
 * stops it with a clear message.
 */
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  type Hash,
  type Hex,
  http,
  parseEther,
  parseEventLogs,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_ADDRESS } from '../../interface/common';
import {
  featuredAuctionAbi,
  launchFactoryAbi,
  launchTokenAbi,
  uniswapV2PairAbi,
  uniswapV2Router02Abi,
} from '../../interface/contracts/abis';
import { addressBook } from '../../interface/contracts/address-book';
import { quoteSchema } from '../../interface/swap';
import { tokenDetailSchema } from '../../interface/tokens';
import { type Harness, ok, startHarness, wallets } from '../test/harness';
import { deployLocalContracts } from './deploy';
import { launchedTokenAddress, readLocalBytecode } from './deployment';
import { ChainMismatchError, createIndexer, REORG_WINDOW } from './indexer';
import { startPrivateChain } from './private-chain';

const book = addressBook(31337);
const [alice, bob, carol, dave] = [wallets[0]!, wallets[1]!, wallets[2]!, wallets[3]!];

let chain: Awaited<ReturnType<typeof startPrivateChain>>;
let h: Harness;
const reader = () => createPublicClient({ transport: http(chain.url) });
const rpc = (method: string, params: unknown[] = []) =>
  reader().request({ method: method as never, params: params as never });
/** The next block's timestamp, `seconds` after the latest one's (0: the same second). */
async function nextBlockAfter(seconds: bigint) {
  const { timestamp } = await reader().getBlock();
  await rpc('evm_setNextBlockTimestamp', [`0x${(timestamp + seconds).toString(16)}`]);
}

async function send(
  account: (typeof wallets)[number],
  request: {
    address: Address;
    abi: readonly unknown[];
    functionName: string;
    args: readonly unknown[];
    value?: bigint;
  },
) {
  const wallet = createWalletClient({ account, transport: http(chain.url) });
  const hash: Hash = await wallet.writeContract({ chain: null, ...request } as Parameters<
    typeof wallet.writeContract
  >[0]);
  const receipt = await reader().waitForTransactionReceipt({ hash, pollingInterval: 20 });
  expect(receipt.status).toBe('success');
  return receipt;
}

const deadline = () => BigInt(Math.floor(Date.now() / 1000) + 3600);
const indexAll = async (indexer: ReturnType<typeof createIndexer>) => {
  while ((await indexer.syncOnce()) > 0) {}
};
const holders = (address: string) =>
  h.db.prepare('SELECT total_holders FROM tokens WHERE address = ?').pluck().get(address.toLowerCase());
const token = async (address: string) => ok(await h.launch(`/api/token?address=${address}`), tokenDetailSchema);

beforeAll(async () => {
  chain = await startPrivateChain();
  await deployLocalContracts(chain.url);
  h = await startHarness({ RPC_URL: chain.url });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await chain?.stop();
});

describe('the chain indexer', () => {
  let launched: Address;

  it('shows a launch and curve trades sent by anyone, with reserves from the events and holders from transfers', async () => {
    const receipt = await send(alice, {
      address: book.launchFactory,
      abi: launchFactoryAbi,
      functionName: 'launch',
      args: ['On Chain', 'CHAIN', `0x${'ab'.repeat(32)}`, 0n, deadline()],
      value: parseEther('0.05'),
    });
    const [event] = parseEventLogs({ abi: launchFactoryAbi, logs: receipt.logs, eventName: 'Launched' });
    launched = event!.args.token;
    expect(launched).toBe(
      launchedTokenAddress(book, readLocalBytecode().LaunchToken, {
        creator: alice.address,
        nonce: 0n,
        name: 'On Chain',
        symbol: 'CHAIN',
      }),
    );
    await send(bob, {
      address: book.launchFactory,
      abi: launchFactoryAbi,
      functionName: 'buy',
      args: [launched, 0n, deadline()],
      value: parseEther('1'),
    });
    const indexer = createIndexer(h.db, h.ingest, { rpcUrl: chain.url, book, confirmations: 0 });
    await indexAll(indexer);

    const t = await token(launched.toLowerCase());
    expect(t).toMatchObject({
      name: 'On Chain',
      ticker: 'CHAIN',
      owner: alice.address.toLowerCase(),
    });
    expect(t.price_updates.map((p) => [p.trader, p.side])).toEqual([
      [bob.address.toLowerCase(), 'buy'],
      [alice.address.toLowerCase(), 'buy'],
    ]);
    expect(holders(launched)).toBe(2);
    const [virtualEth, virtualTokens] = (await reader().readContract({
      address: book.launchFactory,
      abi: launchFactoryAbi,
      functionName: 'markets',
      args: [launched],
    })) as readonly [bigint, bigint, Address, boolean];
    expect(t.price_eth).toBeCloseTo(Number(virtualEth) / Number(virtualTokens), 20);
    const block = await reader().getBlock();
    expect(Date.parse(t.created_at)).toBeLessThanOrEqual(Number(block.timestamp) * 1000);
  }, 60_000);

  it('follows graduation into the pair, and a Router02 swap from any wallet', async () => {
    await send(carol, {
      address: book.launchFactory,
      abi: launchFactoryAbi,
      functionName: 'buy',
      args: [launched, 0n, deadline()],
      value: parseEther('10'),
    });
    // In the pair's first second: its price accumulators stay unset (the next test needs them so).
    await nextBlockAfter(0n);
    await send(dave, {
      address: book.uniswapV2Router02,
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactETHForTokens',
      args: [1n, [book.weth, launched], dave.address, deadline()],
      value: parseEther('0.5'),
    });
    // A fresh indexer on the same database carries on from the stored cursor.
    await indexAll(createIndexer(h.db, h.ingest, { rpcUrl: chain.url, book, confirmations: 0 }));
    const t = await token(launched.toLowerCase());
    expect(t.funding_progress).toBe(1);
    const graduated = h.db
      .prepare('SELECT is_graduated, pair_address FROM tokens WHERE address = ?')
      .get(launched.toLowerCase()) as { is_graduated: number; pair_address: string };
    expect(graduated.is_graduated).toBe(1);
    expect(t.price_updates[0]).toMatchObject({ trader: dave.address.toLowerCase(), side: 'buy' });
    const pair = graduated.pair_address as Address;
    const [reserve0, reserve1] = (await reader().readContract({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    })) as readonly [bigint, bigint, number];
    const [eth, tokens] =
      book.weth.toLowerCase() < launched.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0];
    expect(t.price_eth).toBeCloseTo(Number(eth) / Number(tokens), 20);
    expect(holders(launched)).toBe(4);
  }, 60_000);

  it('a swap the swap service builds, sent as it is, fills at least its minimum and shows in the token', async () => {
    const balance = () =>
      reader().readContract({
        address: launched,
        abi: launchTokenAbi,
        functionName: 'balanceOf',
        args: [carol.address],
      }) as Promise<bigint>;
    const before = await balance();
    // The transaction's deadline counts from the service's clock: here, the chain's.
    h.clock.now = Number((await reader().getBlock()).timestamp) * 1000;
    // The worst case for the estimate: it runs in the pair's last second, so it leaves out the first
    // writes of the pair's price accumulators, which the swap makes in the next second.
    await nextBlockAfter(0n);
    const quote = ok(
      await h.swap(
        `/api/quote?tokenIn=${NATIVE_ADDRESS}&tokenOut=${launched}&amount=${parseEther('0.2')}` +
          `&slippage=100&buildTx=true&userAddress=${carol.address}`,
      ),
      quoteSchema,
    );
    const tx = quote.transaction!;
    expect(tx.to).toBe(book.uniswapV2Router02.toLowerCase());
    const wallet = createWalletClient({ account: carol, transport: http(chain.url) });
    await nextBlockAfter(1n);
    const hash = await wallet.sendTransaction({
      chain: null,
      to: tx.to as Address,
      data: tx.data as Hex,
      value: BigInt(tx.value),
      gas: BigInt(tx.gas),
      gasPrice: BigInt(tx.gasPrice),
    });
    const receipt = await reader().waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(receipt.status).toBe('success');
    // The chain's estimate with its margins: enough, and not far above what the swap used.
    expect(BigInt(tx.gas)).toBeGreaterThanOrEqual(receipt.gasUsed);
    expect(BigInt(tx.gas)).toBeLessThanOrEqual((receipt.gasUsed * 120n) / 100n + 45_000n);
    expect((await balance()) - before).toBeGreaterThanOrEqual(BigInt(quote.minimumAmountOut!));
    await indexAll(createIndexer(h.db, h.ingest, { rpcUrl: chain.url, book, confirmations: 0 }));
    const t = await token(launched.toLowerCase());
    expect(t.price_updates[0]).toMatchObject({ trader: carol.address.toLowerCase(), side: 'buy', tx_hash: hash });
  }, 60_000);

  it('a swap built while the chain is ahead of the service’s clock has its deadline from the chain', async () => {
    // The service's clock a day behind the chain (a chain moved forward, or a clock that is behind).
    const latest = (await reader().getBlock()).timestamp;
    h.clock.now = Number(latest - 86_400n) * 1000;
    const quote = ok(
      await h.swap(
        `/api/quote?tokenIn=${NATIVE_ADDRESS}&tokenOut=${launched}&amount=${parseEther('0.01')}` +
          `&slippage=100&buildTx=true&userAddress=${carol.address}`,
      ),
      quoteSchema,
    );
    const call = decodeFunctionData({ abi: uniswapV2Router02Abi, data: quote.transaction!.data as Hex });
    const deadline = (call.args as readonly unknown[]).at(-1) as bigint;
    expect(deadline).toBe(latest + 20n * 60n);
  }, 60_000);

  it('records bids for the featured slot', async () => {
    await send(bob, {
      address: book.featuredAuction,
      abi: featuredAuctionAbi,
      functionName: 'bid',
      args: [launched],
      value: parseEther('0.02'),
    });
    await indexAll(createIndexer(h.db, h.ingest, { rpcUrl: chain.url, book, confirmations: 0 }));
    const bids = h.db.prepare('SELECT bidder, token, amount_eth FROM auction_bids WHERE log_index IS NOT NULL').all();
    expect(bids).toEqual([{ bidder: bob.address.toLowerCase(), token: launched.toLowerCase(), amount_eth: 0.02 }]);
  }, 60_000);

  it('reads nothing twice', async () => {
    const count = () => h.db.prepare('SELECT count(*) AS n FROM trades WHERE log_index IS NOT NULL').pluck().get();
    const before = count();
    const indexer = createIndexer(h.db, h.ingest, { rpcUrl: chain.url, book, confirmations: 0 });
    expect(await indexer.syncOnce()).toBe(0);
    expect(count()).toBe(before);
  });

  it('rolls back what it indexed from blocks the chain dropped (the cursor mismatched): the dropped buy is gone', async () => {
    const count = () => h.db.prepare('SELECT count(*) FROM trades WHERE log_index IS NOT NULL').pluck().get() as number;
    const indexer = createIndexer(h.db, h.ingest, { rpcUrl: chain.url, book, confirmations: 0 });
    await indexAll(indexer);
    const before = { trades: count(), token: await token(launched.toLowerCase()) };
    const snapshot = await rpc('evm_snapshot');
    await send(bob, {
      address: book.uniswapV2Router02,
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactETHForTokens',
      args: [1n, [book.weth, launched], bob.address, deadline()],
      value: parseEther('0.1'),
    });
    await rpc('evm_mine');
    await indexAll(indexer);
    expect(count()).toBe(before.trades + 1);
    await rpc('evm_revert', [snapshot]);
    // The other fork: a block of its own (another sender's transfer), so its hashes differ.
    await createWalletClient({ account: dave, transport: http(chain.url) }).sendTransaction({
      chain: null,
      to: alice.address,
      value: 1n,
    });
    await rpc('evm_mine');
    await indexAll(indexer);
    expect(count()).toBe(before.trades);
    expect(await token(launched.toLowerCase())).toEqual(before.token);
  }, 60_000);

  it('stops with the reindex message when the chain changed deeper than the blocks it keeps', async () => {
    const indexer = createIndexer(h.db, h.ingest, { rpcUrl: chain.url, book, confirmations: 0 });
    const snapshot = await rpc('evm_snapshot');
    await rpc('anvil_mine', [`0x${(REORG_WINDOW + 10).toString(16)}`]);
    await indexAll(indexer);
    await rpc('evm_revert', [snapshot]);
    await createWalletClient({ account: dave, transport: http(chain.url) }).sendTransaction({
      chain: null,
      to: alice.address,
      value: 1n,
    });
    await rpc('anvil_mine', [`0x${(REORG_WINDOW + 20).toString(16)}`]);
    await expect(indexer.syncOnce()).rejects.toThrow(ChainMismatchError);
    await expect(indexer.syncOnce()).rejects.toThrow(/npm run reindex/);
  }, 60_000);
});
