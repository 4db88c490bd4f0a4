import { NATIVE_ADDRESS } from '@interface/common';
import { launchFactoryAbi } from '@interface/contracts/abis';
import { maximumAmountInFor, minimumAmountOutFor } from '@interface/market/bounds';
import { type Curve, LAUNCH_CURVE, quoteBuy, quoteBuyExact, quoteSell } from '@interface/market/curve';
import type { Quote } from '@interface/swap';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { BaseError, ContractFunctionRevertedError, formatUnits, parseEther, UserRejectedRequestError } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as actions from 'wagmi/actions';
import { addressBook } from '@/lib/address-book';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import { formatUnitsCompact } from '@/lib/format-units';
import { runPreview } from '@/lib/transaction-preview/run-preview';
import { renderWithWallet } from '@/test/render-with-wallet';
import { readBalances, readCurveMarket, readCurveQuote, sendCurveTrade } from '../api/curve-chain';
import { prepareRouterSwap, ReviewAgain, sendRouterSwap } from '../api/router-swap';
import type { CurveQuote, CurveQuoteKind } from '../lib/curve-trade';
import { pairSwapLogs } from '../test/pair-swap-logs';
import { TradePanel } from './trade-panel';

// The chain behind wagmi's actions (curve-chain.ts and router-swap.ts, thin layers over them, have
// their own tests; the e2e specs cover them in Chromium): here the panel's logic runs against their answers.
vi.mock('../api/curve-chain', () => ({
  readCurveMarket: vi.fn(),
  readCurveQuote: vi.fn(),
  readBalances: vi.fn(),
  sendCurveTrade: vi.fn(),
}));
vi.mock('../api/router-swap', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/router-swap')>()),
  sendRouterSwap: vi.fn(),
  prepareRouterSwap: vi.fn(async () => ({
    calls: [{ to: '0x000000000000000000000000000000000000dead', data: '0x', value: 0n }],
  })),
}));
// The preview's simulation (eth_simulateV1: simulate-preview.ts; in Chromium, e2e/preview.spec.ts).
vi.mock('@/lib/transaction-preview/run-preview', () => ({ runPreview: vi.fn() }));
// The chain's latest block, for "now" (lib/chain-time.ts): the clock's time unless a test moves it.
vi.mock('wagmi/actions', () => ({
  getBlock: vi.fn(),
  watchBlockNumber: vi.fn(() => () => {}),
  estimateGas: vi.fn(),
  estimateFeesPerGas: vi.fn(),
  switchChain: vi.fn(),
}));

const TOKEN = '0x00000000000000000000000000000000000c0ffe' as const;
const TRADER = '0x00000000000000000000000000000000000a11ce' as const;
const HASH = `0x${'ab'.repeat(32)}` as const;
const HELD_TOKENS = parseEther('1000000');
const AFTER_BUYS = quoteBuy(LAUNCH_CURVE, parseEther('5')).after;

/** The contract's answer, from the one copy of the curve maths it matches to the wei. */
function curveQuote(kind: CurveQuoteKind, amount: bigint, curve: Curve = LAUNCH_CURVE): CurveQuote {
  if (kind === 'buy') {
    const { tokensOut, fee, refund } = quoteBuy(curve, amount);
    return { kind, tokensOut, fee, refund };
  }
  if (kind === 'buy-exact') {
    const { ethIn, fee } = quoteBuyExact(curve, amount);
    return { kind, ethIn, fee };
  }
  const { ethOut, fee } = quoteSell(AFTER_BUYS, amount);
  return { kind, ethOut, fee };
}

/** The contract's quotes of buys on `curve` (another trader's buy moves it), of sales after 5 ETH of buys. */
function quotesOn(curve: Curve) {
  vi.mocked(readCurveQuote).mockImplementation(async (_c, _id, _t, kind, amount) => ({
    block: 7n,
    spot: { ...(kind === 'sell' ? AFTER_BUYS : curve), graduated: false },
    quote: curveQuote(kind, amount, curve),
  }));
}

function chainHolds(options: { eth?: bigint } = {}) {
  vi.mocked(readCurveMarket).mockResolvedValue({ ...LAUNCH_CURVE, graduated: false });
  quotesOn(LAUNCH_CURVE);
  vi.mocked(readBalances).mockResolvedValue({ eth: options.eth ?? parseEther('10'), tokens: HELD_TOKENS });
  vi.mocked(sendCurveTrade).mockImplementation(async (_c, _id, _a, trade) =>
    confirmed(trade.side === 'sell' ? 'sell' : 'buy'),
  );
}

