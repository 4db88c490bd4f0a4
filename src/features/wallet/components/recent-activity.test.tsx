import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address, Hash } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTransactionStore } from '@/lib/transactions/store';
import { defaults } from '@/lib/transactions/tracker';
import RecentActivity from './recent-activity';

// The configured explorer (VITE_EXPLORER_URL), or none: the local chain has none.
const explorer = vi.hoisted(() => ({ base: undefined as string | undefined }));
vi.mock('@/lib/explorer', () => ({
  explorerLink: (kind: string, value: string) => (explorer.base ? `${explorer.base}/${kind}/${value}` : undefined),
}));

const ALICE: Address = '0x00000000000000000000000000000000000A11cE';
const BOB: Address = '0x0000000000000000000000000000000000000B0b';
const KEY = { chainId: 31337, account: ALICE };
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash;
const NOW = 1_700_000_000_000;

function renderActivity(account: Address = ALICE, chainId = 31337) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(<RecentActivity account={{ address: account, chainId, connectorName: 'Test' }} />);
  return { user, ...view };
}

const button = () => screen.getByRole('button', { name: /^Activity/ });
const rows = () => within(screen.getByRole('list', { name: 'Recent transactions' })).getAllByRole('listitem');

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
  localStorage.clear();
  explorer.base = undefined;
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** What the tracker writes as trades go out and end, through the app's one store. */
function history() {
  const { store } = defaults();
  store.add(KEY, {
    hash: hash(1),
    kind: 'buy',
    title: 'Buy TICK',
    description: 'About 10K TICK',
    confirmedTitle: 'Bought TICK',
  });
  store.settle(KEY, hash(1), { status: 'confirmed', finalHash: hash(2) });
  store.add(KEY, { hash: hash(3), kind: 'sell', title: 'Sell TICK' });
  store.settle(KEY, hash(3), {
    status: 'dropped',
    finalHash: hash(4),
    reason: 'Dropped: its nonce went to another transaction. Nothing was traded.',
  });
  store.add(KEY, { hash: hash(5), kind: 'approve', title: 'Approve TICK' });
  store.settle(KEY, hash(5), { status: 'failed', finalHash: hash(5), reason: 'Mined but reverted on chain.' });
  store.add(KEY, { hash: hash(6), kind: 'swap', title: 'Swap ETH for TICK' });
  store.settle(KEY, hash(6), {
    status: 'replaced',
    finalHash: hash(7),
    reason: 'Cancelled in the wallet: nothing was traded.',
  });
  vi.setSystemTime(NOW + 5 * 60_000);
  store.add(KEY, { hash: hash(8), kind: 'buy', title: 'Buy MOON' });
}

describe('recent activity, beside the wallet button', () => {
  it('counts what is still pending on the button, and lists every transaction in a dialog, newest first', async () => {
    history();
    const { user } = renderActivity();
    expect(button()).toHaveAccessibleName('Activity 1 pending');
    await user.click(button());

    const dialog = screen.getByRole('dialog', { name: 'Recent activity' });
    expect(dialog).toBeVisible();
    expect(rows().map((row) => [row.dataset.status, within(row).getAllByText(/./)[0]!.textContent])).toEqual([
      ['pending', 'Buy MOON'],
      ['replaced', 'Swap ETH for TICK'],
      ['failed', 'Approve TICK'],
      ['dropped', 'Sell TICK'],
      ['confirmed', 'Bought TICK'],
    ]);
    const [pending, replaced, failed, dropped, confirmed] = rows() as [HTMLElement, ...HTMLElement[]];
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('Sent just now');
    expect(within(pending).getByTitle(hash(8))).toHaveTextContent('0x0000…0008');

    // A speed-up: confirmed, with the hash that was mined.
    expect(confirmed).toHaveTextContent('Confirmed');
    expect(confirmed).toHaveTextContent('About 10K TICK');
    expect(confirmed).toHaveTextContent('Sent 5m ago');
    expect(within(confirmed!).getByTitle(hash(2)).parentElement).toHaveTextContent('Sped up, mined as 0x0000…0002');

    expect(dropped).toHaveTextContent('Dropped');
    expect(dropped).toHaveTextContent('Nothing was traded.');
    expect(within(dropped!).getByTitle(hash(4)).parentElement).toHaveTextContent('Its nonce went to 0x0000…0004');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Mined but reverted on chain.');
    // Mined under its own hash: no second hash.
    expect(within(failed!).getAllByTitle(/^0x/)).toHaveLength(1);
    expect(replaced).toHaveTextContent('Replaced');
    expect(replaced).toHaveTextContent('Cancelled in the wallet');

    // No explorer here: hashes are text, not links (the one link is the account's profile); the list
    // is still a tab stop, to scroll it.
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['My profile: holdings, results and all trades']);
    expect(screen.getByRole('list', { name: 'Recent transactions' })).toHaveAttribute('tabindex', '0');
  });

  it('links each hash to the explorer when one is configured', async () => {
    explorer.base = 'https://explorer.example';
    history();
    const { user } = renderActivity();
    await user.click(button());
    const confirmed = rows().at(-1)!;
    const links = within(confirmed).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `https://explorer.example/tx/${hash(1)}`,
      `https://explorer.example/tx/${hash(2)}`,
    ]);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('follows the tracker as it writes: a transaction sent, then confirmed, while the list is open', async () => {
    const { user } = renderActivity();
    expect(button()).toHaveAccessibleName('Activity');
    await user.click(button());
    expect(screen.getByRole('dialog', { name: 'Recent activity' })).toHaveTextContent(
      'No transactions sent from this wallet on this network yet.',
    );

    const { store } = defaults();
    act(() => void store.add(KEY, { hash: hash(1), kind: 'buy', title: 'Buy TICK' }));
    expect(rows()[0]).toHaveAttribute('data-status', 'pending');
    expect(button()).toHaveAccessibleName('Activity 1 pending');
    act(() => store.settle(KEY, hash(1), { status: 'confirmed', finalHash: hash(1) }));
    expect(rows()[0]).toHaveAttribute('data-status', 'confirmed');
    expect(button()).toHaveAccessibleName('Activity');
  });

  it('hears another tab’s transactions', () => {
    renderActivity();
    // The other tab's store writes the same localStorage; this tab hears of it by the storage event.
    const otherTab = createTransactionStore({ storage: localStorage, now: Date.now });
    otherTab.add(KEY, { hash: hash(1), kind: 'buy', title: 'Buy TICK' });
    expect(button()).toHaveAccessibleName('Activity');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: `launchdeck:transactions:31337:${ALICE.toLowerCase()}` }),
      );
    });
    expect(button()).toHaveAccessibleName('Activity 1 pending');
  });

  it('shows only the connected account’s transactions on its network', async () => {
    const { store } = defaults();
    store.add(KEY, { hash: hash(1), kind: 'buy', title: 'Buy ALICE' });
    store.add({ chainId: 31337, account: BOB }, { hash: hash(2), kind: 'buy', title: 'Buy BOB' });
    store.add({ chainId: 1, account: ALICE }, { hash: hash(3), kind: 'buy', title: 'Buy MAINNET' });
    const { user, rerender } = renderActivity(BOB);
    await user.click(button());
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('Buy BOB')]);
    rerender(<RecentActivity account={{ address: ALICE, chainId: 1, connectorName: 'Test' }} />);
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('Buy MAINNET')]);
  });

  it('closes with its Close button, giving the page back', async () => {
    history();
    const { user } = renderActivity();
    await user.click(button());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
