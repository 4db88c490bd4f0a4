import { featuredAuctionAbi } from '@interface/contracts/abis';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  parseEther,
  UserRejectedRequestError,
} from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchBlockNumber } from 'wagmi/actions';
import { LogReadError } from '@/lib/log-pages';
import { switchToAppChain } from '@/lib/switch-to-app-chain';
import { runPreview } from '@/lib/transaction-preview/run-preview';
import { TransactionFailedError } from '@/lib/transactions/tracker';
import { renderWithWallet } from '@/test/render-with-wallet';
import {
  type AuctionSnapshot,
  readAuction,
  readAuctionDay,
  readSettledDays,
  sendAuctionCall,
} from '../api/auction-chain';
import { dayDate } from '../lib/auction-clock';
import { AuctionPage } from './auction-page';

// The contract behind wagmi's actions (auction-chain.ts, a thin layer over them) is the e2e spec's to cover.
vi.mock('../api/auction-chain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/auction-chain')>()),
  readAuction: vi.fn(),
  readAuctionDay: vi.fn(),
  readSettledDays: vi.fn(),
  sendAuctionCall: vi.fn(),
}));
// The preview's simulation (eth_simulateV1) is simulate-preview.ts's and the e2e specs' to cover.
vi.mock('@/lib/transaction-preview/run-preview', () => ({ runPreview: vi.fn() }));
vi.mock('wagmi/actions', () => ({ watchBlockNumber: vi.fn(() => () => {}) }));
vi.mock('@/lib/switch-to-app-chain', () => ({ switchToAppChain: vi.fn(async () => {}) }));

const DAY_MS = 86_400_000;
const ME = '0x00000000000000000000000000000000000a11ce';
const RIVAL = '0x8359fc71de1e13ea4d136caa4cc3a2b796b7b927';
const NEON = '0xc0cb02671d38c2ae05d3cd6f2f80323cea9092df';
const MOOSE = '0x3333333333333333333333333333333333333333';
const HASH = `0x${'ab'.repeat(32)}` as const;

const token = (address: string, name: string, ticker: string) => ({
  address,
  created_at: '2026-01-01T00:00:00.000Z',
  owner: '0x1111111111111111111111111111111111111111',
  name,
  ticker,
  description: '',
  image_url: '',
  telegram: null,
  twitter: null,
  website: null,
  market_cap: 27.5,
  funding_progress: 0.5,
  price_eth: 0.00000002,
  volume_24h: 3,
  price_change_24h: 1,
  txns_24h_buys: 4,
  txns_24h_sells: 1,
});
const featured = {
  ...token(MOOSE, 'Boomermoose', 'BMRMS'),
  volume_1h: 1,
  price_change_1h: 2,
  txns_1h_buys: 1,
  txns_1h_sells: 0,
  total_holders: 3,
  top_10_percentage: 50,
  dev_holding_percentage: 0,
};
const neon = { ...token(NEON, 'Neon Turtle', 'NTRTL'), total_holders: 2 };

/** The contract's state: tomorrow's auction, a day or more from its end, led by a rival's 0.01 ETH. */
function snapshot(over: Partial<AuctionSnapshot> = {}): AuctionSnapshot {
  const now = Date.now();
  const day = BigInt(Math.floor(now / DAY_MS) + 2);
  return {
    block: 100n,
    blockTime: now - 2_000,
    readAt: now,
    day,
    leader: RIVAL,
    token: NEON,
    amount: parseEther('0.01'),
    endsAt: Number(day) * DAY_MS,
    minimumBid: parseEther('0.0105'),
    owed: 0n,
    ...over,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubServices(options: { featured?: boolean } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      if (pathname === '/api/eoti') {
        return options.featured === false
          ? json({ error: { code: 'NOT_FOUND', message: 'None' } }, 404)
          : json(featured);
      }
      if (pathname === '/api/tokens') return json({ tokens: [neon], totalCount: 1, totalPages: 1 });
      if (pathname === '/api/tokens/batch') {
        return json({
          tokens: [{ ...token(NEON, 'Neon Turtle', 'NTRTL'), is_graduated: false }],
          notFound: [],
          errors: [],
        });
      }
      return json({ error: { code: 'NOT_FOUND', message: 'No' } }, 404);
    }),
  );
}

