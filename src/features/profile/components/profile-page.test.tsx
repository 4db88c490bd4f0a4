import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { parseEther } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithWallet } from '@/test/render-with-wallet';
import {
  readBlockTimes,
  readChainHoldings,
  readCurveTrades,
  readLaunchedBy,
  readPairSwaps,
  readTransfers,
} from '../api/profile-chain';
import type { ProfileTab } from '../lib/profile-address';
import type { ProfileTrade } from '../lib/trades';
import { ProfilePage } from './profile-page';

// The chain behind wagmi's actions (profile-chain.ts, a thin layer over them) is the e2e spec's to cover.
vi.mock('../api/profile-chain', () => ({
  readTransfers: vi.fn(),
  readCurveTrades: vi.fn(),
  readChainHoldings: vi.fn(),
  readPairSwaps: vi.fn(),
  readLaunchedBy: vi.fn(),
  readBlockTimes: vi.fn(),
}));

const ME = '0x00000000000000000000000000000000000a11ce';
const OTTER = '0x1111111111111111111111111111111111111111';
const MOOSE = '0x2222222222222222222222222222222222222222';
const GONE = '0x3333333333333333333333333333333333333333';
const HASH = (i: number) => `0x${i.toString(16).padStart(64, '0')}` as const;
const units = (n: bigint) => n * 10n ** 18n;
const SUPPLY = units(1_000_000_000n);

const token = (address: string, name: string, ticker: string, price: number) => ({
  address,
  created_at: '2026-01-01T00:00:00.000Z',
  owner: ME,
  name,
  ticker,
  description: '',
  image_url: '',
  market_cap: 42.5,
  funding_progress: 0.25,
  price_eth: price,
  is_graduated: false,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubBatch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const { addresses } = JSON.parse(String(init?.body)) as { addresses: string[] };
      const known = [token(OTTER, 'Based Otter', 'OTTER', 0.000001), token(MOOSE, 'Moose', 'MOOSE', 0.0001)];
      return json({
        tokens: known.filter((t) => addresses.includes(t.address)),
        notFound: addresses.filter((a) => !known.some((t) => t.address === a)),
        errors: [],
      });
    }),
  );
}

const trade = (i: number, over: Partial<ProfileTrade> = {}): ProfileTrade => ({
  token: OTTER,
  market: 'curve',
  side: 'buy',
  eth: parseEther('0.01'),
  tokens: units(1_000n),
  blockNumber: BigInt(100 + i),
  logIndex: 0,
  txHash: HASH(i),
  ...over,
});

function chainWith(trades: ProfileTrade[]) {
  vi.mocked(readTransfers).mockResolvedValue(
    [OTTER, MOOSE, GONE].map((t, i) => ({
      token: t,
      from: '0x0000000000000000000000000000000000000001',
      to: ME,
      value: 1n,
      blockNumber: BigInt(i + 1),
      logIndex: 0,
      txHash: HASH(900 + i),
    })),
  );
  vi.mocked(readCurveTrades).mockResolvedValue(trades);
  vi.mocked(readPairSwaps).mockResolvedValue([]);
  vi.mocked(readChainHoldings).mockResolvedValue({
    block: 200n,
    // 3,000 USDC (6 decimals) an ETH.
    rate: { usd: 3_000n * 10n ** 6n, eth: parseEther('1'), decimals: 6 },
    states: [
      { token: GONE, launched: true, balance: 0n, totalSupply: SUPPLY },
      { token: MOOSE, launched: true, balance: units(100n), totalSupply: SUPPLY },
      { token: OTTER, launched: true, balance: units(50_000n), totalSupply: SUPPLY },
    ],
  });
  vi.mocked(readBlockTimes).mockImplementation(
    async (_c, _id, blocks) => new Map(blocks.map((b) => [String(b), Date.now() - 60_000])),
  );
}

function renderProfile(tab: ProfileTab) {
  const root = createRootRoute({ component: () => <ProfilePage address={ME} tab={tab} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return renderWithWallet(<RouterProvider router={router} />, { account: undefined });
}

beforeEach(() => stubBatch());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the profile page', () => {
  it('lists the holdings by value with their results, hides zero balances, and totals them', async () => {
    // 50 OTTER bought for 0.04 ETH in total, worth 0.05 ETH now; MOOSE came by transfer.
    chainWith([trade(1), trade(2, { eth: parseEther('0.03'), tokens: units(49_000n) })]);
    renderProfile('holdings');
    const table = await screen.findByRole('region', { name: 'Holdings table' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      // The logo's initial, then the name and the ticker.
      'OBased Otter$OTTER',
      'MMoose$MOOSE',
    ]);
    const otter = within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(otter.slice(1)).toEqual(['50K', '0.05 ETH', '$150.00', '0.01%', '0.04 ETH', '0 ETH', '+0.01 ETH']);
    // MOOSE: held without a trade, so no cost and no result of its own.
    expect(within(rows[1]!).getAllByRole('cell')[7]).toHaveTextContent('0 ETH');
    const totals = screen.getByText('Value now').closest('div')!;
    expect(totals).toHaveTextContent('0.06 ETH');
    expect(totals).toHaveTextContent('$180.00');
    expect(screen.getByText('How the result is computed')).toBeInTheDocument();
    expect(screen.getByText(/Transfers in and out are ignored/)).toBeInTheDocument();
  });

  it('says when nothing is held', async () => {
    chainWith([]);
    vi.mocked(readChainHoldings).mockResolvedValue({ block: 1n, rate: null, states: [] });
    renderProfile('holdings');
    expect(await screen.findByText('No tokens held')).toBeInTheDocument();
  });

  it('shows a failed read with a retry, and the retry shows the holdings', async () => {
    chainWith([trade(1)]);
    vi.mocked(readTransfers).mockRejectedValueOnce(new Error('RPC down'));
    const { user } = renderProfile('holdings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The holdings could not be read');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Holdings table' })).toBeInTheDocument();
  });

  it('pages the activity, newest first', async () => {
    const trades = Array.from({ length: 25 }, (_, i) => trade(i, { side: i % 2 ? 'sell' : 'buy' })).reverse();
    chainWith(trades);
    const { user } = renderProfile('activity');
    const table = await screen.findByRole('region', { name: 'Activity table' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Buy');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(await within(table).findAllByText('1m ago')).toHaveLength(5);
  });

  it('lists the launched tokens with their progress and market cap', async () => {
    chainWith([]);
    vi.mocked(readLaunchedBy).mockResolvedValue([
      { token: OTTER, name: 'Based Otter', symbol: 'OTTER', blockNumber: 5n, txHash: HASH(5) },
      { token: GONE, name: 'Unlisted', symbol: 'UNL', blockNumber: 4n, txHash: HASH(4) },
    ]);
    renderProfile('launched');
    const list = await screen.findByRole('region', { name: 'Launched tokens' });
    expect(await within(list).findByRole('link', { name: /Based Otter/ })).toHaveAttribute('href', `/token/${OTTER}`);
    expect(within(list).getByText('42.5 ETH')).toBeInTheDocument();
    expect(within(list).getByRole('progressbar', { name: 'OTTER curve progress' })).toBeInTheDocument();
    expect(await within(list).findByText('Not listed by the launch service yet')).toBeInTheDocument();
  });
});
