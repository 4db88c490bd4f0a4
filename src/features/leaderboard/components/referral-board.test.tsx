import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { pointsPage, rateLimited, referralBoard, requestsTo, stubLeaderboardApi, wallet } from '../test/api-stub';

afterEach(() => {
  vi.unstubAllGlobals();
});

const referralTable = () => screen.getByRole('table', { name: 'Top referrers' });
const referralRequests = (fetchMock: ReturnType<typeof stubLeaderboardApi>) =>
  requestsTo(fetchMock, '/api/referral/leaderboard').map((q) => `${q.get('period')}/${q.get('limit')}`);

describe('the referral leaderboard', () => {
  it('lists the service’s ranking with codes, referrals, points and its age', async () => {
    stubLeaderboardApi({ points: () => pointsPage(1, 10, 30), referrals: () => referralBoard([wallet(1), wallet(2)]) });
    renderRoute('/leaderboard');

    const rows = await within(await screen.findByRole('table', { name: 'Top referrers' })).findAllByTestId(
      'referral-row',
    );
    expect(rows[1]).toHaveTextContent(/^2.*0x0202…0202.*CODEAAA1.*9.*474\.75$/);
    expect(screen.getByText('30s ago')).toHaveAttribute('datetime');
    expect(within(referralTable()).getByRole('columnheader', { name: 'Points earned' })).toBeInTheDocument();
  });

  it('changes period and limit through the URL, leaving the points board where it is', async () => {
    const fetchMock = stubLeaderboardApi({
      points: () => pointsPage(11, 10, 30),
      referrals: (query) => referralBoard(query.get('period') === '7d' ? [wallet(7)] : [wallet(1)]),
    });
    const { router, user } = renderRoute('/leaderboard?page=2');
    await within(await screen.findByRole('table', { name: 'Top referrers' })).findAllByTestId('referral-row');

    await user.click(screen.getByRole('radio', { name: '7d' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2, period: '7d' }));
    await waitFor(() => expect(within(referralTable()).getByText('0x0707…0707')).toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Top' }), '50');
    await waitFor(() => expect(router.state.location.href).toBe('/leaderboard?page=2&period=7d&limit=50'));
    await waitFor(() => expect(referralRequests(fetchMock)).toEqual(['all/10', '7d/10', '7d/50']));
    expect(requestsTo(fetchMock, '/api/leaderboard')).toHaveLength(1);
  });

  it('has its own empty and rate-limited states', async () => {
    const answers = [referralBoard([]), rateLimited(20)];
    stubLeaderboardApi({ points: () => pointsPage(1, 10, 30), referrals: () => answers.shift() ?? referralBoard([]) });
    const { user } = renderRoute('/leaderboard');
    expect(await screen.findByText('No referrers yet')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '24h' }));
    expect(
      await screen.findByText(/The referral leaderboard is busy: you can look again in (20|19) s/),
    ).toBeInTheDocument();
    // The points board is another budget: it is not limited.
    expect(screen.queryByText(/^The leaderboard is busy/)).not.toBeInTheDocument();
  });
});
