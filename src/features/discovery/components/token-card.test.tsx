import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { stubLaunchApi } from '../test/api-stub';
import { hostile, makeToken, tokenPage } from '../test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderCards(...tokens: ReturnType<typeof makeToken>[]) {
  stubLaunchApi(() => tokenPage(tokens));
  const view = renderRoute('/');
  const cards = await screen.findAllByTestId('token-card');
  return { ...view, cards };
}

describe('token card', () => {
  it('shows what traders read: name, ticker, age, numbers, progress and a link to the token page', async () => {
    const token = makeToken({ name: 'Based Otter', ticker: 'OTTER', market_cap: 27.5, price_change_24h: -4.5 });
    const { cards } = await renderCards(token);
    const card = within(cards[0]!);

    expect(card.getByRole('link', { name: 'Based Otter' })).toHaveAttribute('href', `/token/${token.address}`);
    expect(card.getByText('$OTTER')).toBeInTheDocument();
    expect(card.getByText('5m')).toHaveAttribute('datetime', token.created_at);
    expect(card.getByText('27.5 ETH')).toBeInTheDocument();
    expect(card.getByText('1.2K ETH')).toBeInTheDocument();
    expect(card.getByText('−4.5%')).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'Bonding curve progress' })).toHaveAttribute('value', '0.42');
    expect(card.queryByText('Live')).not.toBeInTheDocument();
  });

  it('shows a Live badge instead of progress once funded', async () => {
    const { cards } = await renderCards(makeToken({ funding_progress: 1 }));
    expect(within(cards[0]!).getByText('Live')).toBeInTheDocument();
    expect(within(cards[0]!).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('renders markup in a token as text, never as HTML', async () => {
    const { cards, container } = await renderCards(hostile.scriptName());
    const card = within(cards[0]!);

    expect(card.getByRole('link', { name: '<script>alert(1)</script>' })).toBeInTheDocument();
    expect(
      card.getByText(/<img src=x onerror=alert\(1\)><a href="javascript:alert\(1\)">Claim airdrop<\/a>/),
    ).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it('opens only safe links, in a new tab without opener or referrer', async () => {
    const { cards } = await renderCards(hostile.unsafeLinks(), hostile.safeLinks());
    const [unsafe, safe] = [within(cards[0]!), within(cards[1]!)];

    expect(unsafe.getAllByRole('link')).toHaveLength(1); // the token page, nothing else
    for (const link of safe.getAllByRole('link', { name: /opens in a new tab/ })) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(safe.getByRole('link', { name: 'Telegram (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://t.me/linkedfrog',
    );
    expect(safe.getByRole('link', { name: 'X (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://x.com/linkedfrog',
    );
    expect(safe.getByRole('link', { name: 'Web (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://linkedfrog.example/',
    );
  });

  it('warns about look-alike tickers and leaves honest ones alone', async () => {
    const { cards } = await renderCards(hostile.homoglyph(), makeToken({ name: 'Honest Frog', ticker: 'FROG' }));

    const warning = within(cards[0]!).getByTestId('lookalike-warning');
    expect(warning).toHaveTextContent('Not the real USDC');
    expect(warning).toHaveTextContent('mixes Latin and Cyrillic letters');
    expect(within(cards[1]!).queryByTestId('lookalike-warning')).not.toBeInTheDocument();
  });

  it('shows bidi-tricked text in its real order, with a warning', async () => {
    const { cards } = await renderCards(hostile.bidi());
    const card = within(cards[0]!);

    const name = card.getByRole('link', { name: 'Safe gnp.exe' });
    expect(name).toHaveAttribute('dir', 'auto');
    expect(card.getByTestId('lookalike-warning')).toHaveTextContent('reverse the text direction');
  });

  it('loads logos only from the service and falls back to the initial when one fails', async () => {
    const tracker = makeToken({ ticker: 'PIXEL', image_url: 'https://tracker.invalid/pixel.gif' });
    const { cards } = await renderCards(hostile.unsafeLinks(), makeToken({ ticker: 'OTTER' }), tracker);

    expect(within(cards[0]!).getByTestId('token-logo-fallback')).toHaveTextContent('D');
    expect(cards[0]!.querySelector('img')).toBeNull();
    expect(within(cards[2]!).getByTestId('token-logo-fallback')).toHaveTextContent('P');
    expect(cards[2]!.querySelector('img')).toBeNull();

    const logo = cards[1]!.querySelector('img');
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logo).toHaveAttribute('alt', '');
    fireEvent.error(logo!);
    expect(within(cards[1]!).getByTestId('token-logo-fallback')).toHaveTextContent('O');
  });
});
