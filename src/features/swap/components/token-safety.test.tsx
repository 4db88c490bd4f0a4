import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addressBook } from '@/lib/address-book';
import { ETH_TOKEN, type SwapToken } from '../api/swap-token-list';
import { SwapReviewDialog } from './swap-review-dialog';
import { TokenSelector } from './token-selector';

const book = addressBook(31337);
const token = (address: string, symbol: string, name: string): SwapToken => ({
  address: address.toLowerCase() as SwapToken['address'],
  symbol,
  name,
  decimals: 18,
  logoURI: '',
});
const WETH = token(book.weth, 'WETH', 'Wrapped Ether');
const USDC = token(book.stablecoins.usdc!, 'USDC', 'USD Coin');
/** A graduated launch token that took the stablecoin's ticker. */
const FAKE_USDC = token('0x00000000000000000000000000000000000fa4e0', 'USDC', 'USD Coin');
const TICK = token('0x00000000000000000000000000000000000c0ffe', 'TICK', 'Tick Token');
const LIST = [ETH_TOKEN, WETH, USDC, FAKE_USDC, TICK];

function renderSelector(picked: SwapToken | undefined, side = 'Buy') {
  const user = userEvent.setup();
  render(
    <TokenSelector side={side} token={picked} tokens={LIST} balances={undefined} loading={false} onSelect={vi.fn()} />,
  );
  return user;
}

describe('the token button', () => {
  it('is named by what it shows, first, then what it is for (WCAG 2.5.3)', () => {
    renderSelector(ETH_TOKEN, 'Sell');
    const button = screen.getByRole('button', { name: 'ETH is the token you sell. Change it.' });
    expect(button).not.toHaveAttribute('aria-label');
  });

  it('says which token to pick when none is', () => {
    renderSelector(undefined);
    expect(screen.getByRole('button', { name: 'Select a token to buy' })).not.toHaveAttribute('aria-label');
  });

  it('warns of an unofficial look-alike on the button itself', () => {
    renderSelector(FAKE_USDC);
    const button = screen.getByRole('button', {
      name: /^USDC is the token you buy\. Change it\. Warning, an unofficial look-alike: /,
    });
    expect(button).toHaveTextContent('⚠');
    expect(button).toHaveAccessibleName(expect.stringContaining('The ticker imitates USDC, a well-known token'));
  });

  it('shows no warning for the real USDC', () => {
    renderSelector(USDC);
    expect(screen.getByRole('button', { name: 'USDC is the token you buy. Change it.' })).not.toHaveTextContent('⚠');
  });
});

describe('the token selector', () => {
  it('marks tokens outside the official registry, and warns of look-alikes as discovery does', async () => {
    const user = renderSelector(undefined);
    await user.click(screen.getByRole('button', { name: 'Select a token to buy' }));
    const rows = within(screen.getByRole('list', { name: 'Tokens' })).getAllByRole('button');
    const row = (address: string) => rows[LIST.findIndex((t) => t.address === address)]!;
    for (const official of [ETH_TOKEN, WETH, USDC]) {
      expect(row(official.address)).not.toHaveTextContent('Unofficial');
      expect(within(row(official.address)).queryByTestId('lookalike-warning')).not.toBeInTheDocument();
    }
    expect(row(TICK.address)).toHaveTextContent('Unofficial');
    expect(within(row(TICK.address)).queryByTestId('lookalike-warning')).not.toBeInTheDocument();
    expect(row(FAKE_USDC.address)).toHaveTextContent('Unofficial');
    expect(within(row(FAKE_USDC.address)).getByTestId('lookalike-warning')).toHaveTextContent('Not the real USDC');
  });
});

/**
 * The review as the widget opens it on a quote-less swap: only what the notice needs is given, the
 * rest of the review (its gates, network cost) has tests of its own.
 */
function renderReview(tokens: SwapToken[]) {
  const props = {
    open: true,
    onClose: vi.fn(),
    kind: 'swap',
    tokens,
    pay: '1 ETH',
    receive: '2,000 USDC',
    view: undefined,
    latest: undefined,
    exactIn: true,
    gate: { sendable: true, tier: undefined, spend: undefined, balance: undefined, symbolIn: 'ETH' },
    onConsent: vi.fn(),
    approvalFirst: false,
    sending: false,
    failure: null,
    onConfirm: vi.fn(),
    preview: { status: 'loading' },
    unlimited: false,
    onUnlimited: vi.fn(),
  } as unknown as ComponentProps<typeof SwapReviewDialog>;
  render(<SwapReviewDialog {...props} />);
  return within(screen.getByRole('dialog', { name: 'Review swap' }));
}

describe('the review', () => {
  it('names an unofficial token with its whole address and its look-alike warning', () => {
    const review = renderReview([ETH_TOKEN, FAKE_USDC]);
    expect(review.getByText(/^USDC is not in the official token list/)).toBeInTheDocument();
    expect(review.getByText(FAKE_USDC.address)).toBeInTheDocument();
    expect(review.getByTestId('lookalike-warning')).toHaveTextContent('Not the real USDC');
  });

  it('says nothing of the sort for official tokens', () => {
    const review = renderReview([ETH_TOKEN, USDC]);
    expect(review.queryByText(/not in the official token list/)).not.toBeInTheDocument();
    expect(review.queryByTestId('lookalike-warning')).not.toBeInTheDocument();
  });
});
