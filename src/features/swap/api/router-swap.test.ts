import { NATIVE_ADDRESS } from '@interface/common';
import { UNISWAP_V2_ROUTER02_SWAP_ABI } from '@interface/contracts/router02-swap-abi';
import { maximumAmountInFor, minimumAmountOutFor } from '@interface/market/bounds';
import { getAmountOut } from '@interface/market/pair';
import type { Quote } from '@interface/swap';
import { encodeFunctionData, maxUint256, parseAbi, parseEther, UserRejectedRequestError } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import * as actions from 'wagmi/actions';
import { addressBook } from '@/lib/address-book';
import { pairAddress } from '@/lib/pair-address';
import type { PreviewCall } from '@/lib/transaction-preview/simulate-preview';
import { trackTransaction } from '@/lib/transactions/track';
import { routeImpact } from '../lib/pair-route-math';
import { prepareRouterSwap, RefusedSwap, ReviewAgain, type RouterSwapOrder, sendRouterSwap } from './router-swap';
import { ApprovalShortfall } from './token-approval';

// The chain's side of wagmi's actions, as the path uses them: what is read, simulated and sent.
vi.mock('wagmi/actions', () => ({
  getBlock: vi.fn(),
  getBlockNumber: vi.fn(),
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
const E18 = parseEther('1');

/** The service's quote for selling TOKEN for ETH, its transaction built as Router02 expects, deadline from `nowSeconds`. */
function sellQuote(exact: 'in' | 'out', amountIn: bigint, amountOut: bigint, nowSeconds = NOW / 1000): Quote {
  const deadline = BigInt(nowSeconds + 1200);
  const path = [TOKEN, BOOK.weth] as const;
  const data =
    exact === 'in'
      ? encodeFunctionData({
          abi: UNISWAP_V2_ROUTER02_SWAP_ABI,
          functionName: 'swapExactTokensForETH',
          args: [amountIn, minimumAmountOutFor(amountOut, 50), path, ACCOUNT, deadline],
        })
      : encodeFunctionData({
          abi: UNISWAP_V2_ROUTER02_SWAP_ABI,
          functionName: 'swapTokensForExactETH',
          args: [amountOut, maximumAmountInFor(amountIn, 50), path, ACCOUNT, deadline],
        });
  return {
    amountIn: amountIn.toString(),
    amountOut: amountOut.toString(),
    executionRate: '1',
    spotRate: '1',
    path: [TOKEN, NATIVE_ADDRESS],
    priceImpact: 0.001,
    lpFee: '0',
    metadata: { lpFeePercent: 0.3, routerAddress: BOOK.uniswapV2Router02, slippageBps: 50 },
    transaction: { from: ACCOUNT, to: BOOK.uniswapV2Router02, data, value: '0', gasPrice: '1', gas: '200000' },
  };
}

const order = (quote: Quote, patch: Partial<RouterSwapOrder> = {}): RouterSwapOrder => ({
  chainId: 31337,
  connectedChainId: 31337,
  account: ACCOUNT,
  tokenIn: TOKEN,
  tokenOut: NATIVE_ADDRESS,
  symbolIn: 'TICK',
  exact: 'in',
  typedAmount: BigInt(patch.exact === 'out' ? quote.amountOut : quote.amountIn),
  slippageBps: 50,
  quote,
  receivedAt: NOW - 1000,
  unlimitedApproval: false,
  label: { kind: 'swap', title: 'Swap 100 TICK for ETH' },
  ...patch,
});

/**
 * The token as the chain holds it: its allowance for the router, moved by each approval the wallet
 * sends. `usdt`: approving from a non-zero allowance to another non-zero one reverts (USDT's rule).
 */
function token({ allowance = 0n, usdt = false } = {}) {
  const state = { allowance, allowanceFails: false };
  vi.mocked(actions.readContract).mockImplementation(async (_c, p) => {
    const { functionName, address } = p as unknown as { functionName: string; address: string };
    if (functionName === 'getReserves') {
      const reserves = pools.get(address.toLowerCase());
      if (!reserves) throw new Error('returned no data ("0x")');
      return reserves as never;
    }
    if (state.allowanceFails) throw new Error('HTTP request failed.');
    return state.allowance as never;
  });
  vi.mocked(actions.simulateContract).mockImplementation(async (_c, p) => {
    const amount = (p as unknown as { args: readonly [string, bigint] }).args[1];
    if (usdt && state.allowance !== 0n && amount !== 0n) throw new Error('execution reverted');
    return { request: p } as never;
  });
  vi.mocked(actions.writeContract).mockImplementation(async (_c, p) => {
    state.allowance = (p as unknown as { args: readonly [string, bigint] }).args[1];
    return HASH;
  });
  return state;
}

/** The TOKEN / WETH pair: 10,000 TICK against 101 WETH, so 100 TICK give a little under 1 ETH. */
const PAIR = pairAddress(BOOK.uniswapV2Factory, TOKEN, BOOK.weth);
const TICK_RESERVE = 10_000n * E18;
const WETH_RESERVE = 101n * E18;
const pools = new Map<string, readonly [bigint, bigint, number]>();
const tokenIsToken0 = TOKEN.toLowerCase() < BOOK.weth.toLowerCase();
pools.set(PAIR, tokenIsToken0 ? [TICK_RESERVE, WETH_RESERVE, 0] : [WETH_RESERVE, TICK_RESERVE, 0]);

/** The order with the calls its review previewed, as the review builds them. */
async function reviewed(o: RouterSwapOrder): Promise<RouterSwapOrder & { previewed: PreviewCall[] }> {
  const { calls } = await prepareRouterSwap(config, o);
  vi.mocked(actions.simulateContract).mockClear();
  vi.mocked(actions.readContract).mockClear();
  return { ...o, previewed: calls };
}

/** Reviews, then sends: the path from the review's Confirm. */
const reviewAndSend = async (o: RouterSwapOrder) => sendRouterSwap(config, await reviewed(o));

/** The approvals the wallet was asked to send, in order. */
const sentApprovals = () =>
  vi.mocked(actions.writeContract).mock.calls.map(([, p]) => (p as { args: readonly unknown[] }).args[1]);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.clearAllMocks();
  token();
  vi.mocked(actions.getBlock).mockResolvedValue({ timestamp: BigInt(NOW / 1000 - 12) } as never);
  vi.mocked(actions.getBlockNumber).mockResolvedValue(41n);
  vi.mocked(actions.sendTransaction).mockResolvedValue(HASH);
  vi.mocked(actions.call).mockResolvedValue({ data: undefined });
  vi.mocked(trackTransaction).mockResolvedValue({ status: 'success' } as never);
});
afterEach(() => vi.useRealTimers());

describe('sendRouterSwap', () => {
  it('approves exactly what an exact input sells, reads the allowance at the latest block, then simulates and sends', async () => {
    await reviewAndSend(order(sellQuote('in', 100n * E18, E18)));
    const reads = vi.mocked(actions.readContract).mock.calls.map(([, p]) => p);
    expect(reads).toContainEqual(
      expect.objectContaining({
        functionName: 'allowance',
        args: [ACCOUNT, BOOK.uniswapV2Router02],
        blockTag: 'latest',
      }),
    );
    expect(sentApprovals()).toEqual([100n * E18]);
    expect(vi.mocked(actions.call).mock.calls[0]![1]).toMatchObject({ to: BOOK.uniswapV2Router02, blockTag: 'latest' });
    expect(actions.sendTransaction).toHaveBeenCalledTimes(1);
    expect(vi.mocked(trackTransaction).mock.calls.map(([, intent]) => intent.kind)).toEqual(['approve', 'swap']);
  });

  it('approves the checked maximum of an exact output, or unlimited when the trader opts in', async () => {
    const quote = sellQuote('out', 100n * E18, E18);
    await reviewAndSend(order(quote, { exact: 'out' }));
    expect(sentApprovals()).toEqual([maximumAmountInFor(100n * E18, 50)]);
    token();
    vi.mocked(actions.writeContract).mockClear();
    await reviewAndSend(order(quote, { exact: 'out', unlimitedApproval: true }));
    expect(sentApprovals()).toEqual([maxUint256]);
  });

  it('skips the approval when the allowance already covers the swap', async () => {
    token({ allowance: 100n * E18 });
    await reviewAndSend(order(sellQuote('in', 100n * E18, E18)));
    expect(actions.writeContract).not.toHaveBeenCalled();
    expect(actions.sendTransaction).toHaveBeenCalledTimes(1);
  });

  it('sets a token that refuses to change a non-zero allowance (USDT) to zero first, and only such a token', async () => {
    token({ allowance: 5n * E18, usdt: true });
    await reviewAndSend(order(sellQuote('in', 100n * E18, E18)));
    expect(sentApprovals()).toEqual([0n, 100n * E18]);
    expect(actions.sendTransaction).toHaveBeenCalledTimes(1);

    // An ordinary token with a small allowance is approved once, with no reset.
    token({ allowance: 5n * E18 });
    vi.mocked(actions.writeContract).mockClear();
    await reviewAndSend(order(sellQuote('in', 100n * E18, E18)));
    expect(sentApprovals()).toEqual([100n * E18]);
  });

  it('answers an approval the wallet refused, or one that reverted, with its error and no reset', async () => {
    token({ allowance: 5n * E18 });
    vi.mocked(actions.writeContract).mockRejectedValueOnce(new UserRejectedRequestError(new Error('no')));
    await expect(reviewAndSend(order(sellQuote('in', 100n * E18, E18)))).rejects.toThrow(/rejected/i);
    expect(actions.writeContract).toHaveBeenCalledTimes(1);

    vi.mocked(actions.writeContract).mockClear();
    vi.mocked(trackTransaction).mockRejectedValueOnce(new Error('Approve TICK failed: reverted on chain'));
    await expect(reviewAndSend(order(sellQuote('in', 100n * E18, E18)))).rejects.toThrow(/reverted/);
    expect(sentApprovals()).toEqual([100n * E18]);
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });

  it('sends nothing when the wallet approved less than the swap needs', async () => {
    const state = token();
    vi.mocked(actions.writeContract).mockImplementation(async () => {
      state.allowance = E18;
      return HASH;
    });
    await expect(reviewAndSend(order(sellQuote('in', 100n * E18, E18)))).rejects.toThrow(ApprovalShortfall);
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });

  it('refuses a tampered transaction, or one for another amount than typed, before any approval or wallet prompt', async () => {
    const tampered = sellQuote('in', 100n * E18, E18);
    tampered.transaction!.to = '0x000000000000000000000000000000000000dead';
    await expect(reviewAndSend(order(tampered))).rejects.toThrow(RefusedSwap);
    const otherAmount = order(sellQuote('in', 100n * E18, E18), { typedAmount: 10n * E18 });
    await expect(reviewAndSend(otherAmount)).rejects.toThrow(/you typed/);
    expect(actions.simulateContract).not.toHaveBeenCalled();
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });

  it('checks the deadline against the chain’s time when the chain is ahead of the computer', async () => {
    const dayAhead = NOW / 1000 + 86_400;
    vi.mocked(actions.getBlock).mockResolvedValue({ timestamp: BigInt(dayAhead) } as never);
    // Built from the computer's clock, this deadline has passed on the chain: refused.
    await expect(reviewAndSend(order(sellQuote('in', 100n * E18, E18)))).rejects.toThrow(/deadline/);
    // Built from the chain's time (as the service does), it is accepted.
    await reviewAndSend(order(sellQuote('in', 100n * E18, E18, dayAhead)));
    expect(actions.sendTransaction).toHaveBeenCalledTimes(1);
  });

  it('never sends a quote older than 30 s, nor one that aged during the approval', async () => {
    const quote = sellQuote('in', 100n * E18, E18);
    await expect(reviewAndSend(order(quote, { receivedAt: NOW - 30_001 }))).rejects.toThrow(/over 30 seconds old/);
    vi.mocked(trackTransaction).mockImplementationOnce(async () => {
      vi.setSystemTime(NOW + 40_000);
      return { status: 'success' } as never;
    });
    await expect(reviewAndSend(order(quote))).rejects.toThrow(/Approved\. The quote is now over 30 seconds old/);
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });
});

describe('prepareRouterSwap: the calls the review previews', () => {
  const approve = (amount: bigint) =>
    encodeFunctionData({
      abi: parseAbi(['function approve(address spender, uint256 amount)']),
      functionName: 'approve',
      args: [BOOK.uniswapV2Router02, amount],
    });

  it('previews the approval the send will ask for, then the checked swap; nothing when the allowance covers it', async () => {
    const quote = sellQuote('in', 100n * E18, E18);
    const swap = { to: BOOK.uniswapV2Router02, data: quote.transaction!.data, value: 0n };
    expect(await prepareRouterSwap(config, order(quote))).toMatchObject({
      calls: [{ to: TOKEN, data: approve(100n * E18), value: 0n }, swap],
      refusal: undefined,
    });
    expect((await prepareRouterSwap(config, order(quote, { unlimitedApproval: true }))).calls[0]).toEqual({
      to: TOKEN,
      data: approve(maxUint256),
      value: 0n,
    });
    token({ allowance: 100n * E18 });
    expect((await prepareRouterSwap(config, order(quote))).calls).toEqual([swap]);
    // Nothing was sent to build them.
    expect(actions.writeContract).not.toHaveBeenCalled();
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });

  it('previews a reset to zero first for a token that refuses a change, as the send will', async () => {
    token({ allowance: 1n, usdt: true });
    const quote = sellQuote('in', 100n * E18, E18);
    const { calls } = await prepareRouterSwap(config, order(quote));
    expect(calls.map((c) => c.data)).toEqual([approve(0n), approve(100n * E18), quote.transaction!.data]);
  });

  it('still previews a call that fails its check, with the refusal', async () => {
    const quote = sellQuote('in', 100n * E18, E18);
    const tampered = {
      ...quote,
      transaction: { ...quote.transaction!, to: '0x000000000000000000000000000000000000dead' },
    };
    const prepared = await prepareRouterSwap(config, order(tampered));
    expect(prepared.calls).toEqual([
      { to: '0x000000000000000000000000000000000000dead', data: quote.transaction!.data, value: 0n },
    ]);
    expect(prepared.refusal).toMatch(/not the Uniswap router/);
  });

  it('sends nothing that is not the previewed swap call', async () => {
    token({ allowance: 100n * E18 });
    const quote = sellQuote('in', 100n * E18, E18);
    const other = { to: BOOK.uniswapV2Router02, data: '0x1234' as const, value: 0n };
    await expect(sendRouterSwap(config, { ...order(quote), previewed: [other] })).rejects.toThrow(RefusedSwap);
    await expect(sendRouterSwap(config, { ...order(quote), previewed: [] })).rejects.toThrow(RefusedSwap);
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });

  it('rejects when the allowance cannot be read: never "no approval needed"', async () => {
    const state = token();
    state.allowanceFails = true;
    await expect(prepareRouterSwap(config, order(sellQuote('in', 100n * E18, E18)))).rejects.toThrow(
      /Your TICK allowance for the Uniswap router could not be read/,
    );
  });

  it('gives the app’s own impact from the pool at one block, and the route’s pair', async () => {
    token({ allowance: 100n * E18 });
    const prepared = await prepareRouterSwap(config, order(sellQuote('in', 100n * E18, E18)));
    expect(prepared.pairs).toEqual([PAIR]);
    const hop = { reserveIn: TICK_RESERVE, reserveOut: WETH_RESERVE };
    const poolOut = getAmountOut(100n * E18, TICK_RESERVE, WETH_RESERVE);
    expect(prepared.impact).toBeCloseTo(routeImpact(100n * E18, poolOut, [hop]), 12);
    // About 1%: 100 TICK into 10,000 of reserve, whatever the quote's own 0.1% says.
    expect(prepared.impact).toBeGreaterThan(0.009);
    expect(prepared.refusal).toBeUndefined();
    // The reserves were read at the one block read first.
    expect(actions.getBlockNumber).toHaveBeenCalledTimes(1);
    expect(vi.mocked(actions.readContract).mock.calls.map(([, p]) => p)).toContainEqual(
      expect.objectContaining({ functionName: 'getReserves', address: PAIR, blockNumber: 41n }),
    );
  });

  it('refuses a quote 30% below what the pool gives, with a priceImpact of 0.001 and matching calldata', async () => {
    token({ allowance: 100n * E18 });
    const poolOut = getAmountOut(100n * E18, TICK_RESERVE, WETH_RESERVE);
    // The service's call is built consistently from its own (low) amountOut: checkSwapTransaction passes it.
    const low = sellQuote('in', 100n * E18, (poolOut * 7n) / 10n);
    expect(low.priceImpact).toBe(0.001);
    const prepared = await prepareRouterSwap(config, order(low, { symbolOut: 'ETH' }));
    expect(prepared.refusal).toMatch(
      /quotes 0\.69\d* ETH for this trade, but the pools at block 41 give 0\.997\d* ETH/,
    );
    expect(prepared.refusal).toMatch(/more than your 0\.5% slippage below/);
    // Still previewed, so the trader sees what it would have done; the send refuses it before the wallet.
    expect(prepared.calls.at(-1)!.data).toBe(low.transaction!.data);
    await expect(sendRouterSwap(config, { ...order(low), previewed: prepared.calls })).rejects.toThrow(RefusedSwap);
    expect(actions.writeContract).not.toHaveBeenCalled();
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });

  it('refuses a quote whose pool cannot be read, rather than take the service’s word', async () => {
    vi.mocked(actions.getBlockNumber).mockResolvedValue(41n);
    const other = sellQuote('in', 100n * E18, E18);
    pools.delete(PAIR);
    try {
      await expect(prepareRouterSwap(config, order(other))).rejects.toThrow(/could not be read at block 41/);
    } finally {
      pools.set(PAIR, tokenIsToken0 ? [TICK_RESERVE, WETH_RESERVE, 0] : [WETH_RESERVE, TICK_RESERVE, 0]);
    }
  });
});

describe('sendRouterSwap: the approvals are the previewed ones', () => {
  it('sends the trader back to the review when the allowance shrank after it, before any wallet prompt', async () => {
    const state = token({ allowance: 100n * E18 });
    const reviewedOrder = await reviewed(order(sellQuote('in', 100n * E18, E18)));
    // Reviewed with no approval needed; then another tab spends the allowance.
    expect(reviewedOrder.previewed).toHaveLength(1);
    state.allowance = 0n;
    const sent = sendRouterSwap(config, reviewedOrder);
    await expect(sent).rejects.toThrow(ReviewAgain);
    await expect(sent).rejects.toThrow(/allowance for the router changed since your review/);
    const error = await sent.catch((e: ReviewAgain) => e);
    // The calls the review must show now: the approval, then the same swap.
    expect((error as ReviewAgain).calls.map((c) => c.to)).toEqual([TOKEN, BOOK.uniswapV2Router02]);
    expect(actions.writeContract).not.toHaveBeenCalled();
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });

  it('sends the trader back when a USDT reset is needed that the review did not show', async () => {
    const state = token({ allowance: 0n, usdt: true });
    const reviewedOrder = await reviewed(order(sellQuote('in', 100n * E18, E18)));
    expect(reviewedOrder.previewed).toHaveLength(2);
    state.allowance = 1n;
    await expect(sendRouterSwap(config, reviewedOrder)).rejects.toThrow(ReviewAgain);
    expect(actions.writeContract).not.toHaveBeenCalled();
  });

  it('sends exactly the previewed approvals, then the swap', async () => {
    token({ allowance: 5n * E18, usdt: true });
    const reviewedOrder = await reviewed(order(sellQuote('in', 100n * E18, E18)));
    await sendRouterSwap(config, reviewedOrder);
    const sent = vi.mocked(actions.writeContract).mock.calls.map(([, p]) => {
      const r = p as unknown as { address: string; args: readonly [string, bigint] };
      return { to: r.address, data: approveData(r.args[1]), value: 0n };
    });
    expect(sent).toEqual(reviewedOrder.previewed.slice(0, -1));
    expect(vi.mocked(actions.sendTransaction).mock.calls[0]![1]).toMatchObject(reviewedOrder.previewed.at(-1)!);
  });
});

const approveData = (amount: bigint) =>
  encodeFunctionData({
    abi: parseAbi(['function approve(address spender, uint256 amount)']),
    functionName: 'approve',
    args: [BOOK.uniswapV2Router02, amount],
  });
