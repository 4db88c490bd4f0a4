import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { type Address, type Hash, parseEther } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { WalletStateProvider } from '@/features/wallet/wallet-state';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import { useLiveTrades } from '@/lib/live-market/use-live-market';
import type { TimedMarketTrade } from '@/lib/market-trades';
import { tokenKeys } from '../api/keys';
import { stubApi } from '../test/api-stub';
import { makeTokenDetail, makeTrade, TOKEN_ADDRESS } from '../test/fixtures';
import { TokenPage } from './token-page';

vi.mock('./price-chart-canvas', () => ({ default: () => <div data-testid="chart-canvas" /> }));
vi.mock('@/lib/live-market/use-live-market', () => ({ useLiveTrades: vi.fn() }));

const INDEXED = [makeTrade(5), makeTrade(30)];
const NEXT_BLOCK = BigInt(Math.max(...INDEXED.map((t) => t.block_number)) + 1);
const TRADER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' as Address;
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash;

function liveTrade(n: number, blockNumber: bigint, logIndex = 0): TimedMarketTrade {
  return {
    token: TOKEN_ADDRESS.toLowerCase() as Address,
    market: 'curve',
    side: 'buy',
    trader: TRADER,
    ethAmount: parseEther('0.5'),
    tokenAmount: parseEther('12000000'),
    priceEth: 0.00000004,
    blockNumber,
    logIndex,
    txHash: hashOf(0xabc00 + n),
    timestamp: Math.floor(Date.now() / 1000),
  };
}

// The source as the page sees it: trades that arrive as blocks come.
let live: { trades: readonly TimedMarketTrade[]; state: { kind: 'live' } };
const watchers = new Set<() => void>();
const push = (...trades: TimedMarketTrade[]) =>
  act(() => {
    live = { ...live, trades: [...trades.reverse(), ...live.trades] };
    for (const w of watchers) w();
  });
beforeEach(() => {
  live = { trades: [], state: { kind: 'live' } };
  vi.mocked(useLiveTrades).mockImplementation(() =>
    useSyncExternalStore(
      (w) => {
        watchers.add(w);
        return () => watchers.delete(w);
      },
      () => live,
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage(confirmed: readonly ConfirmedTrade[] = []) {
  const queryClient = createQueryClient({ retry: false });
  render(
    <QueryClientProvider client={queryClient}>
      <WalletStateProvider autoLoad={false}>
        <TokenPage address={TOKEN_ADDRESS} chat={null} confirmedTrades={confirmed} />
      </WalletStateProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const tradeRows = async () =>
  within(await screen.findByRole('region', { name: 'Recent trades' }))
    .getAllByRole('row')
    .slice(1);

describe('live trades on the token page', () => {
  it('show at once above the service’s rows, then give way to the service’s copy', async () => {
    let indexed = INDEXED;
    stubApi({ '/api/token': () => makeTokenDetail({ price_updates: indexed }), '/api/tokens/batch': () => ({}) });
    const queryClient = renderPage();
    expect(await tradeRows()).toHaveLength(2);

    const trade = liveTrade(1, NEXT_BLOCK);
    await push(trade);
    const rows = await tradeRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveAttribute('data-just-confirmed', 'true');
    expect(screen.getAllByTitle(trade.txHash)).toHaveLength(1);

    indexed = [
      makeTrade(1, { tx_hash: trade.txHash, trader: TRADER, block_number: Number(NEXT_BLOCK), side: 'buy' }),
      ...INDEXED,
    ];
    await act(() => queryClient.invalidateQueries({ queryKey: tokenKeys.all }));
    await vi.waitFor(() => expect(screen.queryByText('Just confirmed')).not.toBeInTheDocument());
    expect(await tradeRows()).toHaveLength(3);
    expect(screen.getAllByTitle(trade.txHash)).toHaveLength(1);
  });

  it('shows the page’s own trade once when the live market reports it too', async () => {
    stubApi({ '/api/token': () => makeTokenDetail({ price_updates: INDEXED }), '/api/tokens/batch': () => ({}) });
    const trade = liveTrade(2, NEXT_BLOCK);
    renderPage([{ ...trade, txHash: trade.txHash.toUpperCase().replace('0X', '0x') as Hash }]);
    await push(trade);
    expect(await tradeRows()).toHaveLength(3);
    expect(screen.getAllByText('Just confirmed')).toHaveLength(1);
  });

  it('refreshes the token’s data at most once a block', async () => {
    stubApi({ '/api/token': () => makeTokenDetail({ price_updates: INDEXED }), '/api/tokens/batch': () => ({}) });
    const queryClient = renderPage();
    await tradeRows();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await push(liveTrade(3, NEXT_BLOCK, 0), liveTrade(4, NEXT_BLOCK, 1));
    await push(liveTrade(5, NEXT_BLOCK, 2));
    const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys()).toEqual([tokenKeys.detail(TOKEN_ADDRESS), tokenKeys.metrics(TOKEN_ADDRESS)]);
    await push(liveTrade(6, NEXT_BLOCK + 1n));
    expect(keys()).toHaveLength(4);
  });
});
