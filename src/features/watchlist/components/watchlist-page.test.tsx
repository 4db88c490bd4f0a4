import { type BatchToken, batchTokenSchema } from '@interface/tokens';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchlistStore } from '@/lib/watchlist';
import { renderRoute } from '@/test/render';

const addressOf = (i: number) => `0x${(i + 1).toString(16).padStart(40, '0')}`;

const tokenAt = (address: string, i: number): BatchToken =>
  batchTokenSchema.parse({
    address,
    created_at: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
    owner: '0x1111111111111111111111111111111111111111',
    name: `Token ${i}`,
    ticker: `T${i}`,
    description: '',
    image_url: '',
    market_cap: 10 + i,
    funding_progress: 0.5,
    price_eth: 1e-8,
    is_graduated: false,
    volume_24h: 2,
    price_change_24h: 1.5,
    txns_24h_buys: 1,
    txns_24h_sells: 1,
    volume_1h: 1,
    price_change_1h: 0,
    txns_1h_buys: 1,
    txns_1h_sells: 0,
    total_holders: 300 + i,
    top_10_percentage: 40,
    dev_holding_percentage: 2,
  });

/** The batch lookup: knows every address but those in `unknown`, fails on those in `failing`. */
function stubBatch({ unknown = [] as string[], failing = [] as string[] } = {}) {
  const bodies: string[][] = [];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { addresses } = JSON.parse(String(init?.body)) as { addresses: string[] };
    bodies.push(addresses);
    const known = addresses.filter((a) => !unknown.includes(a) && !failing.includes(a));
    const body = {
      tokens: known.map((a) => tokenAt(a, Number.parseInt(a, 16) - 1)),
      notFound: addresses.filter((a) => unknown.includes(a)),
      errors: addresses.filter((a) => failing.includes(a)).map((address) => ({ address, message: 'database busy' })),
    };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return bodies;
}

function star(count: number) {
  const store = watchlistStore();
  for (let i = 0; i < count; i++) store.toggle(addressOf(i));
}

beforeEach(() => {
  const store = watchlistStore();
  for (const address of store.getSnapshot()) store.remove(address);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('watchlist page', () => {
  it('explains how to star a token when nothing is starred', async () => {
    const bodies = stubBatch();
    renderRoute('/watchlist');
    expect(await screen.findByText('No starred tokens yet')).toBeInTheDocument();
    expect(screen.getByText(/Press the star on a token’s card in Discover/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find tokens to star' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Watchlist · Launchdeck');
    expect(bodies).toEqual([]);
  });

  it('shows each starred token with its figures, the unknown one as unavailable, the failed one with its error', async () => {
    star(3);
    stubBatch({ unknown: [addressOf(1)], failing: [addressOf(2)] });
    const { user } = renderRoute('/watchlist');

    const table = await screen.findByRole('region', { name: 'Watchlist table' });
    const found = await within(table).findByRole('link', { name: 'Token 0' });
    const row = found.closest('tr')!;
    expect(within(row).getByText('300')).toBeInTheDocument();
    expect(within(row).getByText('+1.5%')).toBeInTheDocument();
    expect(within(table).getByText(/Unavailable: the launch service does not know this token/)).toBeInTheDocument();
    expect(within(table).getByText(/Could not be looked up \(database busy\)/)).toBeInTheDocument();
    const problems = screen.getByText(/1 starred token is unknown to the launch service/);
    expect(problems.parentElement).toHaveTextContent('1 token could not be looked up');

    await user.click(screen.getByRole('button', { name: `Remove ${addressOf(1)} from the watchlist` }));
    expect(watchlistStore().getSnapshot()).toEqual([addressOf(0), addressOf(2)]);
    expect(within(table).queryByText(/Unavailable/)).not.toBeInTheDocument();
  });

  it('looks up 50 addresses a request, pages the rows, and sorts them by discovery’s keys', async () => {
    star(60);
    const bodies = stubBatch();
    const { user } = renderRoute('/watchlist?sortBy=mcap-high');

    const table = await screen.findByRole('region', { name: 'Watchlist table' });
    await within(table).findByRole('link', { name: 'Token 59' });
    expect(bodies.map((b) => b.length).sort()).toEqual([10, 50]);
    const names = () =>
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(names()).toHaveLength(25);
    expect(names().slice(0, 2)).toEqual(['Token 59', 'Token 58']);
    expect(screen.getByRole('navigation', { name: 'Watchlist pages' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort'), 'mcap-low');
    expect(names().slice(0, 2)).toEqual(['Token 0', 'Token 1']);
  });

  it('says so when the lookup fails altogether, with a way to try again', async () => {
    star(2);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'The service is down' } }), {
            status: 503,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderRoute('/watchlist');
    expect(
      await screen.findByText('The watchlist’s figures could not be loaded', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
