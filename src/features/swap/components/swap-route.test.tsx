import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';

const TOKEN = '0x00000000000000000000000000000000000c0ffe';
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      if (pathname === '/api/pairs') return json([]);
      return json({
        name: 'Launchdeck',
        timestamp: '2026-01-01T00:00:00.000Z',
        version: { major: 1, minor: 0, patch: 0 },
        tokens: [{ chainId: 31337, address: TOKEN, symbol: 'TICK', name: 'Tick', decimals: 18, logoURI: '' }],
      });
    }),
  );
});

describe('/swap', () => {
  it('opens a shared swap from its URL', async () => {
    renderRoute(`/swap?out=${TOKEN}&amount=2.5&exact=out`);
    expect(await screen.findByRole('button', { name: 'TICK is the token you buy. Change it.' })).toBeInTheDocument();
    expect(screen.getByLabelText('You buy')).toHaveValue('2.5');
    expect(await screen.findByText('No pairs yet')).toBeInTheDocument();
  });

  it('replaces junk in the URL with the canonical swap', async () => {
    const { router } = renderRoute('/swap?in=DOGE&out=0x12&amount=lots&exact=sideways&in=ETH');
    expect(await screen.findByRole('button', { name: 'ETH is the token you sell. Change it.' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/swap'));
  });

  it('drops a token the list does not have', async () => {
    const unknown = `0x${'9'.repeat(40)}`;
    const { router } = renderRoute(`/swap?out=${unknown}&amount=1`);
    await waitFor(() => expect(router.state.location.href).toBe('/swap?amount=1'));
    expect(screen.getByRole('button', { name: 'Select a token to buy' })).toBeInTheDocument();
  });
});