/** The page inside a router of its own (its links need one) and the fake wallet. */
function renderPage(options: { account?: string | undefined; chainId?: number; openWallet?: () => void } = {}) {
  const root = createRootRoute({ component: AuctionPage });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return renderWithWallet(<RouterProvider router={router} />, {
    account: 'account' in options ? options.account : ME,
    ...(options.chainId ? { chainId: options.chainId } : {}),
    ...(options.openWallet ? { openWallet: options.openWallet } : {}),
  });
}

/** The contract's revert as a simulation throws it through viem. */
function reverts(errorName: 'BidTooLow' | 'NotLaunched' | 'AuctionEnded', args?: readonly unknown[]) {
  const data = encodeErrorResult({ abi: featuredAuctionAbi, errorName, args } as never);
  const cause = new ContractFunctionRevertedError({ abi: featuredAuctionAbi, data, functionName: 'bid' });
  return new ContractFunctionExecutionError(cause, { abi: featuredAuctionAbi, functionName: 'bid', args: [NEON] });
}

const auctionRegion = async () => within(await screen.findByRole('region', { name: /^Auction for \d{4}-/ }));

/** Picks Neon Turtle in the search and types the bid. */
async function fillBid(user: ReturnType<typeof renderPage>['user'], amount: string) {
  await user.type(await screen.findByLabelText('Token to feature'), 'neon');
  await user.click(await screen.findByRole('button', { name: /Neon Turtle/ }));
  await user.type(screen.getByLabelText('Your bid in ETH'), amount);
}

