import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { stubLaunchApi, tokenRequests } from '../test/api-stub';
import { makeToken, tokenPage } from '../test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const search = (router: ReturnType<typeof renderRoute>['router']) =>
  router.state.location.search as Record<string, unknown>;
const onePage = () => tokenPage([makeToken(), makeToken()], 3, 60);

describe('discovery filters', () => {
  it('writes a status change to the URL, asks the API for it, and counts it', async () => {
    const fetchMock = stubLaunchApi(onePage);
    const { router, user } = renderRoute('/');
    await screen.findAllByTestId('token-card');
    expect(screen.queryByRole('button', { name: /clear all/i })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Live' }));

    await waitFor(() => expect(search(router)).toEqual({ status: 'live' }));
    expect(router.state.location.href).toBe('/?status=live');
    expect(screen.getByRole('button', { name: 'Clear all filters (1)' })).toBeInTheDocument();
    await waitFor(() => expect(tokenRequests(fetchMock).at(-1)?.get('status')).toBe('live'));
  });

  it('searches after a pause in typing, once', async () => {
    const fetchMock = stubLaunchApi(onePage);
    const { router, user } = renderRoute('/');
    await screen.findAllByTestId('token-card');

    await user.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'pepe');

    await waitFor(() => expect(search(router)).toEqual({ search: 'pepe' }));
    await waitFor(() => expect(tokenRequests(fetchMock).at(-1)?.get('search')).toBe('pepe'));
    const searches = tokenRequests(fetchMock).map((q) => q.get('search'));
    expect(searches.filter((s) => s !== null)).toEqual(['pepe']);
  });

  it('shows the trending window only when sorting by trending', async () => {
    stubLaunchApi(onePage);
    const { router, user } = renderRoute('/');
    await screen.findAllByTestId('token-card');
    expect(screen.queryByRole('combobox', { name: 'Window' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'trending');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Window' }), '1h');

    await waitFor(() => expect(search(router)).toEqual({ sortBy: 'trending', timeframe: '1h' }));
    // Sorting is not filtering: nothing to clear.
    expect(screen.queryByRole('button', { name: /clear all/i })).not.toBeInTheDocument();
  });

  it('goes back to page 1 when a filter changes', async () => {
    stubLaunchApi(onePage);
    const { router, user } = renderRoute('/?page=3&sortBy=oldest');
    await screen.findAllByTestId('token-card');

    await user.click(screen.getByRole('radio', { name: 'Funding' }));

    await waitFor(() => expect(search(router)).toEqual({ sortBy: 'oldest', status: 'funding' }));
  });

  it('sets ranges and socials from the folded panel, in the interface units', async () => {
    const fetchMock = stubLaunchApi(onePage);
    const { router, user } = renderRoute('/');
    await screen.findAllByTestId('token-card');

    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Min %' }), '50');
    await user.tab();
    await user.click(screen.getByRole('checkbox', { name: 'Telegram' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-05' } });

    await waitFor(() =>
      expect(search(router)).toEqual({ fundingMin: 0.5, socials: 'telegram', createdFrom: '2026-01-05' }),
    );
    expect(screen.getByRole('button', { name: 'More filters 3 active' })).toBeInTheDocument();
    await waitFor(() => {
      const query = tokenRequests(fetchMock).at(-1);
      expect(query?.get('fundingMin')).toBe('0.5');
      expect(query?.get('createdFrom')).toBe('2026-01-04T23:59:59.999Z');
    });
  });

  it('clears every filter at once and keeps the sort', async () => {
    stubLaunchApi(onePage);
    const { router, user } = renderRoute('/?search=frog&status=live&marketCapMin=2&sortBy=mcap-high&page=2');
    await screen.findAllByTestId('token-card');
    expect(screen.getByRole('searchbox', { name: 'Search tokens' })).toHaveValue('frog');

    await user.click(screen.getByRole('button', { name: 'Clear all filters (3)' }));

    await waitFor(() => expect(search(router)).toEqual({ sortBy: 'mcap-high' }));
    expect(screen.getByRole('searchbox', { name: 'Search tokens' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('restores the view from the URL, junk included, on back and forward', async () => {
    stubLaunchApi(onePage);
    const { router, user } = renderRoute('/?status=dead&sortBy=random&page=-4&fundingMin=lots');
    await screen.findAllByTestId('token-card');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('newest');

    await user.click(screen.getByRole('radio', { name: 'Live' }));
    await waitFor(() => expect(search(router)).toEqual({ status: 'live' }));
    router.history.back();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'All' })).toBeChecked());
    // The junk was replaced by its canonical form, not kept as a history entry of its own.
    expect(router.state.location.href).toBe('/');
    router.history.forward();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Live' })).toBeChecked());
  });
});

describe('discovery list states', () => {
  it('links pages and marks the current one', async () => {
    stubLaunchApi(onePage);
    renderRoute('/?page=2');
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/?page=3');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/');
  });

  it('keeps the previous page on screen, marked as loading, while the next one loads', async () => {
    const first = makeToken({ name: 'On page one' });
    let release: () => void = () => undefined;
    const pageTwoArrives = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = stubLaunchApi((query) =>
      tokenPage(query.get('page') === '2' ? [makeToken({ name: 'On page two' })] : [first], 2, 2),
    );
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input) => {
      if (String(input).includes('page=2')) await pageTwoArrives;
      return answer(input);
    });
    const { user } = renderRoute('/');
    await screen.findByRole('link', { name: 'On page one' });

    await user.click(screen.getByRole('link', { name: 'Page 2' }));

    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tokens' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'On page one' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: 'On page two' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tokens' })).toHaveAttribute('aria-busy', 'false');
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    stubLaunchApi((query) => (query.get('search') ? tokenPage([], 0, 0) : onePage()));
    const { router, user } = renderRoute('/?search=nothing-like-this');

    expect(await screen.findByText('No tokens match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(search(router)).toEqual({}));
    expect(await screen.findAllByTestId('token-card')).toHaveLength(2);
  });

  it('shows what failed and recovers on retry', async () => {
    let fail = true;
    stubLaunchApi(() =>
      fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Database is down' } } } : onePage(),
    );
    const { user } = renderRoute('/');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tokens could not be loaded');
    expect(alert).toHaveTextContent('Database is down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findAllByTestId('token-card')).toHaveLength(2);
  });

  it('says when a rate limit lifts', async () => {
    stubLaunchApi(() => ({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many requests' } },
      headers: { 'Retry-After': '45' },
    }));
    renderRoute('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('You can try again in 45 seconds.');
  });
});
