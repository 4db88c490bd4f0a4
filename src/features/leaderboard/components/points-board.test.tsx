import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { pointsPage, requestsTo, stubLeaderboardApi, wallet } from '../test/api-stub';

afterEach(() => {
  vi.unstubAllGlobals();
});

const table = () => screen.getByRole('table', { name: 'Points' });
/** The first two cells of each body row: place and wallet, as read on screen. */
const rows = () =>
  within(table())
    .getAllByTestId('leaderboard-row')
    .map((row) => [...row.querySelectorAll('td, th')].slice(0, 2).map((cell) => cell.textContent));
const firstPlace = () => rows()[0]?.[0];
/** Waits until the table's first row is at `place`. */
const showsFrom = (place: string) => waitFor(() => expect(firstPlace()).toBe(place));
const pointsRequests = (fetchMock: ReturnType<typeof stubLeaderboardApi>) => requestsTo(fetchMock, '/api/leaderboard');

/** 34 wallets: pages 1–3 of ten, a fourth of four. */
const board = (query: URLSearchParams) => {
  const page = Number(query.get('page') ?? 1);
  return pointsPage((page - 1) * 10 + 1, page < 4 ? 10 : 4, 34);
};

describe('the points leaderboard', () => {
  it('ranks a page from its number, formats points, and pages with links', async () => {
    const fetchMock = stubLeaderboardApi({ points: board });
    const { router, user } = renderRoute('/leaderboard?page=2');

    await showsFrom('11');
    expect(rows()[0]).toEqual(['11', '0x0b0b…0b0bCopy']);
    expect(rows().at(-1)?.[0]).toBe('20');
    expect(within(table()).getAllByText('9,884.50')).toHaveLength(1);
    expect(screen.getByText('0x0b0b…0b0b')).toHaveAttribute('title', wallet(11));
    expect(screen.getByText('34 wallets')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Page 4' }));
    await showsFrom('31');
    expect(router.state.location.href).toBe('/leaderboard?page=4');
    expect(rows()).toHaveLength(4);

    // Back is served from the cache: the budget is ten requests a minute.
    router.history.back();
    await showsFrom('11');
    expect(pointsRequests(fetchMock).map((q) => q.get('page'))).toEqual(['2', '4']);
  });

  it('searches after a pause in typing, once, and shows match positions rather than ranks', async () => {
    const fetchMock = stubLeaderboardApi({
      points: (query) => (query.get('search') ? pointsPage(171, 2, 2) : board(query)),
    });
    const { router, user } = renderRoute('/leaderboard?page=3');
    await showsFrom('21');

    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), '0xAB');
    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'ab');

    await waitFor(() => expect(router.state.location.href).toBe('/leaderboard?search=0xabab'));
    await showsFrom('#1');
    expect(pointsRequests(fetchMock).map((q) => q.get('search'))).toEqual([null, '0xabab']);
    expect(within(table()).getByRole('columnheader', { name: 'Match' })).toBeInTheDocument();
    expect(within(table()).getByText(/does not tell their overall rank/)).toBeInTheDocument();
    expect(screen.getByText('2 matches')).toBeInTheDocument();
  });

  it('refuses a search that cannot be part of an address, without asking the service', async () => {
    const fetchMock = stubLeaderboardApi({ points: board });
    const { router, user } = renderRoute('/leaderboard');
    await showsFrom('1');

    await user.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'frog{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(/only 0x, the digits 0–9 and the letters a–f/);
    expect(screen.getByRole('searchbox', { name: 'Search wallets' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.href).toBe('/leaderboard');
    expect(pointsRequests(fetchMock)).toHaveLength(1);
  });

  it('says when no wallet matches, and clears the search', async () => {
    stubLeaderboardApi({ points: (query) => (query.get('search') ? pointsPage(1, 0, 0) : board(query)) });
    const { router, user } = renderRoute('/leaderboard?search=0xabc');

    expect(await screen.findByText('No wallet matches 0xabc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    await waitFor(() => expect(router.state.location.href).toBe('/leaderboard'));
    await showsFrom('1');
    expect(screen.getByRole('searchbox', { name: 'Search wallets' })).toHaveValue('');
  });

  it('offers the last page when the URL points past the end', async () => {
    stubLeaderboardApi({ points: () => pointsPage(1, 0, 34) });
    renderRoute('/leaderboard?page=9');
    expect(await screen.findByText('This page is past the end')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute('href', '/leaderboard?page=4');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    stubLeaderboardApi({
      points: (query) =>
        fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } } : board(query),
    });
    const { user } = renderRoute('/leaderboard');
    expect(await screen.findByText('The leaderboard could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await showsFrom('1');
  });

  it('replaces junk in the URL with the canonical view', async () => {
    const fetchMock = stubLeaderboardApi({ points: board });
    const { router } = renderRoute('/leaderboard?page=-1&search=frog&period=1y&limit=7');
    await showsFrom('1');
    await waitFor(() => expect(router.state.location.href).toBe('/leaderboard?search=frog'));
    expect(pointsRequests(fetchMock).map((q) => [...q.entries()])).toEqual([[['page', '1']]]);
    // The search that cannot match an address stays in sight, with the reason, and is never sent.
    expect(screen.getByRole('searchbox', { name: 'Search wallets' })).toHaveValue('frog');
    expect(screen.getByRole('alert')).toHaveTextContent(/only 0x, the digits 0–9 and the letters a–f/);
  });
});
