import { screen, waitFor, within } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { useWalletBridge } from '@/features/wallet/wallet-state';
import { renderRoute } from '@/test/render';
import { PENDING_CODE_KEY } from '../lib/pending-code';
import { stubReferralApi } from '../test/api-stub';
import { resetReferralStorage } from '../test/fixtures';

// The real layer is wagmi + RainbowKit (e2e/referrals.spec.ts covers it in Chromium): a stand-in
// reports a loaded wallet with no account, the way it does.
vi.mock('@/features/wallet/components/wallet-layer', () => ({
  default: function FakeWalletLayer({ onShown }: { onShown: () => void }) {
    const bridge = useWalletBridge();
    useLayoutEffect(() => onShown(), [onShown]);
    useEffect(() => bridge.report({ account: undefined, config: {} as Config, open: () => {} }), [bridge]);
    return <span>wallet layer</span>;
  },
}));

beforeEach(resetReferralStorage);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/referrals', () => {
  it('loads the wallet at once and asks to connect; a referral link there is remembered and cleaned away', async () => {
    const fetchMock = stubReferralApi({});
    const { router } = renderRoute('/referrals?period=7d&ref=abc23');
    expect(await screen.findByRole('heading', { level: 1, name: 'Referrals' })).toBeInTheDocument();
    expect(await screen.findByText('wallet layer', {}, { timeout: 3000 })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('button', { name: 'Connect wallet' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/referrals?period=7d'));
    expect(window.localStorage.getItem(PENDING_CODE_KEY)).toBe('ABC23');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to all time for a period it does not know', async () => {
    stubReferralApi({});
    const { router } = renderRoute('/referrals?period=year');
    expect(await screen.findByRole('heading', { level: 1, name: 'Referrals' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ period: undefined });
  });
});
