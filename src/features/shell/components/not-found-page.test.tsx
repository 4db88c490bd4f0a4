import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';

describe('an unknown address', () => {
  it('shows the not-found page inside the app layout, with a way back to Discover', async () => {
    const { router } = renderRoute('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Discover' })).toHaveAttribute('href', '/');

    // The layout stays: header navigation, main landmark, skip link, wallet placeholder, toasts.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Discover', 'Watchlist', 'Swap', 'Launch', 'Leaderboard', 'Referrals']);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByTestId('wallet-button')).toHaveAttribute('data-state', 'idle');
    // sonner's region comes once the page settles (its own chunk, kept out of the first load).
    expect(await screen.findByRole('region', { name: /^Notifications/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-page');
  });

  it('names the tab, and marks no section of the navigation as current', async () => {
    renderRoute('/no-such-section');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(document.title).toBe('Page not found · Launchdeck');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const link of within(nav).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });
});

describe('moving between pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts focus on the main content after a move to another page, not on the first load', async () => {
    // Discover's requests are not what this is about: every one finds nothing.
    const nothing = { error: { code: 'NOT_FOUND', message: 'Nothing here' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(nothing), { status: 404 })),
    );
    const { user } = renderRoute('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(document.activeElement).not.toBe(screen.getByRole('main'));

    await user.click(screen.getByRole('link', { name: 'Back to Discover' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});
