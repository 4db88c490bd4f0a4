import type { LeaderboardResponse } from '@interface/points';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { type Answer, pointsPage, rateLimited, requestsTo, stubLeaderboardApi } from '../test/api-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Moves the fake clock and lets React and the stubbed requests catch up. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const notice = () => screen.getByTestId('rate-limit-notice');
const firstPlace = () =>
  within(screen.getByRole('table', { name: 'Points' }))
    .getAllByTestId('leaderboard-row')[0]
    ?.querySelector('td')?.textContent;

describe('the leaderboard’s rate limit', () => {
  it('shows when it lifts, counts down, and looks again by itself once it has', async () => {
    // Fake timers: the countdown must never depend on how busy the machine is.
    vi.useFakeTimers();
    const answers: Answer<LeaderboardResponse>[] = [rateLimited(2), pointsPage(1, 10, 30)];
    const fetchMock = stubLeaderboardApi({ points: () => answers.shift() ?? pointsPage(1, 10, 30) });
    renderRoute('/leaderboard');

    // vi.waitFor moves the fake clock between its checks while the route's code loads.
    await vi.waitFor(() => screen.getByText('The leaderboard is busy: you can look again in 2 s'));
    expect(notice()).toHaveAttribute('role', 'status');
    expect(notice()).toHaveTextContent(/looks again by itself in about 2 seconds/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(1_000);
    expect(screen.getByText('The leaderboard is busy: you can look again in 1 s')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/leaderboard')).toHaveLength(1);

    await advance(1_100);
    await vi.waitFor(() => expect(firstPlace()).toBe('1'));
    expect(screen.queryByTestId('rate-limit-notice')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/leaderboard')).toHaveLength(2);
  });

  it('keeps the previous page on screen, and asks nothing more until the limit lifts', async () => {
    const fetchMock = stubLeaderboardApi({
      points: (query) => (query.get('page') === '2' ? rateLimited(30) : pointsPage(1, 10, 30)),
    });
    const { user } = renderRoute('/leaderboard');
    await waitFor(() => expect(firstPlace()).toBe('1'));

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText(/The leaderboard is busy: you can look again in (30|29) s/)).toBeInTheDocument();
    expect(notice()).toHaveTextContent('Until then, its last answer stays on screen.');
    // The rows of page 1 keep their own ranks.
    expect(firstPlace()).toBe('1');

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), '0xabc{Enter}');
    expect(await screen.findByText(/you can look again in (30|29|28) s/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/leaderboard').map((q) => q.get('page'))).toEqual(['1', '2']);
  });
});
