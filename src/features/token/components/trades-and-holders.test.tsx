import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TradesAndHolders } from './trades-and-holders';

describe('TradesAndHolders', () => {
  it('shows the trades first and one panel at a time, by click and by arrow keys', async () => {
    const user = userEvent.setup();
    render(<TradesAndHolders trades={<p>the trades</p>} holders={<p>the holders</p>} />);
    const trades = screen.getByRole('tab', { name: 'Trades' });
    expect(trades).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('the trades');
    expect(screen.queryByText('the holders')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Holders' }));
    expect(screen.getByRole('tabpanel', { name: 'Holders' })).toHaveTextContent('the holders');
    expect(screen.queryByText('the trades')).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(trades).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Trades' })).toHaveTextContent('the trades');
  });
});
