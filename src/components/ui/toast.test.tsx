import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ToastOptions, ToastProvider, ToastRegion, useToast } from './toast';

function ShowButton({ options }: { options: ToastOptions }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(options)}>
      show
    </button>
  );
}

function renderToasts(options: ToastOptions) {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <ShowButton options={options} />
      <ToastRegion />
    </ToastProvider>,
  );
  const region = screen.getByRole('region', { name: 'Notifications' });
  const showButton = screen.getByRole('button', { name: 'show' });
  return {
    user,
    region,
    show: () => user.click(showButton),
    // Under fake timers Testing Library's async helpers would wait forever: plain events instead.
    showNow: () => fireEvent.click(showButton),
  };
}

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announce in a polite live region that exists before any toast', async () => {
    const { region, show } = renderToasts({ title: 'Copied', description: 'The address is on your clipboard' });
    const list = within(region).getByRole('list');
    expect(list).toHaveAttribute('aria-live', 'polite');
    expect(list).toBeEmptyDOMElement();

    await show();
    const toast = within(list).getByRole('listitem');
    expect(toast).toHaveTextContent('Info: Copied');
    expect(toast).toHaveTextContent('The address is on your clipboard');
  });

  it('close with their dismiss button', async () => {
    const { region, show, user } = renderToasts({ title: 'Saved', tone: 'success' });
    await show();
    await user.click(within(region).getByRole('button', { name: 'Dismiss notification: Saved' }));
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('close with Escape while focused', async () => {
    const { region, show, user } = renderToasts({ title: 'Saved' });
    await show();
    await user.click(within(region).getByRole('button', { name: /Dismiss/ }));
    await show();
    within(region)
      .getByRole('button', { name: /Dismiss/ })
      .focus();
    await user.keyboard('{Escape}');
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('go away by themselves after their duration, but not while hovered', async () => {
    vi.useFakeTimers();
    const { region, showNow } = renderToasts({ title: 'Trade sent', durationMs: 3000 });
    showNow();
    const toast = within(region).getByRole('listitem');

    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(toast).toBeInTheDocument();

    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(2999));
    expect(within(region).getByRole('listitem')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('keep errors until dismissed when asked to, and show at most four at once', async () => {
    vi.useFakeTimers();
    const { region, showNow } = renderToasts({ title: 'Failed', tone: 'error', durationMs: 0 });
    for (let i = 0; i < 6; i++) showNow();
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    expect(within(region).getAllByRole('listitem')[0]).toHaveAttribute('data-tone', 'error');
  });

  it('need a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ShowButton options={{ title: 'x' }} />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
