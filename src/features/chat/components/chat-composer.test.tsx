import { chatSigningMessage } from '@interface/chat';
import { screen, waitFor, within } from '@testing-library/react';
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
});

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
    const { user } = renderChat();
    await screen.findByText('message 2');

    await typeAndSend(user, '  gm{Shift>}{Enter}{/Shift}frens  ');

    // At once, on top, marked as sending; the text stays until the service has it.
    await waitFor(() => expect(rows()[0]).toHaveTextContent(/sending…/));
    expect(rows()[0]?.querySelector('p[dir="auto"]')?.textContent).toBe('gm\nfrens');
    expect(textbox()).toHaveValue('  gm\nfrens  ');
    expect(screen.getByRole('button', { name: 'Posting…' })).toHaveAttribute('aria-busy', 'true');
    expect(sign).toHaveBeenCalledWith({}, { account: ALICE, message: chatSigningMessage(TOKEN, 'gm\nfrens') });
    const [sent] = posts(fetchMock);
    expect(sent?.body).toEqual({
      token: 'local-dev-pass',
      tokenAddress: TOKEN,
      message: 'gm\nfrens',
      signature: SIGNATURE,
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
    const refusal = Object.assign(new Error('User rejected the request.'), { name: 'UserRejectedRequestError' });
    sign.mockRejectedValue(Object.assign(new Error('Signing failed', { cause: refusal })));
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
    const { user } = renderChat();
    await screen.findByText('No messages yet: be the first');
    await typeAndSend(user, 'gm again');
    await waitFor(() => expect(postAlert()).toHaveTextContent('You can post again in 2 s'));
    expect(screen.getByRole('button', { name: 'Wait 2 s' })).toBeDisabled();
    await waitFor(() => expect(postAlert()).toHaveTextContent('You can post again in 1 s'), { timeout: 2000 });
    limited = false;
    const send = await screen.findByRole('button', { name: 'Send' }, { timeout: 2000 });
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
