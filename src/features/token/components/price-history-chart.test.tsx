import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LogReadError } from '@/lib/log-pages';
import type { TimedMarketTrade } from '@/lib/market-trades';
import type { CandleSeries } from '../lib/candles';
import { makeTokenDetail, makeTrade } from '../test/fixtures';
import { PriceHistoryChart } from './price-history-chart';

const state = vi.hoisted(() => ({
  query: {} as Record<string, unknown>,
  backTo: null as number | null,
  mounts: 0,
}));

vi.mock('../api/use-price-history', () => ({
  usePriceHistory: () => ({ query: state.query, backTo: state.backTo }),
}));
// happy-dom has no canvas: stand-ins show what the real ones would be given, and count mounts.
vi.mock('./candle-chart-canvas', () => ({
  default: function FakeCandles({ series }: { series: CandleSeries }) {
    useEffect(() => {
      state.mounts += 1;
    }, []);
    return (
      <div
        data-testid="candle-canvas"
        data-candles={series.candles.length}
        data-last-close={series.candles.at(-1)?.close}
        data-graduation={series.graduationTime ?? ''}
      />
    );
  },
}));
vi.mock('./price-chart-canvas', () => ({ default: () => <div data-testid="line-canvas" /> }));

const NOW = Math.floor(Date.now() / 1000);
let log = 0;
function timed(secondsAgo: number, priceEth: number, market: 'curve' | 'pair' = 'curve'): TimedMarketTrade {
  log += 1;
  return {
    token: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    market,
    side: 'buy',
    trader: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    ethAmount: 10n ** 17n,
    tokenAmount: 10n ** 24n,
    priceEth,
    blockNumber: BigInt(1_000 + log),
    logIndex: 0,
    txHash: `0x${log.toString(16).padStart(64, '0')}`,
    timestamp: NOW - secondsAgo,
  };
}

const token = makeTokenDetail({ price_updates: [makeTrade(5), makeTrade(60)] });

beforeEach(() => {
  state.query = { data: undefined, isError: false, isFetching: true, isRefetchError: false, refetch: vi.fn() };
  state.backTo = null;
  state.mounts = 0;
});

describe('PriceHistoryChart', () => {
  it('says how far back it has read while it reads, in the chart’s box', () => {
    state.backTo = Date.parse('2026-01-05T10:00:00Z') / 1000;
    render(<PriceHistoryChart token={makeTokenDetail({ price_updates: [] })} interval="15m" liveTrades={[]} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Reading trades… back to Jan 5');
    expect(status).toHaveClass('h-64', 'sm:h-80');
  });

  it('draws the newest trades’ candles while the history is read, saying so', () => {
    state.backTo = Date.parse('2026-01-05T10:00:00Z') / 1000;
    const updates = [makeTrade(30, { price_eth: 4e-8 }), makeTrade(400, { price_eth: 2e-8 }), makeTrade(900)];
    render(<PriceHistoryChart token={makeTokenDetail({ price_updates: updates })} interval="5m" liveTrades={[]} />);

    const figure = screen.getByRole('figure');
    expect(figure).toHaveAccessibleName(/last close 0\.00000004 ETH.*Only the newest trades/);
    expect(figure.querySelector('svg[data-candles]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Newest trades · Reading trades… back to Jan 5');
    // The table's toggle is there already: the chain's candles, when in, move nothing below.
    expect(screen.getByRole('button', { name: 'Show as table' })).toBeInTheDocument();
    expect(screen.queryByTestId('candle-canvas')).toBeNull();
  });

  it('shows an empty state when the token has no trade', () => {
    state.query = { ...state.query, data: { trades: [], graduation: null, block: 9n }, isFetching: false };
    render(<PriceHistoryChart token={token} interval="15m" liveTrades={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('The chart starts with the first trade.');
  });

  it('falls back to the line of newest trades, saying why, with a retry', async () => {
    const refetch = vi.fn();
    state.query = {
      ...state.query,
      isError: true,
      isFetching: false,
      refetch,
      error: new LogReadError('rate-limited', 1n, 10n, new Error('429')),
    };
    render(<PriceHistoryChart token={token} interval="15m" liveTrades={[]} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The full history could not be read from the chain');
    expect(alert).toHaveTextContent('rate limit');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(await screen.findByTestId('line-canvas')).toBeInTheDocument();
  });

  it('draws the candles, describes them, marks the graduation and lists them as a table', async () => {
    const trades = [timed(7_200, 3e-8), timed(3_700, 5e-8), timed(100, 6e-8, 'pair')];
    state.query = {
      ...state.query,
      data: { trades, graduation: { pair: '0xbb', blockNumber: 1n, timestamp: NOW - 3_600 }, block: 9n },
      isFetching: false,
    };
    render(<PriceHistoryChart token={token} interval="1h" liveTrades={[]} />);

    const canvas = await screen.findByTestId('candle-canvas');
    expect(Number(canvas.dataset.candles)).toBeGreaterThanOrEqual(3);
    expect(canvas.dataset.lastClose).toBe('6e-8');
    expect(canvas.dataset.graduation).not.toBe('');
    expect(screen.getByRole('figure')).toHaveAccessibleName(/Price of \$OTTER in 1-hour candles.*3 trades: opened at/);

    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('region', { name: 'Candles table' });
    expect(table.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('merges live trades into the same chart, each log once', async () => {
    const trades = [timed(7_200, 3e-8), timed(100, 4e-8)];
    state.query = { ...state.query, data: { trades, graduation: null, block: 9n }, isFetching: false };
    const { rerender } = render(<PriceHistoryChart token={token} interval="1h" liveTrades={[]} />);
    const canvas = await screen.findByTestId('candle-canvas');
    const candles = canvas.dataset.candles;

    const live = timed(10, 7e-8);
    rerender(<PriceHistoryChart token={token} interval="1h" liveTrades={[live, trades[1]!]} />);

    expect(screen.getByTestId('candle-canvas').dataset.lastClose).toBe('7e-8');
    expect(screen.getByTestId('candle-canvas').dataset.candles).toBe(candles);
    expect(screen.getByRole('figure')).toHaveAccessibleName(/3 trades/);
    expect(state.mounts).toBe(1);
  });

  it('hydrates the server’s candles of the newest trades even when the history is already in, then draws it', async () => {
    const chart = <PriceHistoryChart token={token} interval="1h" liveTrades={[]} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(chart);
    expect(container.querySelector('figure svg[data-candles]')).not.toBeNull();
    document.body.append(container);
    // The route's loader started the read: it is in before React hydrates the server's markup.
    state.query = { ...state.query, data: { trades: [timed(100, 4e-8)], graduation: null, block: 9n } };
    const differed = vi.fn();

    await act(async () => {
      hydrateRoot(container, chart, { onRecoverableError: differed });
    });

    expect(differed).not.toHaveBeenCalled();
    expect(await screen.findByTestId('candle-canvas')).toHaveAttribute('data-last-close', '4e-8');
    container.remove();
  });
});
