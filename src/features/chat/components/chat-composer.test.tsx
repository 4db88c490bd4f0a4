import { act, screen, waitFor, within } from '@testing-library/react';
import { BaseError, UserRejectedRequestError } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signMessage } from 'wagmi/actions';
import { deferred, httpError, posts, stubChatApi } from '../test/api-stub';
import { fakeChatLayout } from '../test/layout';
import { ALICE, message, messages, TOKEN } from '../test/messages';
import { renderChat } from '../test/render-chat';

// The wallet's half: wagmi's signMessage, imported on demand by the composer.
vi.mock('wagmi/actions', () => ({ signMessage: vi.fn() }));
const sign = vi.mocked(signMessage);
const SIGNATURE = `0x${'5'.repeat(130)}` as const;

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeChatLayout();
  sign.mockReset();
  sign.mockResolvedValue(SIGNATURE);
});
afterEach(() => {
  restoreLayout();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The app's clock at a fixed second; only Date is faked, so user events and waitFor still run. */
function clockAt(unixSeconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(unixSeconds * 1000);
}

const textbox = () => screen.getByRole('textbox', { name: 'Message' });
const rows = () => screen.getAllByRole('listitem');
/** The composer's alert region (always present, filled when a post fails). */
const postAlert = () => within(screen.getByRole('form', { name: 'Write a message' })).getByRole('alert');

async function typeAndSend(user: ReturnType<typeof renderChat>['user'], text: string) {
  await user.type(textbox(), text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the chat composer', () => {
  it('asks to connect a wallet first, and opens the wallet dialog', async () => {
    stubChatApi({ list: () => [] });
    const openWallet = vi.fn();
    const { user } = renderChat({ account: null, openWallet });
    await user.click(await screen.findByRole('button', { name: 'Connect wallet to chat' }));
    expect(openWallet).toHaveBeenCalledTimes(1);
    expect(sign).not.toHaveBeenCalled();
  });

  it('signs the exact text, posts it with the credential, shows it at once, then the service’s copy', async () => {
    const answer = deferred<ReturnType<typeof message>>();
    const fetchMock = stubChatApi({ list: () => messages(2, 1), post: () => answer.promise });
    clockAt(1_700_000_000);
    const { user } = renderChat();
    await screen.findByText('message 2');

    await typeAndSend(user, '  gm{Shift>}{Enter}{/Shift}frens  ');

    // At once, on top, marked as sending; the text stays until the service has it.
    await waitFor(() => expect(rows()[0]).toHaveTextContent(/sending…/));
    expect(rows()[0]?.querySelector('p[dir="auto"]')?.textContent).toBe('gm\nfrens');
    expect(textbox()).toHaveValue('  gm\nfrens  ');
    expect(screen.getByRole('button', { name: 'Posting…' })).toHaveAttribute('aria-busy', 'true');
    // Written out, not built with the interface's function: a change on either side must show here.
    const signed = 'Chat message for 0xabababababababababababababababababababab at 1700000000:\ngm\nfrens';
    expect(sign).toHaveBeenCalledWith({}, { account: ALICE, message: signed });
    const [sent] = posts(fetchMock);
    expect(sent?.body).toEqual({
      token: 'local-dev-pass',
      tokenAddress: TOKEN,
      message: 'gm\nfrens',
      signedAt: 1_700_000_000,
      signature: SIGNATURE,
      // Named, for smart-contract wallets, whose address a signature cannot reveal.
      sender: ALICE,
    });
    expect(sent?.headers.get('X-Api-Key')).toBe('local-dev-key');

    answer.resolve(message(3, { message: 'gm\nfrens', sender_address: ALICE }));
    await waitFor(() => expect(rows()[0]).not.toHaveTextContent(/sending…/));
    expect(rows()[0]).toHaveTextContent('(you)');
    expect(rows()[0]?.querySelector('time')).toHaveAttribute('dateTime', message(3).created_at);
    expect(textbox()).toHaveValue('');
  });

  it('sends with Enter', async () => {
    const fetchMock = stubChatApi({ list: () => [], post: () => message(1) });
    const { user } = renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'gm{Enter}');
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
  });

  it('says the same words twice: each post is signed at its own second, so its signature is new', async () => {
    // Real signatures, deterministic as a wallet's: the same text signed twice gives the same one.
    const key = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
    sign.mockImplementation((_config, { message }) => key.signMessage({ message }));
    // As the service does: a signature it has seen is a 409.
    const seen = new Set<unknown>();
    const fetchMock = stubChatApi({
      list: () => [],
      post: (body) => {
        if (seen.has(body.signature)) return httpError(409, 'This message was already posted');
        seen.add(body.signature);
        return message(seen.size, { message: String(body.message), sender_address: ALICE });
      },
    });
    clockAt(1_700_000_000);
    const { user } = renderChat();
    await screen.findByText('No messages yet: be the first');

    await typeAndSend(user, 'gm');
    await waitFor(() => expect(textbox()).toHaveValue(''));
    vi.setSystemTime(1_700_000_007_000);
    await typeAndSend(user, 'gm');
    await waitFor(() => expect(textbox()).toHaveValue(''));

    expect(posts(fetchMock).map((p) => p.body.signedAt)).toEqual([1_700_000_000, 1_700_000_007]);
    expect(sign.mock.calls.map(([, args]) => args.message)).toEqual([
      'Chat message for 0xabababababababababababababababababababab at 1700000000:\ngm',
      'Chat message for 0xabababababababababababababababababababab at 1700000007:\ngm',
    ]);
    expect(postAlert()).toBeEmptyDOMElement();
  });

  it('rolls the message back when the post fails, and keeps the text', async () => {
    const answer = deferred<ReturnType<typeof httpError>>();
    stubChatApi({ list: () => messages(2, 1), post: () => answer.promise });
    const { user } = renderChat();
    await screen.findByText('message 2');
    await typeAndSend(user, 'to the moon');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('to the moon'));

    answer.resolve(httpError(500, 'Something went wrong on our side'));
    await waitFor(() => expect(postAlert()).toHaveTextContent('The chat service is having trouble'));
    expect(rows()[0]).toHaveTextContent('message 2');
    expect(within(screen.getByRole('log')).queryByText('to the moon')).not.toBeInTheDocument();
    expect(textbox()).toHaveValue('to the moon');
  });

  it('posts nothing when the signature is declined, and keeps the text', async () => {
    const provider = Object.assign(new Error('User denied message signature.'), { code: 4001 });
    sign.mockRejectedValue(new BaseError('Signing failed', { cause: new UserRejectedRequestError(provider) }));
    const fetchMock = stubChatApi({ list: () => [] });
    const { user } = renderChat();
    await screen.findByText('No messages yet: be the first');
    await typeAndSend(user, 'gm');
    await waitFor(() => expect(postAlert()).toHaveTextContent('You declined to sign: nothing was posted.'));
    expect(posts(fetchMock)).toHaveLength(0);
    expect(textbox()).toHaveValue('gm');
  });

  it('counts down a rate limit with send disabled, then allows posting again', async () => {
    let limited = true;
    stubChatApi({
      list: () => [],
      post: () => (limited ? httpError(429, 'Too many requests', { 'Retry-After': '2' }) : message(1)),
    });
    // A fake clock the test moves a second at a time; it also runs with real time (shouldAdvanceTime),
    // so rendering and typing proceed, but the countdown never waits on the real clock.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    const { user } = renderChat();
    await screen.findByText('No messages yet: be the first');
    await typeAndSend(user, 'gm again');
    await waitFor(() => expect(postAlert()).toHaveTextContent('You can post again in 2 s'));
    expect(screen.getByRole('button', { name: 'Wait 2 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(postAlert()).toHaveTextContent('You can post again in 1 s'));
    limited = false;
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeEnabled();
    expect(postAlert()).toBeEmptyDOMElement();
    expect(textbox()).toHaveValue('gm again');
  });

  it('says the human check failed on 403, and keeps the text', async () => {
    stubChatApi({ list: () => [], post: () => httpError(403, 'The human check failed') });
    const { user } = renderChat();
    await screen.findByText('No messages yet: be the first');
    await typeAndSend(user, 'gm');
    await waitFor(() => expect(postAlert()).toHaveTextContent('The human check failed: please complete it again.'));
    expect(textbox()).toHaveValue('gm');
  });

  it('counts characters, and refuses to send past 500 with a clear reason', async () => {
    stubChatApi({ list: () => [] });
    const { user } = renderChat();
    await screen.findByText('No messages yet: be the first');
    await user.click(textbox());
    await user.paste('x'.repeat(480));
    expect(screen.getByText('480/500')).toBeInTheDocument();
    expect(screen.getByText('20 characters left')).toHaveAttribute('aria-live', 'polite');
    await user.paste('x'.repeat(25));
    expect(screen.getByText('Too long by 5 characters: a message holds at most 500.')).toBeInTheDocument();
    expect(textbox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
