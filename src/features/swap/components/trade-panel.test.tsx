import { LAUNCH_CURVE, quoteBuy, quoteBuyExact, quoteSell } from '@interface/market/curve';
import { screen, waitFor } from '@testing-library/react';
import { BaseError, formatUnits, parseEther, UserRejectedRequestError } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import { renderWithWallet } from '@/test/render-with-wallet';
import {
  quoteCurveBuy,
  quoteCurveBuyExact,
  quoteCurveSell,
  readBalances,
  readCurveMarket,
  sendCurveTrade,
} from '../api/curve-chain';
import { fetchPairQuote, sendPairTrade } from '../api/pair-chain';
import { TradePanel } from './trade-panel';

// The chain behind wagmi's actions (curve-chain.ts, a thin layer over them) is the e2e specs' to cover.
vi.mock('../api/curve-chain', () => ({
  readCurveMarket: vi.fn(),
  quoteCurveBuy: vi.fn(),
  quoteCurveBuyExact: vi.fn(),
  quoteCurveSell: vi.fn(),
  readBalances: vi.fn(),
  sendCurveTrade: vi.fn(),
}));
vi.mock('../api/pair-chain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/pair-chain')>()),
  fetchPairQuote: vi.fn(),
  sendPairTrade: vi.fn(),
}));

const TOKEN = '0x00000000000000000000000000000000000c0ffe' as const;
const TRADER = '0x00000000000000000000000000000000000a11ce' as const;
const HASH = `0x${'ab'.repeat(32)}` as const;
const HELD_TOKENS = parseEther('1000000');
const AFTER_BUYS = quoteBuy(LAUNCH_CURVE, parseEther('5')).after;

/** The chain as the contract answers: quotes from the one copy of the curve maths it matches to the wei. */
function chainHolds(options: { eth?: bigint } = {}) {
  vi.mocked(readCurveMarket).mockResolvedValue({ ...LAUNCH_CURVE, graduated: false });
  vi.mocked(quoteCurveBuy).mockImplementation(async (_c, _id, _t, ethIn) => {
    const { tokensOut, fee, refund } = quoteBuy(LAUNCH_CURVE, ethIn);
    return { tokensOut, fee, refund };
  });
  vi.mocked(quoteCurveBuyExact).mockImplementation(async (_c, _id, _t, tokensOut) => {
    const { ethIn, fee } = quoteBuyExact(LAUNCH_CURVE, tokensOut);
    return { ethIn, fee };
  });
  vi.mocked(quoteCurveSell).mockImplementation(async (_c, _id, _t, tokensIn) => {
    const { ethOut, fee } = quoteSell(AFTER_BUYS, tokensIn);
    return { ethOut, fee };
  });
  vi.mocked(readBalances).mockResolvedValue({ eth: options.eth ?? parseEther('10'), tokens: HELD_TOKENS });
  vi.mocked(sendCurveTrade).mockImplementation(async (_c, _id, _a, trade) =>
    confirmed(trade.side === 'sell' ? 'sell' : 'buy'),
  );
}

/** What the send resolves with once the tracker saw the receipt (track.test.ts covers the tracking). */
const confirmed = (side: 'buy' | 'sell'): ConfirmedTrade => ({
  token: TOKEN,
  txHash: HASH,
  blockNumber: 7n,
  trader: TRADER,
  side,
  ethAmount: parseEther('0.1'),
  tokenAmount: parseEther('3000000'),
});

const sentTrade = () => vi.mocked(sendCurveTrade).mock.calls[0]![3];

const renderPanel = (options: { account?: string; onTraded?: () => void; openWallet?: () => void } = {}) =>
  renderWithWallet(<TradePanel token={TOKEN} ticker="TICK" graduated={false} onTraded={options.onTraded} />, {
    account: 'account' in options ? options.account : TRADER,
    ...(options.openWallet ? { openWallet: options.openWallet } : {}),
  });

beforeEach(() => {
  vi.clearAllMocks();
  chainHolds();
});

