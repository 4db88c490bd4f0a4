import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { CHAT_POLL_MS, CHAT_UNKNOWN_TOKEN_POLL_MS, chatNewestQueryOptions } from '../api/get-chat';
import { CHAT_PAGE_SIZE } from '../lib/history';
import { httpError, listOffsets, stubChatApi } from '../test/api-stub';
import { fakeChatLayout } from '../test/layout';
import { message, messages, TOKEN } from '../test/messages';
import { renderChat } from '../test/render-chat';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeChatLayout();
});
afterEach(() => {
  restoreLayout();
  vi.unstubAllGlobals();
});

const log = () => screen.getByRole('log', { name: 'Chat messages' });

describe('the chat panel, reading', () => {
  it('asks for the newest page of this token and shows the newest message first', async () => {
    const fetchMock = stubChatApi({ list: () => messages(3, 1) });
    renderChat();
    const rows = await within(await screen.findByRole('log', { name: 'Chat messages' })).findAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p[dir="auto"]')?.textContent)).toEqual([
      'message 3',
      'message 2',
      'message 1',
    ]);
    const query = new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams;
    expect(Object.fromEntries(query)).toEqual({ tokenAddress: TOKEN, limit: String(CHAT_PAGE_SIZE), offset: '0' });
    // The whole chat fits on one page: nothing older to load.
    expect(within(log()).getByText('Start of the chat')).toBeInTheDocument();
  });

  it('puts what a poll brings on top, and keeps what slid off the newest page', async () => {
    let newest = messages(60, 11);
    stubChatApi({ list: () => newest });
    const { queryClient } = renderChat();
    await screen.findByText('message 60');
    newest = messages(62, 13);
    await queryClient.refetchQueries();
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('message 62'));
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-posinset', '1');
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent('message 60');
  });

  it('polls every 4 s, and not in a hidden tab', () => {
    const options = chatNewestQueryOptions(TOKEN);
    const interval = options.refetchInterval as (query: unknown) => number | false;
    expect(interval({ state: { error: null } })).toBe(CHAT_POLL_MS);
    expect(CHAT_POLL_MS).toBe(4000);
    expect(options.refetchIntervalInBackground).toBeFalsy();
    // A token the service does not know yet is asked about more slowly, never given up on.
    expect(interval({ state: { error: new ApiError({ kind: 'http', status: 404, message: 'x' }) } })).toBe(
      CHAT_UNKNOWN_TOKEN_POLL_MS,
    );
  });

  it('shows who wrote it (short, full in the title) and when (a machine-readable time)', async () => {
    stubChatApi({ list: () => [message(1)] });
    renderChat();
    const row = (await screen.findAllByRole('listitem'))[0]!;
    const sender = within(row).getByRole('link', { name: '0xb2b2…b2b2' });
    expect(sender).toHaveAttribute('title', message(1).sender_address);
    expect(sender).toHaveAttribute('href', `/profile/${message(1).sender_address}`);
    expect(row.querySelector('time')).toHaveAttribute('dateTime', message(1).created_at);
  });

  it('shows hostile messages as the text they are: no markup, no links, no reordering', async () => {
    const hostile = [
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">claim your airdrop</a>',
      '[claim here](javascript:alert(1))',
      'gm \u202Eexe.gnp',
    ];
    stubChatApi({ list: () => hostile.map((text, i) => message(10 - i, { message: text })) });
    renderChat();
    const box = await screen.findByRole('log', { name: 'Chat messages' });
    expect(await within(box).findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(within(box).getByText('<a href="javascript:alert(1)">claim your airdrop</a>')).toBeInTheDocument();
    expect(within(box).getByText('[claim here](javascript:alert(1))')).toBeInTheDocument();
    // The right-to-left override is dropped: the text reads in its real order.
    expect(within(box).getByText('gm exe.gnp')).toHaveAttribute('dir', 'auto');
    expect(box.querySelector('img, script')).toBeNull();
    // The one link of a message is its sender's profile, never anything its text holds.
    const links = [...box.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links.every((href) => href === `/profile/${message(1).sender_address}`)).toBe(true);
  });

  it('loads older messages at offset = messages held, and says when the start is reached', async () => {
    const all = messages(120, 1);
    const fetchMock = stubChatApi({
      list: (q) => all.slice(Number(q.get('offset')), Number(q.get('offset')) + Number(q.get('limit'))),
    });
    const { user } = renderChat();
    await screen.findAllByRole('listitem');
    expect(screen.getAllByRole('listitem').length).toBeLessThan(20);

    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(listOffsets(fetchMock)).toContain(CHAT_PAGE_SIZE));
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(listOffsets(fetchMock)).toContain(2 * CHAT_PAGE_SIZE));
    expect(await screen.findByText('Start of the chat')).toBeInTheDocument();
    // 120 messages held, a handful in the DOM: the list is virtualized.
    expect(screen.getAllByRole('listitem').length).toBeLessThan(20);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '120');
  });

  it('loads skeletons first, then says when there is nothing yet', async () => {
    let answer!: (list: []) => void;
    stubChatApi({ list: () => new Promise((resolve) => (answer = resolve)) });
    renderChat();
    expect(await screen.findByText('Loading messages…')).toBeInTheDocument();
    answer([]);
    expect(await screen.findByText('No messages yet: be the first')).toBeInTheDocument();
  });

  it('shows an error with a retry, and the retry shows the messages', async () => {
    let fail = true;
    stubChatApi({ list: () => (fail ? httpError(500, 'Something went wrong on our side') : messages(2, 1)) });
    const { user } = renderChat();
    const alert = (await screen.findByText('The chat could not be loaded')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Something went wrong on our side');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('message 2')).toBeInTheDocument();
  });

  it('keeps the messages on screen when a refresh fails', async () => {
    let fail = false;
    stubChatApi({ list: () => (fail ? httpError(503, 'Down for a moment') : messages(2, 1)) });
    const { queryClient } = renderChat();
    await screen.findByText('message 2');
    fail = true;
    await queryClient.refetchQueries();
    const alert = (await screen.findByText(/^New messages could not be loaded/)).closest('[role="alert"]');
    expect(alert).toHaveTextContent('New messages could not be loaded: Down for a moment');
    expect(screen.getByText('message 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when the token does not exist, and offers no composer', async () => {
    stubChatApi({ list: () => httpError(404, 'Token not found') });
    renderChat();
    expect(await screen.findByText('This token has no chat: it was not found.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