/** What the send resolves with once the tracker saw the receipt (tracker.test.ts covers the tracking). */
const confirmed = (side: 'buy' | 'sell'): ConfirmedTrade => ({
  token: TOKEN,
  txHash: HASH,
  blockNumber: 7n,
  trader: TRADER,
  side,
  ethAmount: parseEther('0.1'),
  tokenAmount: parseEther('3000000'),
});

/** The 1 ETH quote waits until the returned function is called; any other amount is answered at once. */
function holdOneEthQuote(): () => void {
  let answer: () => void = () => {};
  vi.mocked(readCurveQuote).mockImplementation(async (_c, _id, _t, kind, amount) => {
    if (amount === parseEther('1')) await new Promise<void>((resolve) => (answer = resolve));
    return { block: 7n, spot: { ...LAUNCH_CURVE, graduated: false }, quote: curveQuote(kind, amount) };
  });
  return () => answer();
}

const sentTrade = () => vi.mocked(sendCurveTrade).mock.calls[0]![3];

const renderPanel = (
  options: { account?: string; chainId?: number; onTraded?: () => void; openWallet?: () => void } = {},
) =>
  renderWithWallet(<TradePanel token={TOKEN} ticker="TICK" graduated={false} onTraded={options.onTraded} />, {
    account: 'account' in options ? options.account : TRADER,
    ...(options.chainId ? { chainId: options.chainId } : {}),
    ...(options.openWallet ? { openWallet: options.openWallet } : {}),
  });

/** The panel's button opens the review; its Confirm is the one that sends. */
async function review(user: ReturnType<typeof renderPanel>['user'], button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  const confirm = await screen.findByRole('button', { name: /^Confirm (buy|sale) of TICK$/ });
  await waitFor(() => expect(confirm).toBeEnabled());
  await user.click(confirm);
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  chainHolds();
  vi.mocked(runPreview).mockResolvedValue({
    status: 'ready',
    block: 41n,
    lines: [{ kind: 'send', text: 'You send 0.1 ETH', detail: 'to the curve' }],
  });
  vi.mocked(actions.getBlock).mockImplementation(
    async () => ({ timestamp: BigInt(Math.floor(Date.now() / 1000)) }) as never,
  );
  vi.mocked(actions.estimateGas).mockResolvedValue(150_000n);
  vi.mocked(actions.estimateFeesPerGas).mockResolvedValue({ maxFeePerGas: 2_000_000_000n } as never);
});

