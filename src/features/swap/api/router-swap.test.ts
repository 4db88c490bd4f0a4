import { NATIVE_ADDRESS } from '@interface/common';
import { UNISWAP_V2_ROUTER02_SWAP_ABI } from '@interface/contracts/router02-swap-abi';
import { maximumAmountInFor, minimumAmountOutFor } from '@interface/market/bounds';
import type { Quote } from '@interface/swap';
import { encodeFunctionData, maxUint256, parseAbi, parseEther, UserRejectedRequestError } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import * as actions from 'wagmi/actions';
import { addressBook } from '@/lib/address-book';
import { trackTransaction } from '@/lib/transactions/track';
import { prepareRouterSwap, RefusedSwap, type RouterSwapOrder, sendRouterSwap } from './router-swap';
import { ApprovalShortfall } from './token-approval';

// The chain's side of wagmi's actions, as the path uses them: what is read, simulated and sent.
vi.mock('wagmi/actions', () => ({
  getBlock: vi.fn(),
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
  const state = { allowance };
  vi.mocked(actions.readContract).mockImplementation(async () => state.allowance as never);
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

/** The approvals the wallet was asked to send, in order. */
const sentApprovals = () =>
  vi.mocked(actions.writeContract).mock.calls.map(([, p]) => (p as { args: readonly unknown[] }).args[1]);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.clearAllMocks();
  token();
  vi.mocked(actions.getBlock).mockResolvedValue({ timestamp: BigInt(NOW / 1000 - 12) } as never);
  vi.mocked(actions.sendTransaction).mockResolvedValue(HASH);
  vi.mocked(actions.call).mockResolvedValue({ data: undefined });
  vi.mocked(trackTransaction).mockResolvedValue({ status: 'success' } as never);
});
afterEach(() => vi.useRealTimers());

describe('sendRouterSwap', () => {
  it('approves exactly what an exact input sells, reads the allowance at the latest block, then simulates and sends', async () => {
    await sendRouterSwap(config, order(sellQuote('in', 100n * E18, E18)));
    expect(vi.mocked(actions.readContract).mock.calls[0]![1]).toMatchObject({
      functionName: 'allowance',
      args: [ACCOUNT, BOOK.uniswapV2Router02],
      blockTag: 'latest',
    });
    expect(sentApprovals()).toEqual([100n * E18]);
    expect(vi.mocked(actions.call).mock.calls[0]![1]).toMatchObject({ to: BOOK.uniswapV2Router02, blockTag: 'latest' });
    expect(actions.sendTransaction).toHaveBeenCalledTimes(1);
    expect(vi.mocked(trackTransaction).mock.calls.map(([, intent]) => intent.kind)).toEqual(['approve', 'swap']);
  });

  it('approves the checked maximum of an exact output, or unlimited when the trader opts in', async () => {
    const quote = sellQuote('out', 100n * E18, E18);
    await sendRouterSwap(config, order(quote, { exact: 'out' }));
    expect(sentApprovals()).toEqual([maximumAmountInFor(100n * E18, 50)]);
    token();
    vi.mocked(actions.writeContract).mockClear();
    await sendRouterSwap(config, order(quote, { exact: 'out', unlimitedApproval: true }));
    expect(sentApprovals()).toEqual([maxUint256]);
  });

  it('skips the approval when the allowance already covers the swap', async () => {
    token({ allowance: 100n * E18 });
    await sendRouterSwap(config, order(sellQuote('in', 100n * E18, E18)));
    expect(actions.writeContract).not.toHaveBeenCalled();
    expect(actions.sendTransaction).toHaveBeenCalledTimes(1);
  });

  it('sets a token that refuses to change a non-zero allowance (USDT) to zero first, and only such a token', async () => {
    token({ allowance: 5n * E18, usdt: true });
    await sendRouterSwap(config, order(sellQuote('in', 100n * E18, E18)));
    expect(sentApprovals()).toEqual([0n, 100n * E18]);
    expect(actions.sendTransaction).toHaveBeenCalledTimes(1);

    // An ordinary token with a small allowance is approved once, with no reset.
    token({ allowance: 5n * E18 });
    vi.mocked(actions.writeContract).mockClear();
    await sendRouterSwap(config, order(sellQuote('in', 100n * E18, E18)));
    expect(sentApprovals()).toEqual([100n * E18]);
  });

  it('answers an approval the wallet refused, or one that reverted, with its error and no reset', async () => {
    token({ allowance: 5n * E18 });
    vi.mocked(actions.writeContract).mockRejectedValueOnce(new UserRejectedRequestError(new Error('no')));
    await expect(sendRouterSwap(config, order(sellQuote('in', 100n * E18, E18)))).rejects.toThrow(/rejected/i);
    expect(actions.writeContract).toHaveBeenCalledTimes(1);

    vi.mocked(actions.writeContract).mockClear();
    vi.mocked(trackTransaction).mockRejectedValueOnce(new Error('Approve TICK failed: reverted on chain'));
    await expect(sendRouterSwap(config, order(sellQuote('in', 100n * E18, E18)))).rejects.toThrow(/reverted/);
    expect(sentApprovals()).toEqual([100n * E18]);
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });

  it('sends nothing when the wallet approved less than the swap needs', async () => {
    const state = token();
    vi.mocked(actions.writeContract).mockImplementation(async () => {
      state.allowance = E18;
      return HASH;
    });
    await expect(sendRouterSwap(config, order(sellQuote('in', 100n * E18, E18)))).rejects.toThrow(ApprovalShortfall);
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });

  it('refuses a tampered transaction, or one for another amount than typed, before any approval or wallet prompt', async () => {
    const tampered = sellQuote('in', 100n * E18, E18);
    tampered.transaction!.to = '0x000000000000000000000000000000000000dead';
    await expect(sendRouterSwap(config, order(tampered))).rejects.toThrow(RefusedSwap);
    const otherAmount = order(sellQuote('in', 100n * E18, E18), { typedAmount: 10n * E18 });
    await expect(sendRouterSwap(config, otherAmount)).rejects.toThrow(/you typed/);
    expect(actions.simulateContract).not.toHaveBeenCalled();
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });

  it('checks the deadline against the chain’s time when the chain is ahead of the computer', async () => {
    const dayAhead = NOW / 1000 + 86_400;
    vi.mocked(actions.getBlock).mockResolvedValue({ timestamp: BigInt(dayAhead) } as never);
    // Built from the computer's clock, this deadline has passed on the chain: refused.
    await expect(sendRouterSwap(config, order(sellQuote('in', 100n * E18, E18)))).rejects.toThrow(/deadline/);
    // Built from the chain's time (as the service does), it is accepted.
    await sendRouterSwap(config, order(sellQuote('in', 100n * E18, E18, dayAhead)));
    expect(actions.sendTransaction).toHaveBeenCalledTimes(1);
  });

  it('never sends a quote older than 30 s, nor one that aged during the approval', async () => {
    const quote = sellQuote('in', 100n * E18, E18);
    await expect(sendRouterSwap(config, order(quote, { receivedAt: NOW - 30_001 }))).rejects.toThrow(
      /over 30 seconds old/,
    );
    vi.mocked(trackTransaction).mockImplementationOnce(async () => {
      vi.setSystemTime(NOW + 40_000);
      return { status: 'success' } as never;
    });
    await expect(sendRouterSwap(config, order(quote))).rejects.toThrow(
      /Approved\. The quote is now over 30 seconds old/,
    );
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
    expect(await prepareRouterSwap(config, order(quote))).toEqual({
      calls: [{ to: TOKEN, data: approve(100n * E18), value: 0n }, swap],
    });
    expect((await prepareRouterSwap(config, order(quote, { unlimitedApproval: true }))).calls[0]).toEqual({
      to: TOKEN,
      data: approve(maxUint256),
      value: 0n,
    });
    token({ allowance: 100n * E18 });
    expect(await prepareRouterSwap(config, order(quote))).toEqual({ calls: [swap] });
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
    await expect(sendRouterSwap(config, order(quote, { previewed: other }))).rejects.toThrow(RefusedSwap);
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });
});
