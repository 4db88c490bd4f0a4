import type { PriceUpdate } from '@interface/tokens';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WalletStateProvider } from '@/features/wallet/wallet-state';
import type { ChartSeries } from '../lib/chart-series';
import { makeTokenDetail } from '../test/fixtures';
import { PriceChart } from './price-chart';
import { TradeLineFallback } from './trade-line-fallback';

const canvas = vi.hoisted(() => ({ mounts: 0 }));

// happy-dom has no canvas: a stand-in shows what the real one would be given, and counts mounts.
vi.mock('./price-chart-canvas', () => ({
  default: function FakeCanvas({ series }: { series: ChartSeries }) {
    useEffect(() => {
      canvas.mounts += 1;
    }, []);
    return <div data-testid="price-chart-canvas" data-points={series.price.length} />;
  },
}));

// The history chart reads the chain: a stand-in says it was asked for, and for which token.
vi.mock('./price-history-chart', () => ({
  PriceHistoryChart: ({ token }: { token: { address: string } }) => (
    <div data-testid="history-chart" data-token={token.address} />
  ),
}));

beforeEach(() => {
  canvas.mounts = 0;
});

describe('PriceChart', () => {
  // First in the file: React.lazy keeps its module once loaded, and only the first render waits for it.
  it('draws the server’s candles of the newest trades, table toggle included, while the reader’s code loads', async () => {
    const token = makeTokenDetail({ price_updates: [trade(30, 4e-8), trade(0, 2e-8)] });
    render(<PriceChart token={token} interval="1m" onIntervalChange={() => undefined} />);
    // The same box and toggle as the server's page: nothing below moves when the reader's code lands.
    expect(screen.getByRole('figure')).toHaveAccessibleName(/Only the newest trades/);
    expect(screen.getByRole('button', { name: 'Show as table' })).toBeInTheDocument();
    expect(await screen.findByTestId('history-chart')).toBeInTheDocument();
  });

  it('reads the candles without waiting for the wallet layer, which has not loaded', async () => {
    const token = makeTokenDetail();
    render(
      <WalletStateProvider autoLoad={false}>
        <PriceChart token={token} interval="1h" onIntervalChange={() => undefined} />
      </WalletStateProvider>,
    );
    expect(await screen.findByTestId('history-chart')).toHaveAttribute('data-token', token.address);
  });
});

const T0 = Date.parse('2025-03-05T14:03:00Z');

function trade(second: number, price_eth: number): PriceUpdate {
  return {
    tx_hash: `0x${second.toString(16).padStart(64, '0')}`,
    block_number: 100 + second,
    log_index: 0,
    timestamp: new Date(T0 + second * 1000).toISOString(),
    trader: '0x1111111111111111111111111111111111111111',
    side: 'buy',
    eth_amount: 0.1,
    token_amount: 1000,
    price_eth,
    supply: 1e9,
    market_cap: 30,
  };
}

const REASON = "the chain's RPC answered “HTTP request failed.”.";

describe('TradeLineFallback', () => {
  it('keeps the chart’s height without trades, and fetches no chart', () => {
    const { container } = render(
      <TradeLineFallback reason={REASON} trades={[trade(1, 0), trade(0, Number.NaN)]} ticker="OTTER" />,
    );
    expect(container.querySelector('.h-64.sm\\:h-80')).toHaveTextContent('No trades yet.');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(canvas.mounts).toBe(0);
  });

  it('holds the chart’s height with a skeleton while the chart loads', async () => {
    const { container } = render(<TradeLineFallback reason={REASON} trades={[trade(0, 2e-8)]} ticker="OTTER" />);

    const figure = screen.getByRole('figure');
    expect(figure).toHaveClass('h-64', 'sm:h-80');
    expect(container.querySelector('[class*="animate-pulse"]')).toBeInTheDocument();
    expect(await screen.findByTestId('price-chart-canvas')).toBeInTheDocument();
    expect(container.querySelector('[class*="animate-pulse"]')).not.toBeInTheDocument();
  });

  it('names the figure with a summary a screen reader can read', async () => {
    render(
      <TradeLineFallback
        reason={REASON}
        trades={[trade(2, 2.5e-8), trade(1, 1.5e-8), trade(0, 2e-8)]}
        ticker="OTTER"
      />,
    );

    const figure = screen.getByRole('figure', {
      name: 'Price of $OTTER over the last 3 trades, from 0.00000002 ETH to 0.000000025 ETH (+25.0%); low 0.000000015 ETH, high 0.000000025 ETH.',
    });
    expect(figure.querySelector('figcaption')).toHaveClass('sr-only');
    expect(await screen.findByTestId('price-chart-canvas')).toHaveAttribute('data-points', '3');
  });

  it('hands new trades to the same chart instead of mounting a new one', async () => {
    const older = [trade(1, 3e-8), trade(0, 2e-8)];
    const { rerender } = render(<TradeLineFallback reason={REASON} trades={older} ticker="OTTER" />);
    await screen.findByTestId('price-chart-canvas');

    rerender(<TradeLineFallback reason={REASON} trades={[trade(2, 4e-8), ...older]} ticker="OTTER" />);

    expect(screen.getByTestId('price-chart-canvas')).toHaveAttribute('data-points', '3');
    expect(screen.getByRole('figure')).toHaveAccessibleName(/over the last 3 trades.*\(\+100\.0%\)/);
    expect(canvas.mounts).toBe(1);
  });

  it('says the full history could not be read, and why, with a retry', async () => {
    const onRetry = vi.fn();
    render(<TradeLineFallback reason={REASON} onRetry={onRetry} trades={[trade(0, 2e-8)]} ticker="OTTER" />);

    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent('The full history could not be read from the chain');
    expect(note).toHaveTextContent('HTTP request failed.');
    expect(note).toHaveTextContent('Showing the 1 newest trades as a line.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await screen.findByTestId('price-chart-canvas');
  });
});
