import { screen, waitFor, within } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { useWalletBridge } from '@/features/wallet/wallet-state';
import { renderRoute } from '@/test/render';
import { pointsPage, referralBoard, requestsTo, stubLeaderboardApi, wallet } from '../test/api-stub';

/** Checksummed, as a wallet hands it out; the services answer lowercase. */
const MINE = '0xAbAbAbAbAbAbAbAbAbAbAbAbAbAbAbAbAbAbAbAb';

// The real wallet layer is wagmi + RainbowKit (e2e covers it). A stand-in reports a connected
// account the way it does, through the light wallet state every feature reads.
vi.mock('@/features/wallet/components/wallet-layer', () => ({
  default: function FakeWalletLayer({ onShown }: { onShown: () => void }) {
    const bridge = useWalletBridge();
    useLayoutEffect(() => onShown(), [onShown]);
    useEffect(() => {
      bridge.report({
        account: { address: MINE, chainId: 31337, connectorName: 'Test wallet' },
        config: {} as Config,
        open: () => undefined,
      });
    }, [bridge]);
    return null;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

async function connect(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
  return screen.findByRole('button', { name: 'Find my wallet' });
}

describe('the connected wallet', () => {
  it('is marked in both boards wherever its row appears', async () => {
    const page = pointsPage(1, 10, 30);
    page.leaderboard[3] = { address: MINE.toLowerCase(), points: 9000 };
    stubLeaderboardApi({
      points: () => page,
      referrals: () => referralBoard([wallet(1), MINE.toLowerCase()]),
    });
    const { user } = renderRoute('/leaderboard');
    await screen.findAllByTestId('leaderboard-row');
    expect(screen.queryByText('You')).not.toBeInTheDocument();

    await connect(user);

    const mine = within(screen.getByRole('table', { name: 'Points' }))
      .getAllByTestId('leaderboard-row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveTextContent('4');
    expect(within(mine[0]!).getByText('You')).toHaveTextContent('You: your connected wallet');
    const referral = within(screen.getByRole('table', { name: 'Top referrers' })).getAllByTestId('referral-row');
    expect(referral.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true']);
  });

  it('is found with one request by searching its whole address', async () => {
    const fetchMock = stubLeaderboardApi({
      points: (query) =>
        query.get('search')
          ? { leaderboard: [{ address: MINE.toLowerCase(), points: 12.5 }], totalCount: 1, totalPages: 1 }
          : pointsPage(1, 10, 3000),
    });
    const { router, user } = renderRoute('/leaderboard?page=7');
    await screen.findAllByTestId('leaderboard-row');

    await user.click(await connect(user));

    await waitFor(() => expect(router.state.location.search).toEqual({ search: MINE.toLowerCase() }));
    const row = await screen.findByRole('row', { current: true });
    expect(row).toHaveTextContent('#1');
    expect(row).toHaveTextContent('12.5');
    expect(screen.getByRole('searchbox', { name: 'Search wallets' })).toHaveValue(MINE.toLowerCase());
    expect(requestsTo(fetchMock, '/api/leaderboard').map((q) => q.get('search'))).toEqual([null, MINE.toLowerCase()]);
  });

  it('says so when it has no points yet', async () => {
    stubLeaderboardApi({ points: (query) => (query.get('search') ? pointsPage(1, 0, 0) : pointsPage(1, 10, 30)) });
    const { user } = renderRoute('/leaderboard');
    await user.click(await connect(user));
    expect(await screen.findByText('Your wallet has no points yet')).toBeInTheDocument();
  });
});
