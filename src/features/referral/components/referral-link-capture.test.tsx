import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_CODE_KEY } from '../lib/pending-code';
import { httpError, requestsTo, stubReferralApi } from '../test/api-stub';
import { resetReferralStorage, WALLET } from '../test/fixtures';
import { createFakeWallet, renderLinkCapture } from '../test/render-referral';

beforeEach(resetReferralStorage);
afterEach(() => {
  vi.unstubAllGlobals();
});

const pending = () => window.localStorage.getItem(PENDING_CODE_KEY);
const joined = { success: true, message: 'Registered under referral code ABC23', referrer: '0x7099…79c8' };

describe('referral links', () => {
  it('remember ?ref= on any page, keep the rest of the URL, and wait for a wallet', async () => {
    const fetchMock = stubReferralApi({ register: () => joined });
    const { router } = renderLinkCapture('/other?ref=%20abc23%20&tab=2#top', createFakeWallet(false));
    await waitFor(() => expect(router.state.location.href).toBe('/other?tab=2#top'));
    expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(pending()).toBe('ABC23');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('register the wallet once when it connects, say so, and forget the code', async () => {
    const fetchMock = stubReferralApi({ register: () => joined });
    const wallet = createFakeWallet(false);
    const { router } = renderLinkCapture('/?ref=abc23', wallet);
    await waitFor(() => expect(router.state.location.href).toBe('/'));

    act(() => wallet.connect());
    expect(await screen.findByText('You joined through referral code ABC23')).toBeInTheDocument();
    expect(screen.getByText('Your wallet is now a referral of 0x7099…79c8.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/referral/register').map((r) => r.body)).toEqual([
      { referral_code: 'ABC23', wallet_address: WALLET.address },
    ]);
    expect(pending()).toBeNull();

    // Connecting again asks nothing more.
    act(() => wallet.disconnect());
    act(() => wallet.connect());
    await new Promise((r) => setTimeout(r, 20));
    expect(requestsTo(fetchMock, '/api/referral/register')).toHaveLength(1);
  });

  it.each([
    [httpError(404, 'Referral code NOPE was not found'), 'Referral code NOPE does not exist'],
    [
      httpError(400, 'A wallet cannot use its own referral code', {
        details: [{ field: 'referral_code', message: 'is your own code' }],
      }),
      'That is your own referral code',
    ],
    [httpError(409, 'This wallet is already registered'), 'This wallet already joined through a referral'],
  ])('answer a refusal with a plain notice and forget the code (%#)', async (answer, notice) => {
    stubReferralApi({ register: () => answer });
    renderLinkCapture('/?ref=nope', createFakeWallet(true));
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveAttribute('data-tone', 'info');
    await waitFor(() => expect(pending()).toBeNull());
  });

  it('keep the code when the service cannot be reached, and try again on the next connection', async () => {
    let online = false;
    const fetchMock = stubReferralApi({ register: () => (online ? joined : 'offline') });
    const wallet = createFakeWallet(true);
    renderLinkCapture('/?ref=abc23', wallet);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/referral/register')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(pending()).toBe('ABC23');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();

    online = true;
    act(() => wallet.disconnect());
    act(() => wallet.connect());
    expect(await screen.findByText('You joined through referral code ABC23')).toBeInTheDocument();
    expect(pending()).toBeNull();
  });

  it('use a code remembered on an earlier visit', async () => {
    window.localStorage.setItem(PENDING_CODE_KEY, 'ABC23');
    const fetchMock = stubReferralApi({ register: () => joined });
    renderLinkCapture('/', createFakeWallet(true));
    expect(await screen.findByText('You joined through referral code ABC23')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/referral/register')).toHaveLength(1);
  });
});
