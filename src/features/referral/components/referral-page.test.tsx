import { act, screen, waitFor, within } from '@testing-library/react';
import { parseSiweMessage } from 'viem/siwe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { referralSession, SESSION_END_MARGIN_MS, SESSION_KEY } from '../lib/session';
import { httpError, requestsTo, stubReferralApi } from '../test/api-stub';
import { CODE, makeCode, makeSession, makeStats, OTHER_ADDRESS, resetReferralStorage, WALLET } from '../test/fixtures';
import { createFakeWallet, renderReferralPage } from '../test/render-referral';

beforeEach(resetReferralStorage);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A service that signs in anyone and answers the referral endpoints for the token it issued. */
function stubSignedInService(over: Parameters<typeof stubReferralApi>[0] = {}) {
  return stubReferralApi({
    verify: ({ message }) => makeSession({ token: 'fresh', address: parseSiweMessage(message).address!.toLowerCase() }),
    code: (auth) => (auth === 'Bearer fresh' || auth === 'Bearer token-1' ? makeCode() : httpError(401)),
    stats: (_, auth) => (auth === 'Bearer fresh' || auth === 'Bearer token-1' ? makeStats() : httpError(401)),
    ...over,
  });
}

describe('the referrals page', () => {
  it('asks to connect a wallet first', async () => {
    const fetchMock = stubSignedInService();
    const wallet = createFakeWallet(false);
    const { user } = renderReferralPage({ wallet });
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    expect(wallet.open).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'How referral rewards work' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in once with a Sign-In with Ethereum message, then shows the code, the link and the statistics', async () => {
    const fetchMock = stubSignedInService();
    const { user, wallet } = renderReferralPage();

    expect(await screen.findByText(/it costs nothing and moves nothing/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign in with Ethereum' }));

    expect(await screen.findByTestId('referral-code')).toHaveTextContent(CODE);
    // One signature, of a message bound to this page's host and the service's nonce.
    expect(wallet.signedMessages).toHaveLength(1);
    const signed = parseSiweMessage(wallet.signedMessages[0]!);
    expect(signed).toMatchObject({ domain: window.location.host, nonce: 'n0nceFromService42', chainId: 31337 });
    expect(signed.address).toBe(WALLET.address);
    expect(requestsTo(fetchMock, '/api/auth/verify')[0]?.body.message).toBe(wallet.signedMessages[0]);
    // The token is kept for its lifetime and sent as a bearer token.
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY)!)).toMatchObject({ token: 'fresh' });
    expect(requestsTo(fetchMock, '/api/referral/code')[0]?.headers.get('Authorization')).toBe('Bearer fresh');

    const link = `${window.location.origin}/?ref=${CODE}`;
    expect(screen.getByTestId('referral-link')).toHaveTextContent(link);
    expect(screen.getByRole('button', { name: 'Copy referral link' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of your referral link' })).toBeInTheDocument();
    expect(await screen.findByTestId('stat-total_referrals')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-total_points_earned')).toHaveTextContent('1,360.50');
    expect(screen.getByTestId('stat-points_from_milestones')).toHaveTextContent('350');

    const activity = within(screen.getByRole('region', { name: 'Recent activity' }));
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const [, ...events] = activity.getAllByRole('row');
    expect(events.map(cells)).toEqual([
      ['Milestone', '0x3c44…93bc', '+250.00', '1m'],
      ['Trade', '0x3c44…93bc', '+12.50', '5m'],
      ['Joined', '0x90f7…b906', '+0.00', '2h'],
    ]);
    const top = within(screen.getByRole('region', { name: 'Top referrals' }));
    expect(cells(top.getAllByRole('row')[1]!)).toEqual(['1', '0x3c44…93bc', '1,350.50', '3d']);
  });

  it('signs the service’s times, so a computer whose clock runs an hour fast still signs in', async () => {
    // Only Date is faked: the browser believes it is 13:00 while the service's clock says 12:00.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T13:00:00.000Z'));
    const fetchMock = stubSignedInService({
      nonce: () => ({
        nonce: 'n0nceFromService42',
        issued_at: '2026-03-01T12:00:00.000Z',
        expires_at: '2026-03-01T12:10:00.000Z',
      }),
    });
    const { user, wallet } = renderReferralPage();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Ethereum' }));

    expect(await screen.findByTestId('referral-code')).toHaveTextContent(CODE);
    expect(wallet.signedMessages).toHaveLength(1);
    expect(wallet.signedMessages[0]).toContain(
      '\nIssued At: 2026-03-01T12:00:00.000Z\nExpiration Time: 2026-03-01T12:10:00.000Z',
    );
    expect(requestsTo(fetchMock, '/api/auth/verify')[0]?.body.message).toBe(wallet.signedMessages[0]);
  });

  it('opens straight on the dashboard with a stored session, and asks the chosen period', async () => {
    referralSession.save(makeSession());
    const fetchMock = stubSignedInService({
      stats: (period) => makeStats({ total_referrals: period === '7d' ? 1 : 2 }),
    });
    const { user } = renderReferralPage();
    expect(await screen.findByTestId('stat-total_referrals')).toHaveTextContent('2');
    await user.click(screen.getByRole('radio', { name: '7d' }));
    await waitFor(() => expect(screen.getByTestId('stat-total_referrals')).toHaveTextContent('1'));
    expect(requestsTo(fetchMock, '/api/referral/stats').map((r) => r.url.searchParams.get('period'))).toEqual([
      'all',
      '7d',
    ]);
    expect(requestsTo(fetchMock, '/api/auth/nonce')).toHaveLength(0);
  });

  it('drops the session on a 401 and asks to sign in again', async () => {
    referralSession.save(makeSession({ token: 'revoked' }));
    stubSignedInService();
    renderReferralPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('no longer accepts your sign-in');
    expect(screen.getByRole('button', { name: 'Sign in with Ethereum' })).toBeInTheDocument();
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('renews an expired session: the page asks again when the time is up, and one signature brings it back', async () => {
    // The session's end is an hour away on a fake clock that the test moves: never a real wait. The
    // clock also runs with real time (shouldAdvanceTime), so rendering and user events proceed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const HOUR = 3_600_000;
    referralSession.save(
      makeSession({ expires_at: new Date(Date.now() + SESSION_END_MARGIN_MS + HOUR).toISOString() }),
    );
    stubSignedInService();
    const { user } = renderReferralPage();
    expect(await screen.findByTestId('referral-code')).toHaveTextContent(CODE);
    expect(screen.queryByText(/Your sign-in has expired/)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(HOUR));
    expect(await screen.findByText(/Your sign-in has expired/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with Ethereum' }));
    expect(await screen.findByTestId('referral-code')).toHaveTextContent(CODE);
    expect(referralSession.getSnapshot().session?.token).toBe('fresh');
  });

  it("forgets another wallet's session", async () => {
    referralSession.save(makeSession({ address: OTHER_ADDRESS.toLowerCase() }));
    stubSignedInService();
    renderReferralPage();
    expect(await screen.findByRole('button', { name: 'Sign in with Ethereum' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(SESSION_KEY)).toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the service refused a sign-in and stays on the sign-in step', async () => {
    stubSignedInService({ verify: () => httpError(401, 'Sign-in must be for chain 31337') });
    const { user } = renderReferralPage();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Ethereum' }));
    expect(await screen.findByText('Sign-in must be for chain 31337')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Ethereum' })).toBeInTheDocument();
    expect(referralSession.getSnapshot().session).toBeUndefined();
  });

  it('shows the rate limit with its wait, and empty lists as such', async () => {
    referralSession.save(makeSession());
    stubSignedInService({
      code: () => httpError(429, 'Too many requests', { headers: { 'Retry-After': '60' } }),
      stats: () => makeStats({ total_referrals: 0, active_referrals: 0 }, { recent_activity: [], top_referrals: [] }),
    });
    renderReferralPage({ period: '24h' });
    expect(await screen.findByText('Too many requests. You can try again in 60 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText(/Nothing happened in the last 24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/No referral earned you points in the last 24 hours/)).toBeInTheDocument();
  });

  it('offers the platform share sheet only where there is one', async () => {
    referralSession.save(makeSession());
    stubSignedInService();
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const { user } = renderReferralPage();
    await user.click(await screen.findByRole('button', { name: 'Share link…' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/?ref=${CODE}` }));
  });

  it('has no share button without a share sheet', async () => {
    referralSession.save(makeSession());
    stubSignedInService();
    renderReferralPage();
    expect(await screen.findByTestId('referral-code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share link…' })).not.toBeInTheDocument();
  });
});
