import { NATIVE_ADDRESS } from '@interface/common';
import type { Quote } from '@interface/swap';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { parseEther } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addressBook } from '@/lib/address-book';
import { switchToAppChain } from '@/lib/switch-to-app-chain';
import { runPreview } from '@/lib/transaction-preview/run-preview';
import { renderWithWallet } from '@/test/render-with-wallet';
import { prepareRouterSwap, RefusedSwap, ReviewAgain, sendRouterSwap } from '../api/router-swap';
import { readSwapBalances } from '../api/swap-balances';
import { readGasReserve, sendWrap } from '../api/swap-chain';
import { type SwapSearch, swapSearchSchema } from '../lib/swap-search';
import { SwapPage } from './swap-page';

// The chain behind wagmi's actions (swap-chain.ts and swap-balances.ts, thin layers over them) is the
// e2e spec's to cover; here the page's logic runs against their answers.
vi.mock('../api/router-swap', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/router-swap')>()),
  sendRouterSwap: vi.fn(),
  prepareRouterSwap: vi.fn(),
}));
// The preview's simulation (eth_simulateV1) is simulate-preview.ts's and e2e/preview.spec.ts's to cover.
vi.mock('@/lib/transaction-preview/run-preview', () => ({ runPreview: vi.fn() }));
vi.mock('../api/swap-chain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/swap-chain')>()),
  sendWrap: vi.fn(),
  readGasReserve: vi.fn(),
}));
vi.mock('../api/swap-balances', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/swap-balances')>()),
  readSwapBalances: vi.fn(),
}));
vi.mock('@/lib/switch-to-app-chain', () => ({ switchToAppChain: vi.fn(async () => {}) }));
vi.mock('../api/swap-refresh', () => ({ useRefreshSwapOnNewBlock: () => undefined }));
vi.mock('wagmi/actions', () => ({
  estimateGas: vi.fn(async () => 120_000n),
  estimateFeesPerGas: vi.fn(async () => ({ maxFeePerGas: 3_000_000_000n })),
}));

const TRADER = '0x00000000000000000000000000000000000a11ce';
const TICK = '0x00000000000000000000000000000000000c0ffe';
const OTHER = '0x0000000000000000000000000000000000000bee';
const WETH = addressBook(31337).weth.toLowerCase();
const GAS_RESERVE = parseEther('0.01');
const ROUTE_PAIR = `0x${'5'.repeat(40)}` as const;

const tokenList = {
  name: 'Launchdeck',
  timestamp: '2026-01-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [
    { chainId: 31337, address: WETH, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, logoURI: '' },
    { chainId: 31337, address: TICK, symbol: 'TICK', name: 'Tick Token', decimals: 18, logoURI: '' },
    { chainId: 31337, address: OTHER, symbol: 'BEE', name: 'Busy Bee', decimals: 18, logoURI: '' },
  ],
};

const pair = (address: string, symbol: string, liquidity: number, volume: number) => ({
  address,
  token0: { address: NATIVE_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18 },
  token1: { address: TICK, symbol, name: symbol, decimals: 18 },
  liquidity_usd: liquidity,
  reserve0: '1',
  reserve1: '1',
  volume_24h: volume,
  fee_tier: 0.003,
});

function quote(options: { priceImpact?: number; amountOut?: bigint; amountIn?: bigint } = {}): Quote {
  return {
    amountIn: (options.amountIn ?? parseEther('1')).toString(),
    amountOut: (options.amountOut ?? parseEther('50000')).toString(),
    minimumAmountOut: '0',
    executionRate: '50000',
    spotRate: '51000',
    path: [NATIVE_ADDRESS, TICK],
    priceImpact: options.priceImpact ?? 0.004,
    lpFee: parseEther('0.003').toString(),
    metadata: { lpFeePercent: 0.3, routerAddress: TICK, slippageBps: 50 },
    transaction: { from: TRADER, to: TICK, data: '0x', value: '0', gas: '200000', gasPrice: '1' },
  };
}

let quoteAnswer: (url: URL) => { status: number; body: unknown } | Quote = () => quote();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubSwapService() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/api/tokens') return json(tokenList);
    if (url.pathname === '/api/pairs')
      return json([pair(`0x${'1'.repeat(40)}`, 'TICK', 5_000, 10), pair(`0x${'2'.repeat(40)}`, 'TOCK', 2_000, 900)]);
    if (url.pathname === '/api/quote') {
      const answer = quoteAnswer(url);
      return 'status' in answer && typeof answer.status === 'number' ? json(answer.body, answer.status) : json(answer);
    }
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let lastSearch: SwapSearch = {};
function Harness({ initial }: { initial: Record<string, unknown> }) {
  const [search, setSearch] = useState(() => swapSearchSchema.parse(initial));
  lastSearch = search;
  return <SwapPage search={search} onSearchChange={(next) => setSearch(next)} />;
}

