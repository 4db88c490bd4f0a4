import type { TurnstileProps } from '@marsidev/react-turnstile';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signMessage } from 'wagmi/actions';
import { httpError, posts, stubChatApi } from '../test/api-stub';
import { TOKEN } from '../test/messages';
import { renderWithWallet } from '../test/render-chat';
import { ChatComposer } from './chat-composer';
import { HUMAN_CHECK_TIMEOUT_MS, HumanCheck } from './human-check';

// Cloudflare's widget cannot load here (nor offline): a stand-in that records how it was rendered.
const widgets: TurnstileProps[] = [];
let mounts = 0;
vi.mock('@marsidev/react-turnstile', async () => {
  const { useEffect } = await import('react');
  return {
    Turnstile: (props: TurnstileProps) => {
      widgets.push(props);
      useEffect(() => {
        mounts++;
      }, []);
      return <div data-testid="turnstile" />;
    },
  };
});
vi.mock('wagmi/actions', () => ({ signMessage: vi.fn(async () => `0x${'5'.repeat(130)}`) }));

/** Props of the widget as last rendered; a new mount is a new check. */
const widget = () => widgets.at(-1)!;

beforeEach(() => {
  widgets.length = 0;
  mounts = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the human check', () => {
  it('says plainly when the widget never loads (offline), and tries again on request', async () => {
    vi.useFakeTimers();
    const onToken = vi.fn();
    render(<HumanCheck siteKey="site-key" onToken={onToken} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('turnstile')).toBeInTheDocument();
    expect(widget().siteKey).toBe('site-key');

    await act(() => vi.advanceTimersByTimeAsync(HUMAN_CHECK_TIMEOUT_MS));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The human check could not load. Check your connection and try again.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Retry the human check' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mounts).toBe(2);
    act(() => widget().onWidgetLoad?.('widget-1'));
    await act(() => vi.advanceTimersByTimeAsync(HUMAN_CHECK_TIMEOUT_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hands over the token, and takes it back when it expires or fails', async () => {
    const onToken = vi.fn();
    render(<HumanCheck siteKey="site-key" onToken={onToken} />);
    await screen.findByTestId('turnstile');
    act(() => widget().onSuccess?.('token-1'));
    expect(onToken).toHaveBeenLastCalledWith('token-1');
    act(() => widget().onExpire?.('token-1'));
    expect(onToken).toHaveBeenLastCalledWith(undefined);
    act(() => widget().onError?.('300010'));
    expect(onToken).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('alert')).toHaveTextContent('The human check did not pass');
  });

  it('gates sending, sends its token, and starts a fresh check after a 403', async () => {
    const fetchMock = stubChatApi({ list: () => [], post: () => httpError(403, 'The human check failed') });
    const { user } = renderWithWallet(
      <ChatComposer tokenAddress={TOKEN} onPosted={() => {}} turnstileSiteKey="site-key" />,
    );
    await screen.findByTestId('turnstile');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'gm');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    act(() => widget().onSuccess?.('token-1'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts(fetchMock)[0]?.body.token).toBe('token-1'));
    expect(await screen.findByText('The human check failed: please complete it again.')).toBeInTheDocument();
    // Remounted for a new token; until it comes, nothing can be sent. The text stays.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
    expect(mounts).toBe(2);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('gm');
    expect(vi.mocked(signMessage)).toHaveBeenCalledTimes(1);
  });
});
