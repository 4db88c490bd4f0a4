import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpRequestError } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { LogReadError } from '@/lib/log-pages';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it("says how the chain's RPC refused a log read, with a way to try again", async () => {
    const refused = new HttpRequestError({ url: 'https://rpc.example', status: 429, details: 'Too Many Requests' });
    const onRetry = vi.fn();
    render(
      <ErrorState
        title="The trades could not be read"
        error={new LogReadError('rate-limited', 100n, 10_099n, refused)}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      "The chain's RPC is limiting requests (rate limit) and refused blocks 100–10099: try again in a minute.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps a plain sentence for anything unexpected', () => {
    render(<ErrorState title="The trades could not be read" error={new Error('boom\n at stack')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while loading this.');
  });
});
