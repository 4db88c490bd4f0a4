import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/app/env';
import { watchlistKey, watchlistStore } from '@/lib/watchlist';
import { WatchStar } from './watch-star';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

beforeEach(() => {
  const store = watchlistStore();
  for (const address of store.getSnapshot()) store.remove(address);
});

describe('WatchStar', () => {
  it('stars and unstars a token in the browser’s watchlist of the app’s chain, every star of it in step', async () => {
    const user = userEvent.setup();
    render(
      <>
        <WatchStar address={TOKEN} name="Based Otter" />
        <WatchStar address={TOKEN.toLowerCase()} name="Based Otter" />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Watch Based Otter' });
    expect(first).toHaveAttribute('aria-pressed', 'false');

    await user.click(first!);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(watchlistKey(env.chainId))).toBe(JSON.stringify([TOKEN.toLowerCase()]));

    await user.click(second!);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(watchlistKey(env.chainId))).toBeNull();
  });
});
