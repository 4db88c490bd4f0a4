import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { LogReadError } from '@/lib/log-pages';
import { readHolders } from '../api/read-holders';
import { ledgerFromTransfers, ZERO_ADDRESS } from '../lib/holders-from-transfers';
import { makeBatchToken, makeTokenDetail } from '../test/fixtures';
import { HoldersSection } from './holders-section';

vi.mock('../api/read-holders', () => ({ readHolders: vi.fn() }));
// ProfileLink is a router link: a plain anchor stands in, with the same address.
vi.mock('@/components/ui/profile-link', () => ({
  ProfileLink: ({ address, className }: { address: string; className?: string }) => (
    <a href={`/profile/${address}`} className={className}>
      {address.slice(0, 6)}
    </a>
  ),
}));

const token = makeTokenDetail();
const CURVE = `0x${'c'.repeat(40)}`;
const PAIR = `0x${'9'.repeat(40)}`;
const CREATOR = token.owner;
const E18 = 10n ** 18n;
const traders = Array.from({ length: 14 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`);

function chainAnswer() {
  const transfers = [
    { from: ZERO_ADDRESS, to: CURVE, value: 1_000_000_000n * E18 },
    { from: CURVE, to: CREATOR, value: 60_000_000n * E18 },
    ...traders.map((to, i) => ({ from: CURVE, to, value: BigInt(14 - i) * 1_000_000n * E18 })),
  ];
  return {
    ledger: ledgerFromTransfers(transfers),
    known: { curve: CURVE, pair: PAIR, creator: CREATOR },
    block: 1234n,
    transfers: transfers.length,
  };
}

function renderSection(service = makeBatchToken({ total_holders: 15, top_10_percentage: 15 })) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<HoldersSection config={{} as Config} token={token} service={service} />, { wrapper });
}

afterEach(() => {
  vi.mocked(readHolders).mockReset();
});

describe('HoldersSection', () => {
  it('lists the top holders with their shares, the curve and the creator marked, the creator’s share first', async () => {
    vi.mocked(readHolders).mockResolvedValue(chainAnswer());
    renderSection();

    const list = await screen.findByRole('list', { name: 'Top holders' });
    const rows = within(list).getAllByTestId('holder-row');
    expect(rows).toHaveLength(16);
    expect(rows[0]).toHaveTextContent('Bonding curve');
    expect(rows[0]).toHaveTextContent('83.5%');
    expect(rows[1]).toHaveTextContent('Creator');
    expect(rows[1]).toHaveTextContent('6.00%');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', `/profile/${CREATOR}`);
    expect(screen.getByTestId('creator-share')).toHaveTextContent('The creator holds 6.00% of the supply.');
    // 14 traders and the creator, as the service counts; the ten largest of them hold 60M + (14M … 6M), 15%.
    expect(screen.getByTestId('holders-count')).toHaveTextContent('15 on chain · 15 by the launch service');
    expect(screen.queryByText('differs')).not.toBeInTheDocument();
    expect(vi.mocked(readHolders).mock.calls[0]?.slice(2, 5)).toEqual([token.address, token.owner, token.created_at]);
  });

  it('shows a difference with the launch service’s figures, never hides it', async () => {
    vi.mocked(readHolders).mockResolvedValue(chainAnswer());
    renderSection(makeBatchToken({ total_holders: 12, top_10_percentage: 20 }));
    expect(await screen.findByTestId('holders-count')).toHaveTextContent('15 on chain · 12 by the launch service');
    expect(screen.getAllByText('differs')).toHaveLength(2);
    expect(screen.getByText(/The chain \(at block 1234\) and the launch service disagree/)).toBeInTheDocument();
  });

  it('says why the chain could not be read, with a way to try again', async () => {
    vi.mocked(readHolders).mockRejectedValue(new LogReadError('rate-limited', 1n, 10n, new Error('429')));
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(/limiting requests \(rate limit\)/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