describe('TradePanel on the curve', () => {
  it('asks to connect a wallet before anything can be sent', async () => {
    const openWallet = vi.fn();
    const { user } = renderPanel({ account: undefined, openWallet });
    await user.click(await screen.findByRole('button', { name: 'Connect a wallet to trade' }));
    expect(openWallet).toHaveBeenCalled();
  });

  it('buys with the contract’s quote bounded by 1% slippage, a deadline twenty minutes out, and its network cost', async () => {
    const onTraded = vi.fn();
    const { user } = renderPanel({ onTraded });
    await user.click(screen.getByRole('button', { name: '0.01 ETH' }));
    const expected = quoteBuy(LAUNCH_CURVE, parseEther('0.01'));
    expect(await screen.findByText('Minimum (1% slippage)')).toBeInTheDocument();
    // 150,000 gas at 2 gwei at most.
    expect(await screen.findByText('0.0003 ETH')).toBeInTheDocument();
    expect(screen.getByText('Network cost (at most)')).toBeInTheDocument();
    await review(user, 'Buy TICK');

    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalled());
    const trade = sentTrade();
    expect(trade).toMatchObject({ side: 'buy', token: TOKEN, ethIn: parseEther('0.01') });
    expect(trade.side === 'buy' && trade.minTokensOut).toBe((expected.tokensOut * 9_900n) / 10_000n);
    const deadline = Number(trade.deadline) - Date.now() / 1000;
    expect(deadline).toBeGreaterThan(19 * 60);
    expect(deadline).toBeLessThanOrEqual(20 * 60);
    expect(vi.mocked(sendCurveTrade).mock.calls[0]![4]).toEqual({
      title: 'Buy TICK',
      description: expect.stringMatching(/^About .+ TICK$/),
      confirmedTitle: 'Bought TICK',
    });
    await waitFor(() => expect(onTraded).toHaveBeenCalledWith(confirmed('buy')));
    expect(screen.getByLabelText('Amount in ETH')).toHaveValue('');
  });

  it('sends the bounds of the 1 ETH quote after the 0.01 ETH preset, never the previous quote’s', async () => {
    // The 1 ETH quote is slow: the 0.01 ETH quote stays on screen meanwhile, as a placeholder.
    const answerOneEth = holdOneEthQuote();
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: '0.01 ETH' }));
    expect(await screen.findByRole('button', { name: 'Buy TICK' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '1 ETH' }));

    // The 0.01 ETH figures are still shown, marked as updating, and nothing can be sent.
    expect(screen.getByLabelText('Quote')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Updating the quote for these inputs…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Getting a quote…' })).toBeDisabled();

    await act(async () => answerOneEth());
    // 1 ETH on a fresh curve fills 66% above its price: past the top tier, only the word typed lets it through.
    await user.type(await screen.findByLabelText(/Type “confirm” only if you mean it/), 'confirm');
    await review(user, 'Buy TICK');
    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalledTimes(1));
    const oneEth = quoteBuy(LAUNCH_CURVE, parseEther('1'));
    expect(sentTrade()).toMatchObject({
      side: 'buy',
      ethIn: parseEther('1'),
      minTokensOut: minimumAmountOutFor(oneEth.tokensOut, 100),
    });
  });

  it('keeps the network cost’s row, saying it is estimating, while the next amount is quoted', async () => {
    const answerOneEth = holdOneEthQuote();
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: '0.01 ETH' }));
    expect(await screen.findByText('Network cost (at most)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '1 ETH' }));
    // The row stays (the button below does not move), and does not pass the old amount's cost off as the new one's.
    expect(screen.getByLabelText('Quote')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Network cost')).toBeInTheDocument();
    expect(screen.getByText('Estimating…')).toBeInTheDocument();

    await act(async () => answerOneEth());
    expect(await screen.findByText('Network cost (at most)')).toBeInTheDocument();
  });

  it('sends nothing from a quote whose refresh failed', async () => {
    const { user, queryClient } = renderPanel();
    await user.click(screen.getByRole('button', { name: '0.01 ETH' }));
    expect(await screen.findByRole('button', { name: 'Buy TICK' })).toBeEnabled();
    vi.mocked(readCurveQuote).mockRejectedValue(new Error('the node is down'));
    await act(() => queryClient.refetchQueries({ queryKey: ['curve-trade', 'quote'] }));
    // The node did not answer: no smaller amount would help, and the next block asks again.
    expect(await screen.findByRole('alert')).toHaveTextContent('No quote: it could not be read.');
    expect(screen.getByRole('button', { name: 'No quote: try again shortly' })).toBeDisabled();
  });

  it('asks for a smaller amount when the curve refuses this one', async () => {
    const { user } = renderPanel();
    vi.mocked(readCurveQuote).mockRejectedValue(
      new ContractFunctionRevertedError({ abi: launchFactoryAbi, functionName: 'quoteSell', message: 'MoreThanSold' }),
    );
    await user.click(screen.getByText('Sell', { exact: true }));
    await user.type(screen.getByLabelText('Amount in TICK'), '1000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not enough liquidity for this amount. Try a smaller one.',
    );
    expect(screen.getByRole('button', { name: 'Not enough liquidity for this amount' })).toBeDisabled();
  });

  it('says before sending that a buy completes the curve, and what comes back', async () => {
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Amount in ETH'), '100');
    expect(await screen.findByText(/ETH comes back; this buy graduates the token\./)).toBeInTheDocument();
  });

  it('buys an exact number of tokens, sending the cost plus 1% at most, shown rounded up', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'TICK' }));
    await user.type(screen.getByLabelText('Amount in TICK'), '10000000');
    const tokensOut = parseEther('10000000');
    const { ethIn } = quoteBuyExact(LAUNCH_CURVE, tokensOut);
    const maxEthIn = maximumAmountInFor(ethIn, 100);
    expect(await screen.findByText('Maximum paid (1% slippage)')).toBeInTheDocument();
    expect(screen.getByText('You pay').nextSibling).toHaveTextContent(/ETH$/);
    // 0.014396… ETH at most: shown rounded up, so that the figure read covers what may be taken.
    const shown = screen.getByText('Maximum paid (1% slippage)').nextSibling?.textContent ?? '';
    expect(shown).toBe('0.0144 ETH');
    expect(parseEther(shown.replace(' ETH', ''))).toBeGreaterThanOrEqual(maxEthIn);
    await review(user, 'Buy TICK');

    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalled());
    expect(sentTrade()).toMatchObject({ side: 'buy-exact', token: TOKEN, tokensOut, maxEthIn });
  });

  it('bounds with the trader’s own slippage setting, shared with /swap', async () => {
    localStorage.setItem('launchdeck.swap.slippage', '300');
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: '0.01 ETH' }));
    expect(await screen.findByText('Minimum (3% slippage)')).toBeInTheDocument();
    await review(user, 'Buy TICK');
    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalled());
    const expected = quoteBuy(LAUNCH_CURVE, parseEther('0.01'));
    expect(sentTrade()).toMatchObject({ minTokensOut: minimumAmountOutFor(expected.tokensOut, 300) });
  });

  it('weighs an exact-token buy against the ETH it may take', async () => {
    chainHolds({ eth: parseEther('0.01') });
    const { user } = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'TICK' }));
    await user.type(screen.getByLabelText('Amount in TICK'), '10000000');
    expect(await screen.findByRole('button', { name: 'Not enough ETH' })).toBeDisabled();
  });

  it('names a balance too small, and an amount that is not one', async () => {
    chainHolds({ eth: parseEther('0.05') });
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Amount in ETH'), '0.1');
    expect(await screen.findByRole('button', { name: 'Not enough ETH' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Amount in ETH'));
    await user.type(screen.getByLabelText('Amount in ETH'), '1.2.3');
    expect(screen.getByText('The amount must be a number, like 1.5.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount in ETH')).toHaveAttribute('aria-invalid', 'true');
  });

  it('names a sale of more than is held, which the contract cannot quote either', async () => {
    vi.mocked(readCurveQuote).mockRejectedValue(new Error('execution reverted: MoreThanSold'));
    const { user } = renderPanel();
    await user.click(screen.getByText('Sell', { exact: true }));
    await user.type(screen.getByLabelText('Amount in TICK'), '2000000');
    expect(await screen.findByRole('button', { name: 'Not enough TICK' })).toBeDisabled();
  });

  it('sells a share of the balance', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByText('Sell', { exact: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: '50%' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '50%' }));
    expect(screen.getByLabelText('Amount in TICK')).toHaveValue(formatUnits(HELD_TOKENS / 2n, 18));
    await review(user, 'Sell TICK');
    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalled());
    expect(sentTrade()).toMatchObject({ side: 'sell', token: TOKEN, tokensIn: HELD_TOKENS / 2n });
  });

  it('sells 100% with the bounds of the 100% quote after 25%', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByText('Sell', { exact: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: '25%' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '25%' }));
    expect(await screen.findByRole('button', { name: 'Sell TICK' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '100%' }));
    await review(user, 'Sell TICK');
    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalled());
    const all = quoteSell(AFTER_BUYS, HELD_TOKENS);
    expect(sentTrade()).toMatchObject({
      side: 'sell',
      tokensIn: HELD_TOKENS,
      minEthOut: minimumAmountOutFor(all.ethOut, 100),
    });
  });

  it('explains a trade the simulation refuses', async () => {
    vi.mocked(sendCurveTrade).mockRejectedValue(new BaseError('reverted', { details: 'SlippageExceeded(1, 0)' }));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: '0.01 ETH' }));
    await review(user, 'Buy TICK');
    expect(await screen.findByText('The price moved beyond your slippage tolerance.')).toBeInTheDocument();
  });

  it('takes a refusal in the wallet quietly', async () => {
    vi.mocked(sendCurveTrade).mockRejectedValue(new UserRejectedRequestError(new Error('User rejected')));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: '0.01 ETH' }));
    await review(user, 'Buy TICK');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy TICK' })).toBeEnabled());
    expect(screen.queryByText(/slippage tolerance|would fail on chain/)).not.toBeInTheDocument();
  });
});

