import { NATIVE_ADDRESS } from '@interface/common';
import { addressBook } from '@interface/contracts/address-book';
import { UNISWAP_V2_ROUTER02_SWAP_ABI } from '@interface/contracts/router02-swap-abi';
import { maximumAmountInFor, minimumAmountOutFor } from '@interface/market/bounds';
import type { Quote } from '@interface/swap';
import { encodeFunctionData, maxUint256, parseEther } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import * as actions from 'wagmi/actions';
import { trackTransaction } from '@/lib/transactions/track';
import { RefusedSwap, type SwapOrder, sendSwap } from './swap-chain';

// The chain's side of wagmi's actions, as this module uses them: what is read, simulated and sent.
vi.mock('wagmi/actions', () => ({
  readContract: vi.fn(),
  simulateContract: vi.fn(),
  writeContract: vi.fn(),
  call: vi.fn(),
  sendTransaction: vi.fn(),
}));
vi.mock('@/lib/transactions/track', () => ({ trackTransaction: vi.fn() }));

const config = {} as Config;
const ACCOUNT = '0x00000000000000000000000000000000000a11ce';
const TOKEN = '0x00000000000000000000000000000000000c0ffe';
const BOOK = addressBook(31337);
const NOW = new Date('2026-03-01T12:00:00Z').getTime();
const HASH = `0x${'ab'.repeat(32)}` as const;

/** The service's quote for selling `amountIn` of TOKEN for ETH, its transaction built as Router02 expects. */
function sellQuote(exact: 'in' | 'out', amountIn: bigint, amountOut: bigint, slippageBps = 50): Quote {
  const deadline = BigInt(NOW / 1000 + 1200);
  const path = [TOKEN, BOOK.weth] as const;
  const data =
    exact === 'in'
      ? encodeFunctionData({
          abi: UNISWAP_V2_ROUTER02_SWAP_ABI,
          functionName: 'swapExactTokensForETH',
          args: [amountIn, minimumAmountOutFor(amountOut, slippageBps), path, ACCOUNT, deadline],
        })
      : encodeFunctionData({
          abi: UNISWAP_V2_ROUTER02_SWAP_ABI,
          functionName: 'swapTokensForExactETH',
          args: [amountOut, maximumAmountInFor(amountIn, slippageBps), path, ACCOUNT, deadline],
        });
  return {
    amountIn: amountIn.toString(),
    amountOut: amountOut.toString(),
    executionRate: '1',
    spotRate: '1',
    path: [TOKEN, NATIVE_ADDRESS],
    priceImpact: 0.001,
    lpFee: '0',
    metadata: { lpFeePercent: 0.3, routerAddress: BOOK.uniswapV2Router02, slippageBps },
    transaction: { from: ACCOUNT, to: BOOK.uniswapV2Router02, data, value: '0', gasPrice: '1', gas: '200000' },
  };
}

const order = (quote: Quote, patch: Partial<SwapOrder> = {}): SwapOrder => ({
  chainId: 31337,
  connectedChainId: 31337,
  account: ACCOUNT,
  tokenIn: TOKEN,
  tokenOut: NATIVE_ADDRESS,
  symbolIn: 'TICK',
  exact: 'in',
  slippageBps: 50,
  quote,
  receivedAt: NOW - 1000,
  unlimitedApproval: false,
  title: 'Swap 1 TICK for ETH',
  ...patch,
});

const approvals = () =>
  vi.mocked(actions.simulateContract).mock.calls.map(([, p]) => (p as { args: readonly unknown[] }).args[1]);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.clearAllMocks();
  vi.mocked(actions.readContract).mockResolvedValue(0n as never);
  vi.mocked(actions.simulateContract).mockImplementation(async (_c, p) => ({ request: p }) as never);
  vi.mocked(actions.writeContract).mockResolvedValue(HASH);
  vi.mocked(actions.sendTransaction).mockResolvedValue(HASH);
  vi.mocked(actions.call).mockResolvedValue({ data: undefined });
  vi.mocked(trackTransaction).mockResolvedValue({ status: 'success' } as never);
});
afterEach(() => vi.useRealTimers());

describe('sendSwap', () => {
  it('approves exactly what an exact input sells, reads the allowance at the latest block, then simulates and sends', async () => {
    const quote = sellQuote('in', parseEther('100'), parseEther('1'));
    await sendSwap(config, order(quote));
    expect(vi.mocked(actions.readContract).mock.calls[0]![1]).toMatchObject({
      functionName: 'allowance',
      args: [ACCOUNT, BOOK.uniswapV2Router02],
      blockTag: 'latest',
    });
    expect(approvals()).toEqual([parseEther('100')]);
    expect(vi.mocked(actions.call).mock.calls[0]![1]).toMatchObject({ to: BOOK.uniswapV2Router02, blockTag: 'latest' });
    expect(actions.sendTransaction).toHaveBeenCalledTimes(1);
    expect(vi.mocked(trackTransaction).mock.calls.map(([, intent]) => intent.kind)).toEqual(['approve', 'swap']);
  });

  it('approves the maximum sold of an exact output, or unlimited when the trader opts in', async () => {
    const quote = sellQuote('out', parseEther('100'), parseEther('1'));
    await sendSwap(config, order(quote, { exact: 'out' }));
    expect(approvals()).toEqual([maximumAmountInFor(parseEther('100'), 50)]);
    vi.mocked(actions.simulateContract).mockClear();
    await sendSwap(config, order(quote, { exact: 'out', unlimitedApproval: true }));
    expect(approvals()).toEqual([maxUint256]);
  });

  it('skips the approval when the allowance already covers the swap', async () => {
    vi.mocked(actions.readContract).mockResolvedValue(parseEther('100') as never);
    await sendSwap(config, order(sellQuote('in', parseEther('100'), parseEther('1'))));
    expect(actions.simulateContract).not.toHaveBeenCalled();
    expect(actions.sendTransaction).toHaveBeenCalledTimes(1);
  });

  it('resets a token that refuses to change a non-zero allowance to 0 first', async () => {
    vi.mocked(actions.readContract).mockResolvedValue(parseEther('5') as never);
    vi.mocked(actions.simulateContract)
      .mockRejectedValueOnce(new Error('approve from non-zero'))
      .mockImplementation(async (_c, p) => ({ request: p }) as never);
    await sendSwap(config, order(sellQuote('in', parseEther('100'), parseEther('1'))));
    expect(approvals()).toEqual([parseEther('100'), 0n, parseEther('100')]);
    expect(actions.sendTransaction).toHaveBeenCalledTimes(1);
  });

  it('refuses a tampered transaction before any approval or wallet prompt', async () => {
    const quote = sellQuote('in', parseEther('100'), parseEther('1'));
    quote.transaction!.to = '0x000000000000000000000000000000000000dead';
    await expect(sendSwap(config, order(quote))).rejects.toThrow(RefusedSwap);
    expect(actions.simulateContract).not.toHaveBeenCalled();
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });

  it('never sends a quote older than 30 s, nor one that aged during the approval', async () => {
    const quote = sellQuote('in', parseEther('100'), parseEther('1'));
    await expect(sendSwap(config, order(quote, { receivedAt: NOW - 30_001 }))).rejects.toThrow(/over 30 seconds old/);
    vi.mocked(trackTransaction).mockImplementationOnce(async () => {
      vi.setSystemTime(NOW + 40_000);
      return { status: 'success' } as never;
    });
    await expect(sendSwap(config, order(quote))).rejects.toThrow(/Approved\. The quote is now over 30 seconds old/);
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });
});
