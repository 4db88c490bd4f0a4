import { type FeaturedToken, featuredTokenSchema, type KingOfTheHill, kingOfTheHillSchema } from '@interface/tokens';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const base = {
  created_at: '2026-01-01T00:00:00.000Z',
  owner: '0x1111111111111111111111111111111111111111',
  description: 'A token.',
  image_url: 'http://127.0.0.1:8787/logos/a.png',
  telegram: null,
  twitter: null,
  website: null,
  market_cap: 27.5,
  funding_progress: 0.842,
  price_eth: 0.0000000275,
  volume_24h: 3,
  price_change_24h: 12.3,
  txns_24h_buys: 4,
  txns_24h_sells: 1,
};

const king: KingOfTheHill = kingOfTheHillSchema.parse({
  ...base,
  address: '0x2222222222222222222222222222222222222222',
  name: 'Wild Hedgehog',
  ticker: 'HDGHG',
});

const featured = (auctionEndsAt: string): FeaturedToken =>
  featuredTokenSchema.parse({
    ...base,
    address: '0x3333333333333333333333333333333333333333',
    name: 'Boomermoose',
    ticker: 'BMRMS',
    volume_1h: 1,
    price_change_1h: 2,
    txns_1h_buys: 1,
    txns_1h_sells: 0,
    total_holders: 3,
    top_10_percentage: 50,
    dev_holding_percentage: 0,
    bidData: {
      current_bid_eth: 0.75,
      current_bidder: '0x8359fc71de1e13ea4d136caa4cc3a2b796b7b927',
      current_bid_token: '0xc0cb02671d38c2ae05d3cd6f2f80323cea9092df',
      auction_ends_at: auctionEndsAt,
      next_featured_token: {
        address: '0xc0cb02671d38c2ae05d3cd6f2f80323cea9092df',
        name: 'Neon Turtle',
        ticker: 'NTRTL',
        image_url: 'http://127.0.0.1:8787/logos/b.png',
      },
      history: [],
    },
  });

/** Answers the banner endpoints from `answers` (a number is a bare status), and an empty token list. */
function stubApi(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input));
      const answer = pathname === '/api/tokens' ? { tokens: [], totalCount: 0, totalPages: 0 } : answers[pathname];
      const status = typeof answer === 'number' ? answer : answer === undefined ? 404 : 200;
      const body =
        status === 200 ? answer : { error: { code: status === 404 ? 'NOT_FOUND' : 'INTERNAL', message: 'No' } };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

const banner = async (name: string) => within(await screen.findByRole('region', { name }));

describe('banners', () => {
  it('shows the featured token with its auction and counts down', async () => {
    stubApi({
      '/api/eoti': featured(new Date(Date.now() + 2 * 3_600_000 + 5 * 60_000 + 30_000).toISOString()),
      '/api/koti': king,
    });
    renderRoute('/');
    const region = await banner('Featured today');

    expect(await region.findByRole('link', { name: 'Boomermoose' })).toHaveAttribute(
      'href',
      '/token/0x3333333333333333333333333333333333333333',
    );
    expect(region.getByText('0.75 ETH')).toBeInTheDocument();
    // The contract's minimum for the next bid: 5 % over the leader's 0.75 ETH.
    expect(region.getByText('Minimum bid').nextElementSibling).toHaveTextContent('0.7875 ETH');
    expect(region.getByText('0x8359…b927')).toBeInTheDocument();
    expect(region.getByRole('timer')).toHaveTextContent(/^2h 05m \d\ds$/);
    expect(region.getByRole('link', { name: '$NTRTL' })).toHaveAttribute(
      'href',
      '/token/0xc0cb02671d38c2ae05d3cd6f2f80323cea9092df',
    );
    expect(region.getByRole('link', { name: 'Bid for tomorrow' })).toHaveAttribute('href', '/auction');
  });

  it('shows the king of the hill and its progress', async () => {
    stubApi({ '/api/koti': king });
    renderRoute('/');
    const region = await banner('King of the hill');

    expect(await region.findByRole('link', { name: 'Wild Hedgehog' })).toHaveAttribute(
      'href',
      '/token/0x2222222222222222222222222222222222222222',
    );
    expect(region.getByText('84.2%')).toBeInTheDocument();
    expect(region.getByRole('progressbar', { name: 'Bonding curve progress' })).toHaveAttribute('value', '0.842');
  });

  it('treats a 404 as a calm "none today", not an error', async () => {
    stubApi({});
    renderRoute('/');

    expect(await (await banner('Featured today')).findByText(/No featured token today/)).toBeInTheDocument();
    expect(await (await banner('King of the hill')).findByText(/No king yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry when a banner fails', async () => {
    stubApi({ '/api/eoti': 500, '/api/koti': king });
    renderRoute('/');
    const region = await banner('Featured today');

    expect(await region.findByText('The featured token could not be loaded.')).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
