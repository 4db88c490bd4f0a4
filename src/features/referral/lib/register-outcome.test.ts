import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { failedOutcome, keepsCode, registeredOutcome, registerNotice } from './register-outcome';

const http = (status: number, details: { field: string; message: string }[] = []) =>
  new ApiError({ kind: 'http', status, message: `answered ${status}`, details });

describe('registering under a referral code', () => {
  it('says who the referrer is when it worked, and forgets the code', () => {
    const outcome = registeredOutcome('ABC', { success: true, message: 'ok', referrer: '0x1234…abcd' });
    expect(registerNotice(outcome)).toEqual({
      title: 'You joined through referral code ABC',
      description: 'Your wallet is now a referral of 0x1234…abcd.',
      tone: 'success',
    });
    expect(keepsCode(outcome)).toBe(false);
  });

  it.each([
    [404, [], 'unknown-code', 'Referral code ABC does not exist'],
    [400, [{ field: 'referral_code', message: 'is your own code' }], 'own-code', 'That is your own referral code'],
    [409, [], 'already-registered', 'This wallet already joined through a referral'],
    [400, [{ field: 'wallet_address', message: 'bad' }], 'refused', 'Referral code ABC could not be used'],
  ])('answers %i with a plain info notice and forgets the code', (status, details, kind, title) => {
    const outcome = failedOutcome('ABC', http(status, details));
    expect(outcome.kind).toBe(kind);
    expect(registerNotice(outcome)).toMatchObject({ title, tone: 'info' });
    expect(keepsCode(outcome)).toBe(false);
  });

  it('keeps the code when the service refuses the proof of the wallet, and says it will be offered again', () => {
    const outcome = failedOutcome('ABC', http(401));
    expect(outcome).toEqual({ kind: 'unauthorized', code: 'ABC' });
    expect(keepsCode(outcome)).toBe(true);
    expect(registerNotice(outcome)).toMatchObject({
      title: 'Referral code ABC could not be applied yet',
      description: expect.stringMatching(/offered again the next time you connect/),
    });
  });

  it('keeps the code when the signature is declined, and says registering needs it', () => {
    const outcome = { kind: 'declined', code: 'ABC' } as const;
    expect(keepsCode(outcome)).toBe(true);
    expect(registerNotice(outcome)).toMatchObject({
      title: 'Referral code ABC needs your signature',
      description: expect.stringMatching(/takes one signature .* offered again the next time you connect/),
    });
  });

  it.each([
    ['the network', new ApiError({ kind: 'network', message: 'offline' })],
    ['a timeout', new ApiError({ kind: 'timeout', message: 'slow' })],
    ['a rate limit', http(429)],
    ['a server error', http(500)],
    ['anything unexpected', new TypeError('boom')],
  ])('keeps the code, silently, after %s', (_, error) => {
    const outcome = failedOutcome('ABC', error);
    expect(outcome.kind).toBe('try-later');
    expect(keepsCode(outcome)).toBe(true);
    expect(registerNotice(outcome)).toBeUndefined();
  });
});