describe('TradePanel’s review step', () => {
  it('previews exactly the call Confirm sends', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: '0.01 ETH' }));
    await review(user, 'Buy TICK');
    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalled());
    const previewed = vi.mocked(runPreview).mock.calls.at(-1)![0];
    expect(previewed.calls).toHaveLength(1);
    expect(previewed.chosen).toEqual(['ETH']);
    // The call handed to the send is the very one previewed (curve-chain.ts refuses any other).
    expect(vi.mocked(sendCurveTrade).mock.calls[0]![5]).toBe(previewed.calls[0]);
    expect(previewed.bounds).toEqual([
      {
        token: TOKEN,
        kind: 'minimum',
        amount: minimumAmountOutFor(quoteBuy(LAUNCH_CURVE, parseEther('0.01')).tokensOut, 100),
      },
    ]);
  });

  it('shows the preview, and a blocked one disables Confirm with its reason', async () => {
    vi.mocked(runPreview).mockResolvedValue({
      status: 'blocked',
      block: 41n,
      lines: [{ kind: 'send', text: 'You send 5 USDT', detail: 'to 0x5555…5555' }],
      reason: 'This transaction would take your USDT (0x4444…4444), which you did not choose to send.',
    });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: '0.01 ETH' }));
    await user.click(await screen.findByRole('button', { name: 'Buy TICK' }));
    const region = await screen.findByRole('region', { name: 'What this transaction does' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('which you did not choose to send');
    expect(within(region).getByText('You send 5 USDT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm buy of TICK' })).toBeDisabled();
    expect(sendCurveTrade).not.toHaveBeenCalled();
  });

  it('says when the chain would refuse it, and does not send', async () => {
    vi.mocked(runPreview).mockResolvedValue({ status: 'reverted', reason: 'SlippageExceeded(10, 9)' });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: '0.01 ETH' }));
    await user.click(await screen.findByRole('button', { name: 'Buy TICK' }));
    expect(await screen.findByText('The chain would refuse this transaction now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm buy of TICK' })).toBeDisabled();
  });

  it('still sends, guarded by the simulation, where the preview is unavailable, saying so', async () => {
    vi.mocked(runPreview).mockResolvedValue({
      status: 'unavailable',
      reason: 'This chain’s RPC does not offer eth_simulateV1.',
    });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: '0.01 ETH' }));
    await user.click(await screen.findByRole('button', { name: 'Buy TICK' }));
    expect(
      await screen.findByText(/Preview unavailable: This chain’s RPC does not offer eth_simulateV1/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm buy of TICK' }));
    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalled());
  });
});

