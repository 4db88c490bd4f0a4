import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletStateProvider } from '../wallet-state';
import WalletLayer from './wallet-layer';

const onShown = () => {};

/** The wallet button above the layer: it renders again as the wallet's state changes. */
function Parent() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        render again ({renders})
      </button>
      <WalletLayer onShown={onShown} />
    </>
  );
}

describe('the wallet layer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets the button above it render again without updating RainbowKit while rendering', async () => {
    const errors = vi.spyOn(console, 'error');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WalletStateProvider autoLoad={false}>
          <Parent />
        </WalletStateProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: /connect wallet/i })).toBeInTheDocument();
    for (let i = 1; i <= 3; i++) {
      fireEvent.click(screen.getByRole('button', { name: /render again/ }));
      expect(await screen.findByRole('button', { name: `render again (${i})` })).toBeInTheDocument();
    }
    const whileRendering = errors.mock.calls.filter((args) => String(args[0]).includes('while rendering'));
    expect(whileRendering).toEqual([]);
  });
});
