import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransactionPreview } from './transaction-preview';

const region = () => screen.getByRole('region', { name: 'What this transaction does' });

describe('TransactionPreview', () => {
  it('says it is simulating while it loads', () => {
    render(<TransactionPreview state={{ status: 'loading' }} />);
    expect(region()).toHaveAttribute('aria-busy', 'true');
    expect(within(region()).getByRole('status')).toHaveTextContent('Simulating this exact transaction');
  });

  it('lists what is sent, received and approved', () => {
    render(
      <TransactionPreview
        state={{
          status: 'ready',
          block: 41n,
          lines: [
            { kind: 'send', text: 'You send 0.1 ETH', detail: 'to the curve (0x2222…2222)' },
            { kind: 'receive', text: 'You receive at least 1,234,567 PEPE', detail: '1,250,000 PEPE if sent now' },
            { kind: 'approve', text: 'Allow the Uniswap router (0x7a25…488d) to spend 1,000 USDT' },
          ],
        }}
      />,
    );
    const items = within(region()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '−You send 0.1 ETHto the curve (0x2222…2222)',
      '+You receive at least 1,234,567 PEPE1,250,000 PEPE if sent now',
      '✓Allow the Uniswap router (0x7a25…488d) to spend 1,000 USDT',
    ]);
    expect(within(region()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when nothing moves but the gas', () => {
    render(<TransactionPreview state={{ status: 'ready', block: 41n, lines: [] }} />);
    expect(region()).toHaveTextContent('Nothing enters or leaves your account but the gas.');
  });

  it('alerts a block, with the lines that caused it', () => {
    render(
      <TransactionPreview
        state={{
          status: 'blocked',
          block: 41n,
          lines: [{ kind: 'send', text: 'You send 9 PEPE' }],
          reason: 'Not chosen.',
        }}
      />,
    );
    expect(within(region()).getByRole('alert')).toHaveTextContent('Blocked before your wallet.Not chosen.');
    expect(region()).toHaveTextContent('You send 9 PEPE');
  });

  it('alerts a revert with its reason', () => {
    render(<TransactionPreview state={{ status: 'reverted', reason: 'BidTooLow(100)' }} />);
    expect(within(region()).getByRole('alert')).toHaveTextContent('would refuse this transaction now.BidTooLow(100)');
  });

  it('says in words that the preview is unavailable, never a blank', () => {
    render(
      <TransactionPreview
        state={{ status: 'unavailable', reason: 'This chain’s RPC does not offer eth_simulateV1.' }}
      />,
    );
    expect(within(region()).getByRole('status')).toHaveTextContent(
      'Preview unavailable: This chain’s RPC does not offer eth_simulateV1. The transaction is still simulated before your wallet is asked.',
    );
  });
});