const renderSwap = (initial: Record<string, unknown>, options: { account?: string; chainId?: number } = {}) =>
  renderWithWallet(<Harness initial={initial} />, {
    account: 'account' in options ? options.account : TRADER,
    ...(options.chainId ? { chainId: options.chainId } : {}),
  });

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  quoteAnswer = () => quote();
  stubSwapService();
  vi.mocked(readSwapBalances).mockResolvedValue(
    new Map([
      [NATIVE_ADDRESS, parseEther('10')],
      [TICK, parseEther('1000')],
    ]),
  );
  vi.mocked(readGasReserve).mockResolvedValue(GAS_RESERVE);
  vi.mocked(sendRouterSwap).mockResolvedValue({ status: 'success' } as never);
  vi.mocked(sendWrap).mockResolvedValue({ status: 'success' } as never);
  vi.mocked(prepareRouterSwap).mockImplementation(async (_config, order) => ({
    calls: [
      {
        to: order.quote.transaction!.to as `0x${string}`,
        data: order.quote.transaction!.data as `0x${string}`,
        value: 0n,
      },
    ],
    impact: 0,
    pairs: [],
  }));
  vi.mocked(runPreview).mockResolvedValue({
    status: 'ready',
    block: 41n,
    lines: [{ kind: 'send', text: 'You send 1 ETH' }],
  });
});

