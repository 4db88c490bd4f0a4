import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { parseEther } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { WalletStateProvider } from '@/features/wallet/wallet-state';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import { formatAmount } from '@/lib/format';
import { tokenKeys } from '../api/keys';
import { stubApi } from '../test/api-stub';
import { makeTokenDetail, makeTrade, TOKEN_ADDRESS } from '../test/fixtures';
import { TokenPage } from './token-page';

vi.mock('./price-chart-canvas', () => ({ default: () => <div data-testid="chart-canvas" /> }));
afterEach(() => vi.unstubAllGlobals());

const HASH = `0x${'ab'.repeat(32)}` as const;
// Checksummed as the wallet gives it; the services answer lowercase.
const TRADER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
const INDEXED = [makeTrade(5), makeTrade(30), makeTrade(90)];
const NEWEST_INDEXED_BLOCK = Math.max(...INDEXED.map((t) => t.block_number));

const confirmed: ConfirmedTrade = {
  token: TOKEN_ADDRESS as `0x${string}`,
  txHash: HASH,
  blockNumber: BigInt(NEWEST_INDEXED_BLOCK + 1),
  trader: TRADER,
  side: 'buy',
  ethAmount: parseEther('0.5'),
  tokenAmount: parseEther('12000000'),
};

function renderPage(trades: readonly ConfirmedTrade[]) {
  const queryClient = createQueryClient({ retry: false });
  render(
    <QueryClientProvider client={queryClient}>
      {/* The wallet layer never loads here: no live market, no chain. */}
      <WalletStateProvider autoLoad={false}>
        <TokenPage address={TOKEN_ADDRESS} chat={null} confirmedTrades={trades} />
      </WalletStateProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const tradeRows = async () =>
  within(await screen.findByRole('region', { name: 'Recent trades' }))
    .getAllByRole('row')
    .slice(1);

describe('a trade confirmed on the token page', () => {
  it('shows at once, marked, then gives way to the indexer’s copy of the same transaction', async () => {
    let indexed = INDEXED;
    stubApi({ '/api/token': () => makeTokenDetail({ price_updates: indexed }), '/api/tokens/batch': () => ({}) });
    const queryClient = renderPage([confirmed]);

    const rows = await tradeRows();
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveAttribute('data-just-confirmed', 'true');
    expect(within(rows[0]!).getByText('Just confirmed')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Buy')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(formatAmount(0.5))).toBeInTheDocument();
    expect(within(rows[0]!).getByText(formatAmount(12_000_000))).toBeInTheDocument();

    // The indexer serves it now (lowercase hash and trader, its own amounts): one row, the indexer's.
    indexed = [
      makeTrade(1, {
        tx_hash: HASH.toLowerCase(),
        trader: TRADER.toLowerCase(),
        block_number: NEWEST_INDEXED_BLOCK + 1,
        side: 'buy',
      }),
      ...INDEXED,
    ];
    await queryClient.invalidateQueries({ queryKey: tokenKeys.all });
    await vi.waitFor(async () => expect(screen.queryByText('Just confirmed')).not.toBeInTheDocument());
    const after = await tradeRows();
    expect(after).toHaveLength(4);
    // One row for the transaction (its hash is the cell's title), and it is the indexer's.
    expect(screen.getAllByTitle(HASH)).toHaveLength(1);
    expect(after[0]).not.toHaveAttribute('data-just-confirmed');
  });

  it('is not shown once the indexer has moved past its block, nor on another token’s page', async () => {
    stubApi({ '/api/token': () => makeTokenDetail(), '/api/tokens/batch': () => ({}) });
    renderPage([
      { ...confirmed, blockNumber: BigInt(NEWEST_INDEXED_BLOCK) },
      { ...confirmed, txHash: `0x${'cd'.repeat(32)}`, token: '0x0000000000000000000000000000000000000bad' },
    ]);
    expect(await tradeRows()).toHaveLength(3);
    expect(screen.queryByText('Just confirmed')).not.toBeInTheDocument();
  });
});