describe('TradePanel’s review when the price moves', () => {
  const confirmButton = () => screen.getByRole('button', { name: 'Confirm buy of TICK' });
  const openReviewOf = async (user: ReturnType<typeof renderPanel>['user'], preset: string) => {
    await user.click(screen.getByRole('button', { name: preset }));
    await user.click(await screen.findByRole('button', { name: 'Buy TICK' }));
    await waitFor(() => expect(confirmButton()).toBeEnabled());
  };
  /** The curve after another trader's 0.5 ETH buy. */
  const MOVED = quoteBuy(LAUNCH_CURVE, parseEther('0.5')).after;
  const refreshQuotes = (queryClient: ReturnType<typeof renderPanel>['queryClient']) =>
    act(() => queryClient.refetchQueries({ queryKey: ['curve-trade', 'quote'] }));

  it('shows a price that moved 1% or more against the trader, and sends only the accepted one', async () => {
    const { user, queryClient } = renderPanel();
    await openReviewOf(user, '0.01 ETH');
    const before = quoteBuy(LAUNCH_CURVE, parseEther('0.01')).tokensOut;

    // Another trader's 0.5 ETH buy lands: the same 0.01 ETH now buys fewer tokens.
    quotesOn(MOVED);
    await refreshQuotes(queryClient);
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText('The price moved against you by 1% or more since you opened this review.'),
    ).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    const after = quoteBuy(MOVED, parseEther('0.01')).tokensOut;
    const changed = screen.getByLabelText('What changed');
    expect(within(changed).getByText('You receive at least')).toBeInTheDocument();
    expect(within(changed).getByText(`${formatUnitsCompact(minimumAmountOutFor(before, 100), 18, 'down')} TICK`));
    expect(within(changed).getByText(`${formatUnitsCompact(minimumAmountOutFor(after, 100), 18, 'down')} TICK`));
    expect(within(changed).getByText('Price per TICK')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept the new price' }));
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalledTimes(1));
    expect(sentTrade()).toMatchObject({ side: 'buy', minTokensOut: minimumAmountOutFor(after, 100) });
  });

  it('keeps Confirm for a move in the trader’s favour', async () => {
    quotesOn(MOVED);
    const { user, queryClient } = renderPanel();
    await openReviewOf(user, '0.01 ETH');
    // A sale lands: the same ETH buys more.
    quotesOn(LAUNCH_CURVE);
    await refreshQuotes(queryClient);
    expect(screen.queryByRole('button', { name: /^Accept the new/ })).not.toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
  });

  it('never re-arms Confirm by itself after a failed send', async () => {
    vi.mocked(sendCurveTrade).mockRejectedValueOnce(new BaseError('reverted', { details: 'SlippageExceeded(1, 0)' }));
    const { user, queryClient } = renderPanel();
    await openReviewOf(user, '0.01 ETH');
    await user.click(confirmButton());
    expect(await screen.findByText('The price moved beyond your slippage tolerance.')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    // A fresh quote arrives: still nothing is sent without the trader.
    await refreshQuotes(queryClient);
    expect(confirmButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Build it again' }));
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalledTimes(2));
  });

  it('turns Confirm off when the balance no longer covers the trade under review', async () => {
    const { user, queryClient } = renderPanel();
    await openReviewOf(user, '0.01 ETH');
    vi.mocked(readBalances).mockResolvedValue({ eth: parseEther('0.001'), tokens: HELD_TOKENS });
    await act(() => queryClient.refetchQueries({ queryKey: ['curve-trade', 'balances'] }));
    expect(await within(screen.getByRole('dialog')).findByText('Not enough ETH')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('counts the deadline from the chain’s latest block when the chain is ahead of the clock', async () => {
    const chainNow = BigInt(Math.floor(Date.now() / 1000)) + 7_200n;
    vi.mocked(actions.getBlock).mockResolvedValue({ timestamp: chainNow } as never);
    const { user } = renderPanel();
    await openReviewOf(user, '0.01 ETH');
    await user.click(confirmButton());
    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalled());
    expect(sentTrade().deadline).toBe(chainNow + 1_200n);
  });
});

describe('TradePanel’s impact tiers on the curve', () => {
  it('asks for the word typed out before a sale at 60% impact, and takes it', async () => {
    const sold = quoteBuy(LAUNCH_CURVE, parseEther('5')).tokensOut;
    vi.mocked(readBalances).mockResolvedValue({ eth: parseEther('10'), tokens: sold });
    const { user } = renderPanel();
    await user.click(screen.getByText('Sell', { exact: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: '100%' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '100%' }));
    expect(await screen.findByRole('button', { name: 'Accept the price impact first' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Type “confirm” only if you mean it/), 'confirm');
    await review(user, 'Sell TICK');
    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalled());
  });

  it('ticks for a 3% buy, and forgets the tick for another amount', async () => {
    const { user } = renderPanel();
    // 0.05 ETH fills 3.3% above the curve's price.
    await user.type(screen.getByLabelText('Amount in ETH'), '0.05');
    expect(await screen.findByRole('button', { name: 'Accept the price impact first' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I accept a price impact of 3\.3/ }));
    expect(screen.getByRole('button', { name: 'Buy TICK' })).toBeEnabled();
    await user.type(screen.getByLabelText('Amount in ETH'), '1');
    expect(await screen.findByRole('button', { name: 'Accept the price impact first' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Amount in ETH'));
    await user.type(screen.getByLabelText('Amount in ETH'), '0.049');
    expect(await screen.findByRole('checkbox', { name: /I accept a price impact/ })).not.toBeChecked();
  });
});

describe('TradePanel on another chain', () => {
  it('switches the wallet to the app’s chain, and opens the wallet’s chain dialog where it cannot', async () => {
    const openWallet = vi.fn();
    const { user } = renderPanel({ chainId: 1, openWallet });
    await user.click(await screen.findByRole('button', { name: 'Switch your wallet to this app’s chain' }));
    await waitFor(() => expect(actions.switchChain).toHaveBeenCalledWith(expect.anything(), { chainId: 31337 }));
    expect(openWallet).not.toHaveBeenCalled();

    vi.mocked(actions.switchChain).mockRejectedValueOnce(new Error('this wallet cannot switch'));
    await user.click(screen.getByRole('button', { name: 'Switch your wallet to this app’s chain' }));
    await waitFor(() => expect(openWallet).toHaveBeenCalled());
  });
});

/** The token page as the services catch up with a graduation: its data says so once "Indexed" is pressed. */
function PageIndexing() {
  const [indexed, setIndexed] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIndexed(true)}>
        Indexed
      </button>
      <TradePanel token={TOKEN} ticker="TICK" graduated={indexed} />
    </>
  );
}

describe('TradePanel after graduation', () => {
  const BOOK = addressBook(31337);
  const pairQuote = (options: { priceImpact?: number; amountIn?: bigint; amountOut?: bigint } = {}): Quote => ({
    amountIn: (options.amountIn ?? parseEther('0.1')).toString(),
    amountOut: (options.amountOut ?? parseEther('5000')).toString(),
    minimumAmountOut: parseEther('4975').toString(),
    executionRate: '50000',
    spotRate: '51000',
    path: [NATIVE_ADDRESS, TOKEN],
    priceImpact: options.priceImpact ?? 0.004,
    lpFee: parseEther('0.0003').toString(),
    metadata: { lpFeePercent: 0.3, routerAddress: BOOK.uniswapV2Router02, slippageBps: 50 },
  });
  let answer: (url: URL) => Quote = () => pairQuote();
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  const quoteRequests = () =>
    vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname === '/api/quote');

  beforeEach(() => {
    answer = () => pairQuote();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => json(answer(new URL(String(input))))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderGraduated = (onTraded?: () => void) =>
    renderWithWallet(<TradePanel token={TOKEN} ticker="TICK" graduated={true} onTraded={onTraded} />, {
      account: TRADER,
    });

  it('trades through /swap’s own path, and shows the trade its receipt tells', async () => {
    const onTraded = vi.fn();
    vi.mocked(sendRouterSwap).mockResolvedValue({
      transactionHash: HASH,
      blockNumber: 9n,
      status: 'success',
      logs: pairSwapLogs({
        side: 'buy',
        token: TOKEN,
        trader: TRADER,
        eth: parseEther('0.1'),
        tokens: parseEther('4990'),
      }),
    } as never);
    const { user } = renderGraduated(onTraded);
    expect(screen.getByText('Graduated: trades on its Uniswap V2 pair.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '0.1 ETH' }));
    expect(await screen.findByText('LP fee (0.3%)')).toBeInTheDocument();
    expect(screen.getByText('Minimum (0.5% slippage)')).toBeInTheDocument();
    await review(user, 'Buy TICK');
    await waitFor(() => expect(sendRouterSwap).toHaveBeenCalled());
    expect(vi.mocked(sendRouterSwap).mock.calls[0]![1]).toMatchObject({
      tokenIn: NATIVE_ADDRESS,
      tokenOut: TOKEN,
      exact: 'in',
      typedAmount: parseEther('0.1'),
      account: TRADER,
      connectedChainId: 31337,
      slippageBps: 50,
      label: { kind: 'buy', title: 'Buy TICK', confirmedTitle: 'Bought TICK' },
    });
    // The receipt's amounts (4,990 tokens), not the quote's (5,000).
    await waitFor(() =>
      expect(onTraded).toHaveBeenCalledWith(
        expect.objectContaining({ side: 'buy', ethAmount: parseEther('0.1'), tokenAmount: parseEther('4990') }),
      ),
    );
    expect(sendCurveTrade).not.toHaveBeenCalled();
  });

  it('waits for the services to index a graduation the chain already shows before asking for a pair quote', async () => {
    vi.mocked(readCurveMarket).mockResolvedValue({ ...LAUNCH_CURVE, graduated: true });
    const { user } = renderWithWallet(<PageIndexing />, { account: TRADER });
    expect(await screen.findByText('Graduated: trades on its Uniswap V2 pair.')).toBeInTheDocument();
    expect(screen.getByText(/quotes start once the services have indexed the graduation/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '0.1 ETH' }));
    expect(await screen.findByRole('button', { name: 'Waiting for the pair’s quotes…' })).toBeDisabled();
    expect(quoteRequests()).toEqual([]);
    expect(readCurveQuote).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Indexed' }));
    expect(await screen.findByText('LP fee (0.3%)')).toBeInTheDocument();
    expect(quoteRequests()).toHaveLength(1);
    expect(screen.queryByText(/quotes start once/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Buy TICK' })).toBeEnabled();
  });

  it('says the swap service has no route yet, rather than asking for a smaller amount', async () => {
    vi.mocked(fetch).mockImplementation(async () =>
      Response.json({ error: { code: 'NO_ROUTE', message: 'no pool connects these tokens' } }, { status: 400 }),
    );
    const { user } = renderGraduated();
    await user.click(screen.getByRole('button', { name: '0.1 ETH' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The swap service has no route for this token yet.');
    expect(screen.getByRole('button', { name: 'No route for this token' })).toBeDisabled();
  });

  it('buys an exact number of tokens on the pair', async () => {
    answer = () => pairQuote({ amountIn: parseEther('0.2'), amountOut: parseEther('10000') });
    vi.mocked(sendRouterSwap).mockResolvedValue({ transactionHash: HASH, blockNumber: 9n, logs: [] } as never);
    const { user } = renderGraduated();
    await user.click(screen.getByRole('radio', { name: 'TICK' }));
    await user.type(screen.getByLabelText('Amount in TICK'), '10000');
    expect(await screen.findByText('Maximum paid (0.5% slippage)')).toBeInTheDocument();
    expect(quoteRequests().at(-1)?.searchParams.get('amountOut')).toBe(parseEther('10000').toString());
    await review(user, 'Buy TICK');
    await waitFor(() => expect(sendRouterSwap).toHaveBeenCalled());
    expect(vi.mocked(sendRouterSwap).mock.calls[0]![1]).toMatchObject({
      exact: 'out',
      typedAmount: parseEther('10000'),
    });
  });

  it('takes impact consent inside the review when the impact grows while it is open', async () => {
    vi.mocked(sendRouterSwap).mockResolvedValue({ transactionHash: HASH, blockNumber: 9n, logs: [] } as never);
    const { user, queryClient } = renderGraduated();
    await user.click(screen.getByRole('button', { name: '0.1 ETH' }));
    await user.click(await screen.findByRole('button', { name: 'Buy TICK' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm buy of TICK' });
    await waitFor(() => expect(confirm).toBeEnabled());

    answer = () => pairQuote({ priceImpact: 0.04 });
    await act(() => queryClient.refetchQueries({ queryKey: ['swap', 'quote'] }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: /I accept a price impact of 4(\.00)?%/ }));
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(sendRouterSwap).toHaveBeenCalled());
  });

  it('goes back to the review with the new calls when the approvals changed, and sends only on a new Confirm', async () => {
    vi.mocked(sendRouterSwap)
      .mockRejectedValueOnce(new ReviewAgain('Your allowance changed since this review: it now needs an approval.', []))
      .mockResolvedValue({ transactionHash: HASH, blockNumber: 9n, logs: [] } as never);
    const { user } = renderGraduated();
    await user.click(screen.getByRole('button', { name: '0.1 ETH' }));
    await review(user, 'Buy TICK');
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Review again: your wallet was not asked.')).toBeInTheDocument();
    // Built again (the approval now in its calls) and previewed; nothing more is sent by itself.
    await waitFor(() => expect(prepareRouterSwap).toHaveBeenCalledTimes(2));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm buy of TICK' });
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(sendRouterSwap).toHaveBeenCalledTimes(1);
    await user.click(confirm);
    await waitFor(() => expect(sendRouterSwap).toHaveBeenCalledTimes(2));
  });

  it('takes the review’s impact tier from the larger of the service’s and the pool’s', async () => {
    vi.mocked(prepareRouterSwap).mockResolvedValueOnce({
      calls: [{ to: BOOK.uniswapV2Router02, data: '0x', value: parseEther('0.1') }],
      impact: 0.04,
      pairs: [],
    });
    const { user } = renderGraduated();
    await user.click(screen.getByRole('button', { name: '0.1 ETH' }));
    await user.click(await screen.findByRole('button', { name: 'Buy TICK' }));
    const dialog = screen.getByRole('dialog');
    const tick = await within(dialog).findByRole('checkbox', { name: /I accept a price impact of 4(\.00)?%/ });
    expect(within(dialog).getByRole('button', { name: 'Confirm buy of TICK' })).toBeDisabled();
    await user.click(tick);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm buy of TICK' })).toBeEnabled());

    // Closed, the review's pool figure judges nothing: another amount at 0.4% needs no consent.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: '0.5 ETH' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy TICK' })).toBeEnabled());
  });

  it('ties consent to the trade it was given for: a sale asks anew', async () => {
    answer = (url) => pairQuote({ priceImpact: url.searchParams.get('tokenIn') === TOKEN ? 0.14 : 0.07 });
    const { user } = renderGraduated();
    await user.click(screen.getByRole('button', { name: '0.1 ETH' }));
    await user.type(await screen.findByLabelText(/Type “confirm” to go ahead/), 'confirm');
    expect(screen.getByRole('button', { name: 'Buy TICK' })).toBeEnabled();

    await user.click(screen.getByText('Sell', { exact: true }));
    await user.type(screen.getByLabelText('Amount in TICK'), '1000');
    expect(await screen.findByRole('button', { name: 'Accept the price impact first' })).toBeDisabled();
    expect(screen.getByLabelText(/Type “confirm” to go ahead/)).toHaveValue('');
  });

  it('asks for consent from 3%, again when the impact grows past it, and refuses from 15%', async () => {
    answer = () => pairQuote({ priceImpact: 0.04 });
    const { user, queryClient } = renderGraduated();
    await user.click(screen.getByRole('button', { name: '0.1 ETH' }));
    expect(await screen.findByRole('button', { name: 'Accept the price impact first' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I accept a price impact of 4(\.00)?%/ }));
    expect(screen.getByRole('button', { name: 'Buy TICK' })).toBeEnabled();

    // A refresh at 7%: the tick given at 4% does not cover it.
    answer = () => pairQuote({ priceImpact: 0.07 });
    await act(() => queryClient.refetchQueries({ queryKey: ['swap', 'quote'] }));
    expect(await screen.findByRole('button', { name: 'Accept the price impact first' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Type “confirm” to go ahead/), 'confirm');
    expect(screen.getByRole('button', { name: 'Buy TICK' })).toBeEnabled();

    answer = () => pairQuote({ priceImpact: 0.2 });
    await act(() => queryClient.refetchQueries({ queryKey: ['swap', 'quote'] }));
    expect(await screen.findByRole('button', { name: 'Price impact too high' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(/A price impact of 20(\.00)?% is too much/);
  });
});