/** Confirm, once the preview of what it sends allows it. */
async function confirmIn(dialog: HTMLElement, user: { click: (element: Element) => Promise<void> }, name: string) {
  const button = within(dialog).getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

const mainButton = (name: string | RegExp) => screen.findByRole('button', { name });

describe('SwapPage', () => {
  it('quotes an exact input from the URL and shows what the trader gets, then sends the checked swap', async () => {
    const { user } = renderSwap({ out: TICK, amount: 1 });
    expect(await screen.findByText('1 ETH = 50K TICK')).toBeInTheDocument();
    expect(screen.getByText('ETH → TICK')).toBeInTheDocument();
    expect(screen.getByText('LP fee (0.3%)')).toBeInTheDocument();
    expect(screen.getByText('0.003 ETH')).toBeInTheDocument();
    // 50,000 less 0.5%: the minimum the check will hold the router call to.
    expect(screen.getByText('Minimum received')).toBeInTheDocument();
    expect(screen.getByText('49750 TICK')).toBeInTheDocument();
    expect(screen.getByLabelText('You buy')).toHaveValue('50000');

    await user.click(await mainButton('Review swap'));
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' });
    // 120,000 gas at 3 gwei at most, estimated for the exact transaction Confirm sends.
    expect(await within(dialog).findByText('0.00036 ETH')).toBeInTheDocument();
    expect(within(dialog).getByText('Network cost (at most)')).toBeInTheDocument();
    await confirmIn(dialog, user, 'Confirm swap');
    await waitFor(() => expect(sendRouterSwap).toHaveBeenCalled());
    expect(vi.mocked(sendRouterSwap).mock.calls[0]![1]).toMatchObject({
      chainId: 31337,
      connectedChainId: 31337,
      account: TRADER,
      tokenIn: NATIVE_ADDRESS,
      tokenOut: TICK,
      exact: 'in',
      typedAmount: parseEther('1'),
      slippageBps: 50,
      quote: { amountIn: parseEther('1').toString() },
      unlimitedApproval: false,
      label: { kind: 'swap', title: 'Swap 1 ETH for TICK', description: 'About 50000 TICK' },
    });
    await waitFor(() => expect(lastSearch.amount).toBeUndefined());
  });

  it('asks for the amount bought when the trader types on the output side', async () => {
    quoteAnswer = () => quote({ amountIn: parseEther('0.2'), amountOut: parseEther('10000') });
    renderSwap({ out: TICK, amount: '10000', exact: 'out' });
    expect(await screen.findByText('Maximum sold')).toBeInTheDocument();
    // 0.2 ETH plus 0.5%, rounded up.
    expect(screen.getByText('0.201 ETH')).toBeInTheDocument();
    expect(screen.getByLabelText('You sell')).toHaveValue('0.2');
  });

  it('offers a connect without a wallet, and the switch on another chain', async () => {
    const first = renderSwap({ out: TICK, amount: 1 }, { account: undefined });
    expect(await mainButton('Connect a wallet')).toBeEnabled();
    first.unmount();
    const { user } = renderSwap({ out: TICK, amount: 1 }, { chainId: 1 });
    await user.click(await mainButton('Switch to the app’s chain'));
    expect(switchToAppChain).toHaveBeenCalledWith(expect.anything(), expect.any(Function));
  });

  it('says why review is disabled: balance, route, liquidity', async () => {
    const first = renderSwap({ out: TICK, amount: 11 });
    expect(await mainButton('Insufficient ETH balance')).toBeDisabled();
    first.unmount();
    quoteAnswer = () => ({ status: 400, body: { error: { code: 'NO_ROUTE', message: 'no route' } } });
    const second = renderSwap({ out: OTHER, amount: 1 });
    expect(await mainButton('No route for this pair')).toBeDisabled();
    second.unmount();
    quoteAnswer = () => ({ status: 400, body: { error: { code: 'INSUFFICIENT_LIQUIDITY', message: 'too much' } } });
    const third = renderSwap({ out: TICK, amount: 1 });
    expect(await mainButton('Not enough liquidity for this amount')).toBeDisabled();
    third.unmount();

    // Any other failure says what the service said, and asks again on request.
    quoteAnswer = () => ({ status: 503, body: { error: { code: 'INTERNAL', message: 'The chain is not answering' } } });
    const { user } = renderSwap({ out: TICK, amount: 1 });
    expect(await mainButton('No quote: try again shortly')).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The chain is not answering');
    quoteAnswer = () => quote();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await mainButton('Review swap')).toBeEnabled();
  });

  it('asks more of the trader as the price impact grows, and blocks it from 15%', async () => {
    quoteAnswer = () => quote({ priceImpact: 0.04 });
    const first = renderSwap({ out: TICK, amount: 1 });
    expect(await mainButton('Accept the price impact first')).toBeDisabled();
    await first.user.click(screen.getByRole('checkbox', { name: /I accept a price impact of 4(\.00)?%/ }));
    expect(await mainButton('Review swap')).toBeEnabled();
    first.unmount();

    quoteAnswer = () => quote({ priceImpact: 0.07 });
    const second = renderSwap({ out: TICK, amount: 1 });
    expect(await mainButton('Accept the price impact first')).toBeDisabled();
    await second.user.type(screen.getByLabelText(/Type “confirm” to go ahead/), 'confirm');
    expect(await mainButton('Review swap')).toBeEnabled();
    second.unmount();

    quoteAnswer = () => quote({ priceImpact: 0.2 });
    renderSwap({ out: TICK, amount: 1 });
    expect(await mainButton('Price impact too high')).toBeDisabled();
    expect(screen.getByText(/A price impact of 20(\.00)?% is too much/)).toBeInTheDocument();
  });

  it('makes the trader accept a price that moved 1% against them during review', async () => {
    const { user, queryClient } = renderSwap({ out: TICK, amount: 1 });
    await user.click(await mainButton('Review swap'));
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' });
    quoteAnswer = () => quote({ amountOut: parseEther('49000') });
    await act(() => queryClient.invalidateQueries());
    await within(dialog).findByText(/The price moved against you/);
    expect(within(dialog).getByRole('button', { name: 'Confirm swap' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Accept the new price' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm swap' })).toBeEnabled());
  });

  it('checks every refresh again during review: impact tier, balance, and a quote that failed', async () => {
    const { user, queryClient } = renderSwap({ out: TICK, amount: 1 });
    await user.click(await mainButton('Review swap'));
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' });
    const confirm = () => within(dialog).getByRole('button', { name: 'Confirm swap' });
    const refresh = async (answer: typeof quoteAnswer) => {
      quoteAnswer = answer;
      await act(() => queryClient.invalidateQueries());
    };

    // Reviewed at 0.4%; the refreshed quote is at 4%: the tick is asked for here, before anything is sent.
    await refresh(() => quote({ priceImpact: 0.04 }));
    const tick = await within(dialog).findByRole('checkbox', { name: /I accept a price impact of 4(\.00)?%/ });
    expect(confirm()).toBeDisabled();
    await user.click(tick);
    await waitFor(() => expect(confirm()).toBeEnabled());
    // Then 7%: the tick given for 4% does not cover it; the word is asked for.
    await refresh(() => quote({ priceImpact: 0.07 }));
    await within(dialog).findByLabelText(/Type “confirm” to go ahead/);
    expect(confirm()).toBeDisabled();
    // Then 20%: blocked, whatever was given.
    await refresh(() => quote({ priceImpact: 0.2 }));
    expect(await within(dialog).findByText(/A price impact of 20(\.00)?% is too much/)).toBeInTheDocument();
    expect(confirm()).toBeDisabled();

    // The balance no longer covers the swap.
    await refresh(() => quote());
    vi.mocked(readSwapBalances).mockResolvedValue(new Map([[NATIVE_ADDRESS, parseEther('0.5')]]));
    await act(() => queryClient.invalidateQueries());
    expect(await within(dialog).findByText(/your balance no longer covers this swap/)).toBeInTheDocument();
    expect(confirm()).toBeDisabled();

    // A refresh that fails leaves nothing sendable, even though the last quote was for these inputs.
    vi.mocked(readSwapBalances).mockResolvedValue(new Map([[NATIVE_ADDRESS, parseEther('10')]]));
    await refresh(() => ({ status: 503, body: { error: { code: 'INTERNAL', message: 'down' } } }));
    expect(await within(dialog).findByText('Getting a quote for these exact inputs…')).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
    expect(sendRouterSwap).not.toHaveBeenCalled();
  });

  it('previews the exact swap call Confirm sends, and a blocked preview disables Confirm', async () => {
    const { user } = renderSwap({ out: TICK, amount: 1 });
    await user.click(await mainButton('Review swap'));
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' });
    expect(await within(dialog).findByText('You send 1 ETH')).toBeInTheDocument();
    await confirmIn(dialog, user, 'Confirm swap');
    await waitFor(() => expect(sendRouterSwap).toHaveBeenCalled());
    const previewed = vi.mocked(runPreview).mock.calls.at(-1)![0];
    expect(previewed.chosen).toEqual(['ETH']);
    expect(vi.mocked(sendRouterSwap).mock.calls[0]![1].previewed).toEqual(previewed.calls);

    vi.mocked(runPreview).mockResolvedValue({
      status: 'blocked',
      block: 41n,
      lines: [{ kind: 'send', text: 'You send 5 PEPE' }],
      reason: 'This transaction would take your PEPE (0x3333…3333), which you did not choose to send.',
    });
    const second = renderSwap({ out: TICK, amount: 2 });
    await second.user.click((await screen.findAllByRole('button', { name: 'Review swap' })).at(-1)!);
    const blocked = (await screen.findAllByRole('dialog', { name: 'Review swap' })).at(-1)!;
    expect(await within(blocked).findByText(/which you did not choose to send/)).toBeInTheDocument();
    expect(within(blocked).getByRole('button', { name: 'Confirm swap' })).toBeDisabled();
  });

  it('shows a transaction refused before the wallet, with its reason', async () => {
    vi.mocked(sendRouterSwap).mockRejectedValue(new RefusedSwap('The transaction pays 0xbad, not your account.'));
    const { user } = renderSwap({ out: TICK, amount: 1 });
    await user.click(await mainButton('Review swap'));
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' });
    await confirmIn(dialog, user, 'Confirm swap');
    expect(await within(dialog).findByText('Refused before your wallet.')).toBeInTheDocument();
    expect(within(dialog).getByText('The transaction pays 0xbad, not your account.')).toBeInTheDocument();
  });

  it('takes the review’s impact tier from the larger of the service’s and the pool’s own impact', async () => {
    // The service says 0.4%; the app's own figure from the pools says 4%: the tick is asked for.
    vi.mocked(prepareRouterSwap).mockImplementation(async (_config, order) => ({
      calls: [
        {
          to: order.quote.transaction!.to as `0x${string}`,
          data: order.quote.transaction!.data as `0x${string}`,
          value: 0n,
        },
      ],
      impact: 0.04,
      pairs: [ROUTE_PAIR],
    }));
    const { user } = renderSwap({ out: TICK, amount: 1 });
    await user.click(await mainButton('Review swap'));
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' });
    const tick = await within(dialog).findByRole('checkbox', { name: /I accept a price impact of 4(\.00)?%/ });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm swap' });
    expect(confirm).toBeDisabled();
    // The preview knows the route's pair: the input may go there and to the router only.
    expect(vi.mocked(runPreview).mock.calls.at(-1)![0].routePairs).toEqual([ROUTE_PAIR]);
    await user.click(tick);
    await waitFor(() => expect(confirm).toBeEnabled());
  });

  it('shows an allowance that could not be read, and never confirms without it', async () => {
    vi.mocked(prepareRouterSwap).mockRejectedValue(
      new Error(
        'Your TICK allowance for the Uniswap router could not be read, so the approval this swap needs cannot be known: HTTP request failed.',
      ),
    );
    const { user } = renderSwap({ in: TICK, out: 'ETH', amount: 100 });
    await user.click(await mainButton('Review swap'));
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' });
    expect(await within(dialog).findByText(/allowance for the Uniswap router could not be read/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm swap' })).toBeDisabled();
  });

  it('goes back to the review with the new calls when the approvals changed since it, and waits for a new click', async () => {
    const swapCall = (order: { quote: Quote }) => ({
      to: order.quote.transaction!.to as `0x${string}`,
      data: order.quote.transaction!.data as `0x${string}`,
      value: 0n,
    });
    const approval = { to: TICK as `0x${string}`, data: '0x095ea7b3' as `0x${string}`, value: 0n };
    let allowanceShrank = false;
    vi.mocked(prepareRouterSwap).mockImplementation(async (_config, order) => ({
      calls: allowanceShrank ? [approval, swapCall(order)] : [swapCall(order)],
      impact: 0,
      pairs: [],
    }));
    vi.mocked(sendRouterSwap).mockImplementationOnce(async () => {
      allowanceShrank = true;
      throw new ReviewAgain('Your TICK allowance for the router changed since your review.', []);
    });
    const { user } = renderSwap({ in: TICK, out: 'ETH', amount: 100 });
    await user.click(await mainButton('Review swap'));
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' });
    await confirmIn(dialog, user, 'Confirm swap');
    // Still in the review, with the reason, and the calls built again: now with the approval.
    expect(await within(dialog).findByText('Review again: your wallet was not asked.')).toBeInTheDocument();
    expect(within(dialog).getByText(/allowance for the router changed since your review/)).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(runPreview).mock.calls.at(-1)![0].calls).toHaveLength(2));
    expect(sendRouterSwap).toHaveBeenCalledTimes(1);
    // A new click sends the calls shown now.
    await confirmIn(dialog, user, 'Confirm swap');
    await waitFor(() => expect(sendRouterSwap).toHaveBeenCalledTimes(2));
    const previewed = vi.mocked(sendRouterSwap).mock.calls[1]![1].previewed!;
    expect(previewed).toHaveLength(2);
    expect(previewed[0]).toEqual(approval);
  });

  it('forgets "Unlimited approval" when the review closes', async () => {
    const { user } = renderSwap({ in: TICK, out: 'ETH', amount: 100 });
    await user.click(await mainButton('Review swap'));
    let dialog = await screen.findByRole('dialog', { name: 'Review swap' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Approve an unlimited amount/ }));
    await waitFor(() => expect(vi.mocked(prepareRouterSwap).mock.calls.at(-1)![1].unlimitedApproval).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await mainButton('Review swap'));
    dialog = await screen.findByRole('dialog', { name: 'Review swap' });
    expect(within(dialog).getByRole('checkbox', { name: /Approve an unlimited amount/ })).not.toBeChecked();
    await confirmIn(dialog, user, 'Confirm swap');
    await waitFor(() => expect(sendRouterSwap).toHaveBeenCalled());
    expect(vi.mocked(sendRouterSwap).mock.calls[0]![1].unlimitedApproval).toBe(false);
  });

  it('shows what an exact output pays at most, rounded up', async () => {
    quoteAnswer = () => quote({ amountIn: parseEther('0.2') + 1n, amountOut: parseEther('10000') });
    const { user } = renderSwap({ out: TICK, amount: '10000', exact: 'out' });
    await user.click(await mainButton('Review swap'));
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' });
    // 0.2 ETH and 1 wei, plus 0.5%: 0.201000000000000001, up to 0.201001.
    expect(within(dialog).getByText('You pay at most').nextElementSibling).toHaveTextContent(/^0\.201001 ETH$/);
  });

  it('wraps ETH into WETH 1:1 through WETH9, without a quote', async () => {
    const fetchMock = stubSwapService();
    const { user } = renderSwap({ out: WETH, amount: '0.5' });
    expect(await screen.findByText(/Wraps 1:1 through the WETH contract/)).toBeInTheDocument();
    expect(screen.getByLabelText('You buy')).toHaveValue('0.5');
    await user.click(await mainButton('Review swap'));
    const dialog = await screen.findByRole('dialog', { name: 'Review wrap' });
    await confirmIn(dialog, user, 'Confirm wrap');
    await waitFor(() => expect(sendWrap).toHaveBeenCalled());
    expect(vi.mocked(sendWrap).mock.calls[0]![1]).toMatchObject({ kind: 'wrap', amount: parseEther('0.5') });
    // The WETH9 call sent is the one the review previewed.
    expect(vi.mocked(sendWrap).mock.calls[0]![1].previewed).toEqual(
      vi.mocked(runPreview).mock.calls.at(-1)![0].calls[0],
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/quote'))).toBe(false);
  });

  it('keeps gas back on a Max of ETH, and says why', async () => {
    const { user } = renderSwap({ out: TICK });
    const max = await screen.findByRole('button', { name: 'Max' });
    await waitFor(() => expect(max).toBeEnabled());
    expect(max).toHaveAccessibleDescription(/Keeps 0\.01 ETH back to pay the network fee/);
    await user.click(max);
    await waitFor(() => expect(lastSearch.amount).toBe(9.99));
  });

  it('finds a pasted address first in the token selector, and puts the pick in the URL', async () => {
    const { user } = renderSwap({});
    await user.click(await screen.findByRole('button', { name: 'Select a token to buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a token' });
    // The search takes the focus: the trader types or pastes at once.
    expect(within(dialog).getByRole('searchbox')).toHaveFocus();
    await user.paste(OTHER);
    const rows = within(within(dialog).getByRole('list', { name: 'Tokens' })).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('BEE');
    await user.click(rows[0]!);
    expect(lastSearch.out).toBe(OTHER);
  });

  it('lists the pairs by liquidity or volume, and a chosen pair fills the widget', async () => {
    const { user } = renderSwap({});
    const table = await screen.findByRole('region', { name: 'Liquidity pairs' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['ETH / TICK', 'ETH / TOCK']);
    await user.click(within(table).getByRole('button', { name: /Volume 24h/ }));
    expect(names()).toEqual(['ETH / TOCK', 'ETH / TICK']);
    await user.click(within(table).getByRole('button', { name: 'Trade ETH / TICK' }));
    expect(lastSearch).toMatchObject({ in: undefined, out: TICK });
  });
});

describe('SwapPage amount field', () => {
  it('reviews what was typed, even within the 250 ms before it is committed', async () => {
    quoteAnswer = (url) => {
      const amount = BigInt(url.searchParams.get('amount') ?? '0');
      return quote({ amountIn: amount, amountOut: amount * 50_000n });
    };
    const { user } = renderSwap({ out: TICK, amount: 1 });
    expect(await mainButton('Review swap')).toBeEnabled();
    const field = screen.getByLabelText('You sell');
    fireEvent.change(field, { target: { value: '2' } });
    // At once, before the debounce commits it.
    await user.click(screen.getByRole('button', { name: 'Review swap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' });
    expect(lastSearch.amount).toBe(2);
    expect(await within(dialog).findByText('2 ETH')).toBeInTheDocument();
    await confirmIn(dialog, user, 'Confirm swap');
    await waitFor(() => expect(sendRouterSwap).toHaveBeenCalled());
    expect(vi.mocked(sendRouterSwap).mock.calls[0]![1].typedAmount).toBe(parseEther('2'));
  });

  it('commits what is typed to the URL after 250 ms of quiet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      renderSwap({ out: TICK });
      const field = await vi.waitFor(() => screen.getByLabelText('You sell'));
      // Keystrokes as change events: user-event's own delays would wait on the faked clock.
      for (const text of ['2', '2.', '2.5']) fireEvent.change(field, { target: { value: text } });
      expect(field).toHaveValue('2.5');
      expect(lastSearch.amount).toBeUndefined();
      await act(() => vi.advanceTimersByTimeAsync(249));
      expect(lastSearch.amount).toBeUndefined();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(lastSearch.amount).toBe(2.5);

      // Text that is no amount stays in the field with its reason; the URL keeps the last amount.
      fireEvent.change(field, { target: { value: '2.5.1' } });
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(field).toHaveValue('2.5.1');
      expect(field).toHaveAccessibleDescription(/The amount must be a number, like 1.5./);
      expect(lastSearch.amount).toBe(2.5);
    } finally {
      vi.useRealTimers();
    }
  });
});