beforeEach(() => {
  vi.clearAllMocks();
  stubServices();
  vi.mocked(readAuction).mockResolvedValue(snapshot());
  vi.mocked(readAuctionDay).mockResolvedValue(snapshot().day);
  vi.mocked(readSettledDays).mockResolvedValue({ days: [], older: null });
  vi.mocked(runPreview).mockResolvedValue({ status: 'ready', block: 41n, lines: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/auction', () => {
  it('shows today’s featured token, the leader, their bid, the minimum next bid and the time left', async () => {
    renderPage();
    const region = await auctionRegion();
    expect(await region.findByText('0x8359…b927')).toBeInTheDocument();
    expect(region.getByText('0.01 ETH')).toBeInTheDocument();
    expect(region.getByText('0.0105 ETH')).toBeInTheDocument();
    expect(region.getByText(/^\d+d \d\dh \d\dm$/)).toBeInTheDocument();
    expect(await region.findByRole('link', { name: 'Neon Turtle ($NTRTL)' })).toHaveAttribute('href', `/token/${NEON}`);
    const today = within(screen.getByRole('region', { name: 'Featured today' }));
    expect(await today.findByRole('link', { name: 'Boomermoose' })).toBeInTheDocument();
  });

  it('says so when nobody has bid yet, and when no token is featured today', async () => {
    stubServices({ featured: false });
    vi.mocked(readAuction).mockResolvedValue(
      snapshot({ leader: null, token: null, amount: 0n, minimumBid: parseEther('0.01') }),
    );
    renderPage();
    const region = await auctionRegion();
    expect(region.getByText('No bids yet')).toBeInTheDocument();
    expect(region.getByText(/the first bid of at least 0\.01 ETH leads/)).toBeInTheDocument();
    expect(await screen.findByText(/No featured token today/)).toBeInTheDocument();
  });

  it('offers a retry when the chain cannot be read', async () => {
    vi.mocked(readAuction).mockRejectedValueOnce(new Error('connection refused'));
    const { user } = renderPage();
    expect(await screen.findByText('The auction could not be read from the chain')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('0x8359…b927')).toBeInTheDocument();
  });

  it('asks to connect a wallet, or to switch to the app’s chain, before a bid', async () => {
    const openWallet = vi.fn();
    const first = renderPage({ account: undefined, openWallet });
    await first.user.click(await screen.findByRole('button', { name: 'Connect a wallet to bid' }));
    expect(openWallet).toHaveBeenCalled();
    first.unmount();

    const second = renderPage({ chainId: 1 });
    await second.user.click(await screen.findByRole('button', { name: 'Switch to the app’s chain to bid' }));
    expect(switchToAppChain).toHaveBeenCalledWith(expect.anything(), expect.any(Function));
  });
});

/** The review step's Confirm, once the preview allows it: the only button that sends. */
async function confirmReview(user: ReturnType<typeof renderPage>['user'], name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('the bid form', () => {
  it('keeps the bid being typed, its focus and its caret while the wallet reconnects', async () => {
    const { user, switchAccount } = renderPage();
    const amount = await screen.findByLabelText('Your bid in ETH');
    await user.type(amount, '0.025');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    // The wallet drops the account and comes back with it; each account's read takes its time.
    const reads: ((value: AuctionSnapshot) => void)[] = [];
    vi.mocked(readAuction).mockImplementation(() => new Promise((resolve) => reads.push(resolve)));
    switchAccount(undefined);
    await waitFor(() => expect(reads).toHaveLength(1));
    expect(screen.getByLabelText('Your bid in ETH')).toBe(amount);
    switchAccount(ME);
    for (const read of reads) read(snapshot());
    await screen.findByText('0x8359…b927');
    expect(screen.getByLabelText('Your bid in ETH')).toBe(amount);
    expect(amount).toHaveValue('0.025');
    expect(amount).toHaveFocus();
    expect((amount as HTMLInputElement).selectionStart).toBe(3);
  });

  it('shows no ETH owed to the previous account while the next account’s read comes', async () => {
    vi.mocked(readAuction).mockResolvedValue(snapshot({ owed: parseEther('0.01') }));
    const { switchAccount } = renderPage();
    expect(await screen.findByRole('button', { name: /Withdraw/ })).toBeInTheDocument();
    vi.mocked(readAuction).mockImplementation(() => new Promise(() => undefined));
    switchAccount(RIVAL);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Your bid in ETH')).toBeInTheDocument();
  });

  it('says what is missing beside each field, and sends nothing', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Place bid' }));
    expect(screen.getByText('Pick the token to feature.')).toBeInTheDocument();
    expect(screen.getByText('Enter your bid in ETH.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your bid in ETH')).toHaveAttribute('aria-invalid', 'true');
    expect(sendAuctionCall).not.toHaveBeenCalled();
  });

  it.each([
    ['0.01', 'The minimum bid is 0.0105 ETH.'],
    ['1.2.3', 'The bid must be a number of ETH, like 0.05.'],
    ['-1', 'A bid cannot be negative.'],
    ['0', 'Enter a bid above zero.'],
    ['0.0000000000000000001', 'ETH has 18 decimals: the bid has more.'],
  ])('refuses %s: “%s”', async (typed, message) => {
    const { user } = renderPage();
    await fillBid(user, typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(sendAuctionCall).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Your bid in ETH')).toHaveValue(typed);
  });

  it('bids the typed amount, exactly, on the picked token', async () => {
    vi.mocked(sendAuctionCall).mockResolvedValue({} as never);
    const { user } = renderPage();
    await fillBid(user, '0.0105');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review bid' });
    expect(within(dialog).getByText(/Bid 0\.0105 ETH for NTRTL/)).toBeInTheDocument();
    await confirmReview(user, 'Confirm bid');
    await waitFor(() => expect(sendAuctionCall).toHaveBeenCalled());
    // Exactly the call the review previewed.
    const previewed = vi.mocked(runPreview).mock.calls.at(-1)![0];
    expect(vi.mocked(sendAuctionCall).mock.calls[0]![5]).toEqual(previewed.calls[0]);
    expect(previewed.chosen).toEqual(['ETH']);
    const [, chainId, account, call, label] = vi.mocked(sendAuctionCall).mock.calls[0]!;
    expect([chainId, account]).toEqual([31337, ME]);
    expect(call).toEqual({ fn: 'bid', token: NEON, value: parseEther('0.0105'), day: snapshot().day });
    expect(label.title).toBe('Bid 0.0105 ETH for NTRTL');
    await waitFor(() => expect(screen.getByLabelText('Your bid in ETH')).toHaveValue(''));
  });

  it('sends no bid for a day the contract no longer sells: says so, and asks again for the next day', async () => {
    const shown = snapshot();
    const next = snapshot({ day: shown.day + 1n, leader: null, token: null, amount: 0n });
    // Someone settled the day on screen: the contract sells the next one at the latest block.
    vi.mocked(readAuctionDay).mockImplementation(async () => {
      vi.mocked(readAuction).mockResolvedValue(next);
      return next.day;
    });
    vi.mocked(sendAuctionCall).mockResolvedValue({} as never);
    const { user } = renderPage();
    await fillBid(user, '0.05');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await confirmReview(user, 'Confirm bid');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The auction for ${dayDate(shown.day)} has ended; this bid would be for ${dayDate(next.day)}.`,
    );
    expect(sendAuctionCall).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Your bid in ETH')).toHaveValue('0.05');
    // The page now shows the next day's auction; the trader's second click is a bid for that day.
    expect(
      await screen.findByRole('heading', { name: `Bid for the slot of ${dayDate(next.day)}` }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await confirmReview(user, 'Confirm bid');
    await waitFor(() => expect(sendAuctionCall).toHaveBeenCalledTimes(1));
    expect(vi.mocked(sendAuctionCall).mock.calls[0]![3]).toEqual({
      fn: 'bid',
      token: NEON,
      value: parseEther('0.05'),
      day: next.day,
    });
  });

  it('fills in the minimum', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Minimum' }));
    expect(screen.getByLabelText('Your bid in ETH')).toHaveValue('0.0105');
  });

  it.each([
    [reverts('BidTooLow', [parseEther('0.02')]), 'Your bid is below the minimum of 0.02 ETH.'],
    [reverts('NotLaunched', [NEON]), 'This token was not launched on Launchdeck.'],
    [reverts('AuctionEnded'), 'This auction has ended.'],
    [new TransactionFailedError('reverted', {} as never), 'The transaction reverted on chain.'],
  ])('says why when the bid fails (%#), and keeps what was typed', async (error, message) => {
    vi.mocked(sendAuctionCall).mockRejectedValue(error);
    const { user } = renderPage();
    await fillBid(user, '0.05');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await confirmReview(user, 'Confirm bid');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Your bid in ETH')).toHaveValue('0.05');
    expect(screen.getByRole('button', { name: 'Change token' })).toBeInTheDocument();
  });

  it('goes quietly back to the form when the wallet refuses', async () => {
    vi.mocked(sendAuctionCall).mockRejectedValue(new UserRejectedRequestError(new Error('User rejected')));
    const { user } = renderPage();
    await fillBid(user, '0.05');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await confirmReview(user, 'Confirm bid');
    expect(await screen.findByRole('button', { name: 'Place bid' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your bid in ETH')).toHaveValue('0.05');
  });
});

describe('withdraw, settle and the moved end', () => {
  it('offers an outbid bidder their ETH back, then no more once withdrawn', async () => {
    vi.mocked(readAuction).mockResolvedValue(snapshot({ owed: parseEther('0.5') }));
    vi.mocked(sendAuctionCall).mockImplementation(async () => {
      vi.mocked(readAuction).mockResolvedValue(snapshot({ owed: 0n }));
      return {} as never;
    });
    const { user } = renderPage();
    expect(await screen.findByText('You can withdraw 0.5 ETH.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await confirmReview(user, 'Confirm: withdraw');
    await waitFor(() => expect(screen.queryByText('You can withdraw 0.5 ETH.')).not.toBeInTheDocument());
    expect(vi.mocked(sendAuctionCall).mock.calls[0]![3]).toEqual({ fn: 'withdraw' });
  });

  it('offers anyone to settle once the chain’s clock has passed the end, even when ours has not', async () => {
    const now = Date.now();
    // The chain's clock was moved a day ahead: its latest block is past the end, our clock is not.
    vi.mocked(readAuction).mockResolvedValue(
      snapshot({ endsAt: now + 3_600_000, blockTime: now + DAY_MS, readAt: now }),
    );
    vi.mocked(sendAuctionCall).mockResolvedValue({} as never);
    const { user } = renderPage({ account: RIVAL });
    await user.click(await screen.findByRole('button', { name: 'Settle' }));
    expect(screen.queryByRole('button', { name: 'Place bid' })).not.toBeInTheDocument();
    await confirmReview(user, 'Confirm: settle');
    await waitFor(() => expect(vi.mocked(sendAuctionCall).mock.calls[0]![3]).toEqual({ fn: 'settle' }));
  });

  it('simulates the open review again at each new block: a verdict that changed disables Confirm', async () => {
    const watchers = new Set<(block: bigint) => void>();
    vi.mocked(watchBlockNumber).mockImplementation((_config, { onBlockNumber }) => {
      const report = (block: bigint) => onBlockNumber(block, undefined);
      watchers.add(report);
      return () => watchers.delete(report);
    });
    const mine = (block: bigint) =>
      act(() => {
        for (const report of watchers) report(block);
      });
    vi.mocked(readAuction).mockResolvedValue(snapshot({ owed: parseEther('0.5') }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm: withdraw' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await waitFor(() => expect(watchers.size).toBeGreaterThan(0));
    const runs = vi.mocked(runPreview).mock.calls.length;
    await mine(41n);
    // Someone else's block: the same withdrawal now reverts.
    vi.mocked(runPreview).mockResolvedValue({ status: 'reverted', reason: 'NothingToWithdraw()' });
    await mine(42n);
    await waitFor(() => expect(vi.mocked(runPreview).mock.calls.length).toBe(runs + 1));
    const dialog = within(screen.getByRole('dialog', { name: 'Review: withdraw' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('NothingToWithdraw()');
    expect(confirm).toBeDisabled();
    expect(sendAuctionCall).not.toHaveBeenCalled();
  });

  it('says why settling failed', async () => {
    vi.mocked(readAuction).mockResolvedValue(snapshot({ endsAt: Date.now() - 1_000 }));
    vi.mocked(sendAuctionCall).mockRejectedValue(new Error('nope'));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Settle' }));
    await confirmReview(user, 'Confirm: settle');
    expect(await screen.findByRole('alert')).toHaveTextContent('Settling would fail on chain.');
  });

  it('announces that a late bid moved the end', async () => {
    const first = snapshot();
    const { queryClient } = renderPage();
    expect(await screen.findByText('0x8359…b927')).toBeInTheDocument();
    expect(screen.queryByText(/moved the end/)).not.toBeInTheDocument();
    vi.mocked(readAuction).mockResolvedValue({ ...first, endsAt: first.endsAt + 4 * 60_000, leader: ME });
    await queryClient.invalidateQueries();
    expect(await screen.findByText(/A late bid moved the end: it now ends at 00:04:00 UTC\./)).toBeInTheDocument();
    // Then to the contract's hard stop, an hour past midnight: no bid moves it further.
    vi.mocked(readAuction).mockResolvedValue({ ...first, endsAt: first.endsAt + 60 * 60_000, leader: ME });
    await queryClient.invalidateQueries();
    expect(await screen.findByText(/moved the end to its hard stop: it ends at 01:00:00 UTC/)).toBeInTheDocument();
  });

  it('lists the past days’ winners from the contract’s settlements', async () => {
    vi.mocked(readSettledDays).mockResolvedValue({
      days: [
        { day: 20_783n, winner: RIVAL, token: NEON, amount: parseEther('1.25'), txHash: HASH },
        { day: 20_782n, winner: null, token: null, amount: 0n, txHash: `0x${'cd'.repeat(32)}` },
      ],
      older: null,
    });
    renderPage();
    const history = within(await screen.findByRole('region', { name: 'Past days' }));
    expect(await history.findByRole('link', { name: 'Neon Turtle ($NTRTL)' })).toBeInTheDocument();
    expect(history.getByText('2026-11-26')).toBeInTheDocument();
    expect(history.getByText(/1\.25 ETH/)).toBeInTheDocument();
    expect(history.getByText('No bids: nothing featured')).toBeInTheDocument();
    expect(history.queryByRole('button', { name: 'Load older days' })).not.toBeInTheDocument();
  });

  it('loads older days a page at a time, from where the last page ended', async () => {
    const cursor = { block: 5_000n, logIndex: 2 };
    vi.mocked(readSettledDays)
      .mockResolvedValueOnce({
        days: [{ day: 20_783n, winner: RIVAL, token: NEON, amount: parseEther('1.25'), txHash: HASH }],
        older: cursor,
      })
      .mockResolvedValueOnce({
        days: [{ day: 20_700n, winner: null, token: null, amount: 0n, txHash: `0x${'cd'.repeat(32)}` }],
        older: null,
      });
    const { user } = renderPage();
    const history = within(await screen.findByRole('region', { name: 'Past days' }));
    expect(await history.findByText('2026-11-26')).toBeInTheDocument();
    expect(vi.mocked(readSettledDays).mock.calls[0]![3]).toBeUndefined();
    await user.click(history.getByRole('button', { name: 'Load older days' }));
    expect(await history.findByText(dayDate(20_700n))).toBeInTheDocument();
    expect(history.getByText('2026-11-26')).toBeInTheDocument();
    expect(vi.mocked(readSettledDays).mock.calls[1]![3]).toEqual(cursor);
    expect(history.queryByRole('button', { name: 'Load older days' })).not.toBeInTheDocument();
  });

  it('says how the chain’s RPC refused the history', async () => {
    vi.mocked(readSettledDays).mockRejectedValue(new LogReadError('rate-limited', 1n, 10_000n, new Error('429')));
    renderPage();
    const history = within(await screen.findByRole('region', { name: 'Past days' }));
    expect(await history.findByRole('alert')).toHaveTextContent(
      "The past days could not be read from the chain. The chain's RPC is limiting requests (rate limit)",
    );
  });
});
