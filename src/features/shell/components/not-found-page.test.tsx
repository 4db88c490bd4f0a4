import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    ).toEqual(['Discover', 'Leaderboard', 'Referrals']);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByTestId('wallet-button')).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-page');
  });

  it('names the tab, and marks no section of the navigation as current', async () => {
    renderRoute('/launch');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(document.title).toBe('Page not found · Launchdeck');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const link of within(nav).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });
});
