import { act, screen, waitFor } from '@testing-library/react';
import { BaseError, UserRejectedRequestError, verifyMessage } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signMessage } from 'wagmi/actions';
import { PENDING_CODE_KEY } from '../lib/pending-code';
import { referralSession } from '../lib/session';
import { httpError, requestsTo, stubReferralApi } from '../test/api-stub';
import { makeSession, resetReferralStorage, WALLET } from '../test/fixtures';
import { createFakeWallet, renderLinkCapture } from '../test/render-referral';

// The wallet's half: wagmi's signMessage, imported on demand; it signs with the wallet's real key.
vi.mock('wagmi/actions', () => ({ signMessage: vi.fn() }));
const sign = vi.mocked(signMessage);

beforeEach(() => {
  resetReferralStorage();
  sign.mockReset();
  sign.mockImplementation((_config, { message }) => WALLET.signMessage({ message }));
  // Only Date is faked (user events, toasts and waitFor keep real timers): signatures carry this second.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const pending = () => window.localStorage.getItem(PENDING_CODE_KEY);
const joined = { success: true, message: 'Registered under referral code ABC23', referrer: '0x7099…79c8' };
const registrations = (fetchMock: ReturnType<typeof stubReferralApi>) =>
  requestsTo(fetchMock, '/api/referral/register');
const declined = () =>
  new BaseError('Signing failed', {
    cause: new UserRejectedRequestError(Object.assign(new Error('User denied message signature.'), { code: 4001 })),
  });

describe('referral links', () => {
  it('remember ?ref= on any page, keep the rest of the URL, and wait for a wallet', async () => {
    const fetchMock = stubReferralApi({ register: () => joined });
    const { router } = renderLinkCapture('/other?ref=%20abc23%20&tab=2#top', createFakeWallet(false));
    await waitFor(() => expect(router.state.location.href).toBe('/other?tab=2#top'));
    expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(pending()).toBe('ABC23');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('register the wallet once when it connects, with one signature as proof, say so, and forget the code', async () => {
    const fetchMock = stubReferralApi({ register: () => joined });
    const wallet = createFakeWallet(false);
    const { router } = renderLinkCapture('/?ref=abc23', wallet);
    await waitFor(() => expect(router.state.location.href).toBe('/'));

    act(() => wallet.connect());
    expect(await screen.findByText('You joined through referral code ABC23')).toBeInTheDocument();
    expect(screen.getByText('Your wallet is now a referral of 0x7099…79c8.')).toBeInTheDocument();
    const [registration, ...more] = registrations(fetchMock);
    expect(more).toHaveLength(0);
    expect(registration?.body).toEqual({ referral_code: 'ABC23', wallet_address: WALLET.address });

    // Written out, not built with the interface's function: a change on either side must show here.
    const text = 'Referral access for 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266 at 1700000000';
    expect(sign).toHaveBeenCalledTimes(1);
    expect(sign).toHaveBeenCalledWith({}, { account: WALLET.address, message: text });
    const [scheme, address, seconds, signature] = registration?.headers.get('Authorization')?.split(/[ :]/) ?? [];
    expect([scheme, address, seconds]).toEqual(['Signature', WALLET.address, '1700000000']);
    expect(await verifyMessage({ address: WALLET.address, message: text, signature: signature as `0x${string}` })).toBe(
      true,
    );
    expect(pending()).toBeNull();

    // Connecting again asks nothing more.
    act(() => wallet.disconnect());
    act(() => wallet.connect());
    await new Promise((r) => setTimeout(r, 20));
    expect(requestsTo(fetchMock, '/api/referral/register')).toHaveLength(1);
    expect(sign).toHaveBeenCalledTimes(1);
  });

  it('reuse the wallet’s sign-in session as proof: no signature asked', async () => {
    referralSession.save(makeSession({ token: 'signed-in' }));
    const fetchMock = stubReferralApi({
      register: (_, auth) => (auth === 'Bearer signed-in' ? joined : httpError(401)),
    });
    renderLinkCapture('/?ref=abc23', createFakeWallet(true));
    expect(await screen.findByText('You joined through referral code ABC23')).toBeInTheDocument();
    expect(registrations(fetchMock)[0]?.headers.get('Authorization')).toBe('Bearer signed-in');
    expect(sign).not.toHaveBeenCalled();
  });

  it('ask for a signature when the stored session has run out', async () => {
    referralSession.save(makeSession({ token: 'old', expires_at: new Date(Date.now() + 30_000).toISOString() }));
    const fetchMock = stubReferralApi({ register: () => joined });
    renderLinkCapture('/?ref=abc23', createFakeWallet(true));
    expect(await screen.findByText('You joined through referral code ABC23')).toBeInTheDocument();
    expect(registrations(fetchMock)[0]?.headers.get('Authorization')).toMatch(/^Signature /);
    expect(sign).toHaveBeenCalledTimes(1);
  });

  it('keep the code when the signature is declined, say why, and offer it again on the next connection only', async () => {
    sign.mockRejectedValue(declined());
    const fetchMock = stubReferralApi({ register: () => joined });
    const wallet = createFakeWallet(true);
    renderLinkCapture('/?ref=abc23', wallet);

    expect(await screen.findByText('Referral code ABC23 needs your signature')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Joining through a referral link takes one signature that proves the wallet is yours (free, not a ' +
          'transaction). Nothing was registered. It will be offered again the next time you connect your wallet.',
      ),
    ).toBeInTheDocument();
    expect(pending()).toBe('ABC23');
    expect(registrations(fetchMock)).toHaveLength(0);

    // The same connection reports again (a new config object): no second prompt.
    act(() => wallet.connect());
    await new Promise((r) => setTimeout(r, 20));
    expect(sign).toHaveBeenCalledTimes(1);

    // The next connection asks again, and this time the person signs.
    act(() => wallet.disconnect());
    sign.mockImplementation((_config, { message }) => WALLET.signMessage({ message }));
    act(() => wallet.connect());
    expect(await screen.findByText('You joined through referral code ABC23')).toBeInTheDocument();
    expect(sign).toHaveBeenCalledTimes(2);
    expect(registrations(fetchMock)).toHaveLength(1);
    expect(pending()).toBeNull();
  });

  it('say plainly when the service refuses the proof, keep the code, and forget a session it no longer knows', async () => {
    referralSession.save(makeSession({ token: 'forgotten-by-service' }));
    stubReferralApi({ register: () => httpError(401, 'The bearer token is unknown or expired: sign in again') });
    renderLinkCapture('/?ref=abc23', createFakeWallet(true));
    expect(await screen.findByText('Referral code ABC23 could not be applied yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The service did not accept the proof that this wallet is yours. It will be offered again the next time ' +
          'you connect your wallet.',
      ),
    ).toBeInTheDocument();
    expect(pending()).toBe('ABC23');
    expect(referralSession.getSnapshot().session).toBeUndefined();
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
    expect(screen.getByRole('listitem')).toHaveAttribute('data-type', 'info');
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
