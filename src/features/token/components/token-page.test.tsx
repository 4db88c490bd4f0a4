import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { SAME_TICKER_MAX_PAGES } from '../api/get-same-ticker';
import { requestsTo, stubApi } from '../test/api-stub';
import { makeBatchToken, makeTokenDetail, makeTrade, TOKEN_ADDRESS } from '../test/fixtures';

// No canvas in happy-dom: the chart's drawing half is replaced; its caption and states stay real.
vi.mock('./price-chart-canvas', () => ({ default: () => <div data-testid="chart-canvas" /> }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const batch = (token = makeBatchToken()) => ({ tokens: [token], notFound: [], errors: [] });
const serviceDown = { status: 503, body: { error: { code: 'INTERNAL', message: 'The service is down' } } };

function stubToken(detail: () => unknown = () => makeTokenDetail(), metrics: () => unknown = () => batch()) {
  return stubApi({ '/api/token': detail, '/api/tokens/batch': metrics, '/api/chat': () => [] });
}

describe('token page', () => {
  it('shows the token, its market from both lookups, its curve and its trades', async () => {
    const fetchMock = stubToken();
    renderRoute(`/token/${TOKEN_ADDRESS}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Based Otter' })).toBeInTheDocument();
    expect(screen.getByText('Funding · on the bonding curve')).toBeInTheDocument();
    const market = screen.getByRole('region', { name: 'Market' });
    expect(await within(market).findByText('321')).toBeInTheDocument();
    expect(within(market).getByText('−2.5%')).toBeInTheDocument();
    expect(within(market).getByText('41.2%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Bonding curve progress' })).toHaveValue(0.375);
    expect(screen.getByText(/500M/)).toBeInTheDocument();
    const trades = screen.getByRole('region', { name: 'Recent trades' });
    expect(within(trades).getAllByRole('row')).toHaveLength(4);
    expect(document.title).toBe('Based Otter ($OTTER) · Launchdeck');

    const [batchCall] = requestsTo(fetchMock, '/api/tokens/batch');
    expect(batchCall).toBeDefined();
    const body = JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u).includes('batch'))?.[1]?.body));
    expect(body.addresses).toEqual([TOKEN_ADDRESS]);
  });

  it('opens telegram on its own host, and shows an unsafe website link as text', async () => {
    stubToken();
    renderRoute(`/token/${TOKEN_ADDRESS}`);
    const links = await screen.findByRole('list', { name: 'Links' });
    expect(within(links).getByRole('link', { name: /Telegram/ })).toHaveAttribute('href', 'https://t.me/basedotter');
    expect(within(links).queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
    expect(within(links).getByText('Website')).toBeInTheDocument();
  });

  it('renders hostile token text as text', async () => {
    stubToken(() => makeTokenDetail({ name: '<img src=x onerror=alert(1)>', description: '<b>bold</b>' }));
    renderRoute(`/token/${TOKEN_ADDRESS}`);
    expect(await screen.findByRole('heading', { level: 1, name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('says graduated from the batch lookup', async () => {
    // The single-token lookup still says funding (it lags): only the batch knows the token graduated.
    stubToken(
      () => makeTokenDetail({ funding_progress: 0.97 }),
      () => batch(makeBatchToken({ is_graduated: true, funding_progress: 1 })),
    );
    renderRoute(`/token/${TOKEN_ADDRESS}`);
    expect(await screen.findByText('Graduated · trading on the pair')).toBeInTheDocument();
  });

  it('shows an empty trade list and chart for a token nobody traded yet', async () => {
    stubToken(() => makeTokenDetail({ price_updates: [], funding_progress: 0 }));
    renderRoute(`/token/${TOKEN_ADDRESS}`);
    expect(await screen.findByText('No trades yet')).toBeInTheDocument();
  });

  it('has its own page for an address nobody launched a token at', async () => {
    stubToken(() => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Token not found' } } }));
    renderRoute(`/token/${TOKEN_ADDRESS}`);
    expect(await screen.findByRole('heading', { name: 'No token at this address' })).toBeInTheDocument();
    expect(screen.getByText(TOKEN_ADDRESS)).toBeInTheDocument();
  });

  it('does not even ask the service about a malformed address', async () => {
    const fetchMock = stubToken();
    renderRoute('/token/0x123-not-an-address');
    expect(await screen.findByRole('heading', { name: 'That is not a token address' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/token')).toHaveLength(0);
  });

  it('shows a failing service with a retry that recovers', async () => {
    let up = false;
    stubToken(() => (up ? makeTokenDetail() : serviceDown));
    const { user } = renderRoute(`/token/${TOKEN_ADDRESS}`);
    expect(await screen.findByText('This token could not be loaded')).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Based Otter' })).toBeInTheDocument();
  });

  it('keeps what is on screen when a refresh fails, and says how old it is', async () => {
    let up = true;
    stubToken(() => (up ? makeTokenDetail() : serviceDown));
    const { queryClient } = renderRoute(`/token/${TOKEN_ADDRESS}`);
    await screen.findByRole('heading', { level: 1, name: 'Based Otter' });
    up = false;
    await queryClient.refetchQueries({ queryKey: ['token', 'detail'] });
    expect(await screen.findByText(/Showing data from .*: the service is not answering/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Based Otter' })).toBeInTheDocument();
  });

  it('shows the rest of the market when the batch lookup fails', async () => {
    stubToken(undefined, () => serviceDown);
    renderRoute(`/token/${TOKEN_ADDRESS}`);
    const market = await screen.findByRole('region', { name: 'Market' });
    await waitFor(() => expect(within(market).getAllByText('—').length).toBeGreaterThan(5));
    expect(within(market).getByTitle('0.0000000305 ETH')).toHaveTextContent('0.0₇305');
  });

  it('counts trade ages from now', async () => {
    stubToken(() => makeTokenDetail({ price_updates: [makeTrade(42)] }));
    renderRoute(`/token/${TOKEN_ADDRESS}`);
    const trades = await screen.findByRole('region', { name: 'Recent trades' });
    expect(within(trades).getByText(/^4[2-4]s$/)).toBeInTheDocument();
  });

  it('warns when other tokens were launched under the same ticker', async () => {
    const { price_updates: _, ...detail } = makeTokenDetail();
    const listed = (address: string) => ({
      ...detail,
      address,
      ...{ volume_24h: 0, price_change_24h: 0, txns_24h_buys: 0, txns_24h_sells: 0, total_holders: 1 },
    });
    const fetchMock = stubApi({
      '/api/token': () => makeTokenDetail(),
      '/api/tokens/batch': () => batch(),
      '/api/tokens': () => ({
        tokens: [listed(TOKEN_ADDRESS), listed(`0x${'b'.repeat(40)}`)],
        totalCount: 2,
        totalPages: 1,
      }),
      '/api/chat': () => [],
    });
    renderRoute(`/token/${TOKEN_ADDRESS}`);
    expect(await screen.findByTestId('same-ticker-warning')).toHaveTextContent('1 other token uses this ticker');
    expect(requestsTo(fetchMock, '/api/tokens')[0]?.searchParams.get('search')).toBe('OTTER');
  });

  it('counts copycats on every page of the search, not only the first', async () => {
    const { price_updates: _, ...detail } = makeTokenDetail();
    const listed = (address: string, ticker: string) => ({
      ...detail,
      address,
      ticker,
      ...{ volume_24h: 0, price_change_24h: 0, txns_24h_buys: 0, txns_24h_sells: 0, total_holders: 1 },
    });
    // Page 1 holds only names that mention the ticker; the copycats are on pages 2 and 3.
    const pages: Record<string, unknown[]> = {
      '1': [listed(TOKEN_ADDRESS, 'OTTER'), listed(`0x${'c'.repeat(40)}`, 'OTTERX')],
      '2': [listed(`0x${'d'.repeat(40)}`, 'otter')],
      '3': [listed(`0x${'e'.repeat(40)}`, 'OTTER')],
    };
    const fetchMock = stubApi({
      '/api/token': () => makeTokenDetail(),
      '/api/tokens/batch': () => batch(),
      '/api/tokens': (url) => ({
        tokens: pages[url.searchParams.get('page') ?? '1'] ?? [],
        totalCount: 4,
        totalPages: 3,
      }),
      '/api/chat': () => [],
    });
    renderRoute(`/token/${TOKEN_ADDRESS}`);
    expect(await screen.findByTestId('same-ticker-warning')).toHaveTextContent('2 other tokens use this ticker');
    expect(requestsTo(fetchMock, '/api/tokens').map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('says "at least" when the search has more pages than it reads', async () => {
    const { price_updates: _, ...detail } = makeTokenDetail();
    const copycat = {
      ...detail,
      address: `0x${'f'.repeat(40)}`,
      ...{ volume_24h: 0, price_change_24h: 0, txns_24h_buys: 0, txns_24h_sells: 0, total_holders: 1 },
    };
    const fetchMock = stubApi({
      '/api/token': () => makeTokenDetail(),
      '/api/tokens/batch': () => batch(),
      '/api/tokens': () => ({ tokens: [copycat], totalCount: 24 * 40, totalPages: 40 }),
      '/api/chat': () => [],
    });
    renderRoute(`/token/${TOKEN_ADDRESS}`);
    expect(await screen.findByTestId('same-ticker-warning')).toHaveTextContent(
      'at least 1 other token uses this ticker',
    );
    expect(requestsTo(fetchMock, '/api/tokens')).toHaveLength(SAME_TICKER_MAX_PAGES);
  });
});
