import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubReferralApi } from '../test/api-stub';
import { WALLET } from '../test/fixtures';
import { createReferralSignIn } from './sign-in';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ask = (nonce: string) => ({ nonce, address: WALLET.address, chainId: 31337 });

describe('the referral sign-in adapter', () => {
  it('builds the message again for the same nonce (after a declined signature), with the same times', async () => {
    stubReferralApi({
      nonce: () => ({
        nonce: 'n0nceNumber1',
        issued_at: '2026-03-01T12:00:00.000Z',
        expires_at: '2026-03-01T12:10:00.000Z',
      }),
    });
    const signIn = createReferralSignIn('unauthenticated', vi.fn());
    const nonce = await signIn.getNonce();
    expect(nonce).toBe('n0nceNumber1');
    const message = signIn.createMessage(ask(nonce));
    expect(message).toContain('\nNonce: n0nceNumber1\nIssued At: 2026-03-01T12:00:00.000Z\n');
    // A page re-render makes a new adapter object; the nonce it gave out is still known.
    expect(createReferralSignIn('unauthenticated', vi.fn()).createMessage(ask(nonce))).toBe(message);
  });

  it('refuses a nonce this page never received, rather than sign times it does not know', () => {
    expect(() => createReferralSignIn('unauthenticated', vi.fn()).createMessage(ask('made-up'))).toThrow(
      'No sign-in nonce made-up was issued on this page',
    );
  });
});
