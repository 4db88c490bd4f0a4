import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { ToastHost } from './toast-host';

const region = () => screen.findByRole('region', { name: /^Notifications/ });

describe('ToastHost', () => {
  // First: the module remembers that sonner was asked for.
  it('loads the region by itself once the page is idle, before any toast', async () => {
    vi.useFakeTimers();
    try {
      render(<ToastHost />);
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(2_000);
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await region()).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('loads sonner when a toast is shown, in a labelled live region', async () => {
    render(<ToastHost />);
    act(() => {
      notify({ title: 'Saved', description: 'Your settings are kept', tone: 'success' });
    });
    const notifications = await region();
    expect(notifications).toHaveAttribute('aria-live', 'polite');
    expect(await within(notifications).findByText('Saved')).toBeInTheDocument();
    expect(within(notifications).getByText('Your settings are kept')).toBeInTheDocument();
    expect(within(notifications).getByRole('listitem')).toHaveAttribute('data-type', 'success');
    // Dark, whatever the system prefers: the app has one theme.
    expect(notifications.querySelector('[data-sonner-theme]')).toHaveAttribute('data-sonner-theme', 'dark');
  });

  it('updates a toast in place by its id: pending, then confirmed with its explorer link', async () => {
    render(<ToastHost />);
    act(() => {
      notify({ id: 'tx-1', tone: 'pending', title: 'Buy TICK', description: 'Waiting for the chain…' });
    });
    const notifications = await region();
    expect(await within(notifications).findByText('Buy TICK')).toBeInTheDocument();
    expect(within(notifications).getByRole('listitem')).toHaveAttribute('data-type', 'loading');

    act(() => {
      notify({
        id: 'tx-1',
        tone: 'success',
        title: 'Buy TICK confirmed',
        description: 'About 10K TICK',
        link: { href: 'https://explorer.example/tx/0xab', label: 'View on the explorer' },
      });
    });
    expect(await within(notifications).findByText('Buy TICK confirmed')).toBeInTheDocument();
    // The same toast, changed: never a second one beside it.
    expect(within(notifications).getAllByRole('listitem')).toHaveLength(1);
    expect(within(notifications).getByRole('listitem')).toHaveAttribute('data-type', 'success');
    expect(within(notifications).queryByText('Buy TICK')).not.toBeInTheDocument();
    const link = within(notifications).getByRole('link', { name: 'View on the explorer' });
    expect(link).toHaveAttribute('href', 'https://explorer.example/tx/0xab');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