describe('TradePanel on the curve', () => {
  it('asks to connect a wallet before anything can be sent', async () => {
    const openWallet = vi.fn();
    const { user } = renderPanel({ account: undefined, openWallet });
    await user.click(await screen.findByRole('button', { name: 'Connect a wallet to trade' }));
    expect(openWallet).toHaveBeenCalled();
  });

  it('buys with the contract’s quote bounded by 1% slippage, and a deadline twenty minutes out', async () => {
    const onTraded = vi.fn();
    const { user } = renderPanel({ onTraded });
    await user.click(screen.getByRole('button', { name: '0.1 ETH' }));
    const expected = quoteBuy(LAUNCH_CURVE, parseEther('0.1'));
    expect(await screen.findByText('Minimum (1% slippage)')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Buy TICK' }));

    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalled());
    const trade = sentTrade();
    expect(trade).toMatchObject({ side: 'buy', token: TOKEN, ethIn: parseEther('0.1') });
    expect(trade.side === 'buy' && trade.minTokensOut).toBe((expected.tokensOut * 9_900n) / 10_000n);
    const deadline = Number(trade.deadline) - Date.now() / 1000;
    expect(deadline).toBeGreaterThan(19 * 60);
    expect(deadline).toBeLessThanOrEqual(20 * 60);
    // The tracker's toasts say this; the panel names the trade for them.
    expect(vi.mocked(sendCurveTrade).mock.calls[0]![4]).toEqual({
      title: 'Buy TICK',
      description: expect.stringMatching(/^About .+ TICK$/),
      confirmedTitle: 'Bought TICK',
    });
    // The confirmed trade goes to the page, which shows it before the indexer has it.
    await waitFor(() => expect(onTraded).toHaveBeenCalledWith(confirmed('buy')));
    expect(screen.getByLabelText('Amount in ETH')).toHaveValue('');
  });

  it('says before sending that a buy completes the curve, and what comes back', async () => {
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Amount in ETH'), '100');
    expect(await screen.findByText(/ETH comes back; this buy graduates the token\./)).toBeInTheDocument();
  });

  it('buys an exact number of tokens, sending the cost plus 1% at most', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'TICK' }));
    await user.type(screen.getByLabelText('Amount in TICK'), '10000000');
    const tokensOut = parseEther('10000000');
    const { ethIn } = quoteBuyExact(LAUNCH_CURVE, tokensOut);
    expect(await screen.findByText('Maximum paid (1% slippage)')).toBeInTheDocument();
    expect(screen.getByText('You pay').nextSibling).toHaveTextContent(/ETH$/);
    await user.click(await screen.findByRole('button', { name: 'Buy TICK' }));

    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalled());
    expect(sentTrade()).toMatchObject({
      side: 'buy-exact',
      token: TOKEN,
      tokensOut,
      maxEthIn: (ethIn * 10_100n + 9_999n) / 10_000n,
    });
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

  it('sells a share of the balance', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByText('Sell', { exact: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: '50%' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '50%' }));
    expect(screen.getByLabelText('Amount in TICK')).toHaveValue(formatUnits(HELD_TOKENS / 2n, 18));
    await user.click(await screen.findByRole('button', { name: 'Sell TICK' }));
    await waitFor(() => expect(sendCurveTrade).toHaveBeenCalled());
    expect(sentTrade()).toMatchObject({ side: 'sell', token: TOKEN, tokensIn: HELD_TOKENS / 2n });
  });

  it('explains a trade the simulation refuses', async () => {
    vi.mocked(sendCurveTrade).mockRejectedValue(new BaseError('reverted', { details: 'SlippageExceeded(1, 0)' }));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: '0.1 ETH' }));
    await user.click(await screen.findByRole('button', { name: 'Buy TICK' }));
    expect(await screen.findByText('The price moved beyond your slippage tolerance.')).toBeInTheDocument();
  });

  it('takes a refusal in the wallet quietly', async () => {
    vi.mocked(sendCurveTrade).mockRejectedValue(new UserRejectedRequestError(new Error('User rejected')));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: '0.1 ETH' }));
    await user.click(await screen.findByRole('button', { name: 'Buy TICK' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy TICK' })).toBeEnabled());
    expect(screen.queryByText(/slippage tolerance|would fail on chain/)).not.toBeInTheDocument();
  });
});

describe('TradePanel after graduation', () => {
  const quote = (priceImpact: number) => ({
    amountIn: parseEther('0.1').toString(),
    amountOut: parseEther('5000').toString(),
    minimumAmountOut: parseEther('4975').toString(),
    executionRate: '50000',
    spotRate: '51000',
    path: ['0x0000000000000000000000000000000000000000', TOKEN],
    priceImpact,
    lpFee: parseEther('0.0003').toString(),
    metadata: { lpFeePercent: 0.3, routerAddress: TOKEN, slippageBps: 50 },
  });
  const renderGraduated = () =>
    renderWithWallet(<TradePanel token={TOKEN} ticker="TICK" graduated={true} />, { account: TRADER });

  it('trades through the swap service’s quote, with its LP fee and minimum', async () => {
    vi.mocked(fetchPairQuote).mockResolvedValue(quote(0.004));
    vi.mocked(sendPairTrade).mockResolvedValue(confirmed('buy'));
    const { user } = renderGraduated();
    expect(screen.getByText('Graduated: trades on its Uniswap V2 pair.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '0.1 ETH' }));
    expect(await screen.findByText('LP fee (0.3%)')).toBeInTheDocument();
    expect(screen.getByText('Minimum (0.5% slippage)')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Buy TICK' }));
    await waitFor(() => expect(sendPairTrade).toHaveBeenCalled());
    expect(vi.mocked(sendPairTrade).mock.calls[0]![1]).toMatchObject({
      tokenIn: '0x0000000000000000000000000000000000000000',
      tokenOut: TOKEN,
      amountIn: parseEther('0.1'),
      account: TRADER,
      connectedChainId: 31337,
      side: 'buy',
      ticker: 'TICK',
      label: {
        title: 'Buy TICK',
        description: expect.stringMatching(/^About .+ TICK$/),
        confirmedTitle: 'Bought TICK',
      },
    });
    expect(sendCurveTrade).not.toHaveBeenCalled();
  });

  it('asks the trader to accept an impact from 3%, and refuses one from 15%', async () => {
    vi.mocked(fetchPairQuote).mockResolvedValue(quote(0.06));
    const { user } = renderGraduated();
    await user.click(screen.getByRole('button', { name: '0.1 ETH' }));
    expect(await screen.findByRole('button', { name: 'Accept the price impact first' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I accept a price impact of 6(\.0)?%/ }));
    expect(screen.getByRole('button', { name: 'Buy TICK' })).toBeEnabled();

    vi.mocked(fetchPairQuote).mockResolvedValue(quote(0.2));
    await user.click(screen.getByRole('button', { name: '0.5 ETH' }));
    expect(await screen.findByRole('button', { name: 'Price impact too high' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(/A price impact of 20(\.0)?% is too much/);
  });
});
