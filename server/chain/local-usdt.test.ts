/**
 * The local chain's USDT behaves as Tether's token on mainnet where callers trip (no return values; an
 * allowance changes only through zero), and everything that touches it still works: the genesis seeds
 * and swaps its pools, the swap service's transactions trade it both ways through Router02, and the
 * indexer follows its pool.
 */
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_ADDRESS } from '../../interface/common';
import { localTetherAbi, uniswapV2FactoryAbi, uniswapV2PairAbi } from '../../interface/contracts/abis';
import { addressBook } from '../../interface/contracts/address-book';
import { quoteSchema } from '../../interface/swap';
import { loadRegistry } from '../swap/registry';
import { type Harness, ok, startHarness, wallets } from '../test/harness';
import { readLocalBytecode } from './deployment';
import { buildGenesis, GENESIS_ANVIL_ARGS, type GenesisResult } from './genesis/genesis';
import { createIndexer } from './indexer';
import { startPrivateChain } from './private-chain';

const book = addressBook(31337);
const usdt = book.stablecoins.usdt;
const router = book.uniswapV2Router02;
const trader = wallets[4]!;

let chain: Awaited<ReturnType<typeof startPrivateChain>>;
let h: Harness;
let genesis: GenesisResult;
let indexAll: () => Promise<void>;
const client = () => createPublicClient({ transport: http(chain.url) });
const wallet = () => createWalletClient({ account: trader, transport: http(chain.url) });

beforeAll(async () => {
  chain = await startPrivateChain(GENESIS_ANVIL_ARGS);
  genesis = await buildGenesis({
    rpcUrl: chain.url,
    seed: 3,
    now: Date.UTC(2026, 10, 20, 12),
    scale: { tokens: 3, trades: 30, graduatedShare: 0, poolSwaps: 40 },
    registry: loadRegistry(31337),
    book,
    bytecode: readLocalBytecode(),
    verify: true,
  });
  h = await startHarness({ RPC_URL: chain.url });
  const indexer = createIndexer(h.db, h.ingest, { rpcUrl: chain.url, book, confirmations: 0 });
  indexAll = async () => {
    while ((await indexer.syncOnce()) > 0) {}
  };
  await indexAll();
  // The genesis mined its own blocks; from here each transaction is mined as it comes.
  await client().request({ method: 'evm_setAutomine' as never, params: [true] as never });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await chain?.stop();
});

const mined = async (hash: Hex) => {
  const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 20 });
  expect(receipt.status).toBe('success');
  return receipt;
};
const usdtBalance = () =>
  client().readContract({ address: usdt, abi: localTetherAbi, functionName: 'balanceOf', args: [trader.address] });
const approve = (amount: bigint) =>
  ({ address: usdt, abi: localTetherAbi, functionName: 'approve', args: [router, amount] }) as const;

/** The swap service's transaction for `amount` in, sent as it is. */
async function swap(tokenIn: string, tokenOut: string, amount: bigint) {
  const quote = ok(
    await h.swap(
      `/api/quote?tokenIn=${tokenIn}&tokenOut=${tokenOut}&amount=${amount}&slippage=100&buildTx=true` +
        `&userAddress=${trader.address}`,
    ),
    quoteSchema,
  );
  const tx = quote.transaction!;
  const hash = await wallet().sendTransaction({
    chain: null,
    to: tx.to as Address,
    data: tx.data as Hex,
    value: BigInt(tx.value),
    gas: BigInt(tx.gas),
  });
  return { quote, receipt: await mined(hash) };
}

describe('the local USDT', () => {
  it('has its pools seeded and swapped by the genesis, without a revert', async () => {
    expect(genesis.reverted).toEqual([]);
    const swaps = h.db
      .prepare('SELECT count(*) FROM pair_swaps WHERE pair IN (SELECT address FROM pairs WHERE ? IN (token0, token1))')
      .pluck()
      .get(usdt.toLowerCase());
    expect(swaps).toBeGreaterThan(0);
  });

  it('refuses to change a non-zero allowance but through zero, and returns nothing', async () => {
    await mined(await wallet().writeContract({ chain: null, ...approve(5n) }));
    await expect(client().simulateContract({ account: trader, ...approve(6n) })).rejects.toThrow();
    const call = await client().call({ account: trader, to: usdt, data: encodeFunctionData(approve(0n)) });
    expect(call.data).toBeUndefined();
    await mined(await wallet().writeContract({ chain: null, ...approve(0n) }));
  });

  it('trades both ways through the swap service’s transactions, and the indexer follows its pool', async () => {
    h.clock.now = Number((await client().getBlock()).timestamp) * 1000;
    const bought = await swap(NATIVE_ADDRESS, usdt.toLowerCase(), parseEther('1'));
    const held = await usdtBalance();
    expect(held).toBeGreaterThanOrEqual(BigInt(bought.quote.minimumAmountOut!));

    await mined(await wallet().writeContract({ chain: null, ...approve(held) }));
    const ethBefore = await client().getBalance({ address: trader.address });
    const sold = await swap(usdt.toLowerCase(), NATIVE_ADDRESS, held);
    const gasPaid = sold.receipt.gasUsed * sold.receipt.effectiveGasPrice;
    const ethAfter = await client().getBalance({ address: trader.address });
    expect(ethAfter + gasPaid - ethBefore).toBeGreaterThanOrEqual(BigInt(sold.quote.minimumAmountOut!));
    expect(await usdtBalance()).toBe(0n);

    await indexAll();
    const pair = await client().readContract({
      address: book.uniswapV2Factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [usdt, book.weth],
    });
    const [reserve0, reserve1] = await client().readContract({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    });
    const indexed = h.db.prepare('SELECT reserve0, reserve1 FROM pairs WHERE address = ?').get(pair.toLowerCase());
    expect(indexed).toEqual({ reserve0: reserve0.toString(), reserve1: reserve1.toString() });
  }, 60_000);
});
