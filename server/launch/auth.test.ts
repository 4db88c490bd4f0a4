import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonceResponseSchema, referralAccessMessage, sessionSchema, signInMessage } from '../../interface/auth';
import { REFERRAL_CODE_ALPHABET, referralCodeSchema, referralStatsSchema } from '../../interface/referral';
import {
  addr,
  DAY,
  failure,
  type Harness,
  MINUTE,
  ok,
  signatureAuth,
  siweMessage,
  startHarness,
  wallets,
} from '../test/harness';
import type { SiweOptions } from '../test/wallets';

let h: Harness;
const [w0, w1, w2] = [wallets[0]!, wallets[1]!, wallets[2]!];

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const nonce = async () => ok(await h.launch('/api/auth/nonce'), nonceResponseSchema).nonce;
async function signIn(w = w0, over: Partial<SiweOptions> = {}, signer = w) {
  const message = siweMessage(w, { nonce: await nonce(), nowMs: h.clock.now, ...over });
  return { message, signature: await signer.signMessage({ message }) };
}
/** A sign-in message with one of its lines rewritten (or dropped, with ''), signed as it then reads. */
async function tampered(line: RegExp, replacement: string, over: Partial<SiweOptions> = {}) {
  const { message } = await signIn(w0, over);
  expect(message).toMatch(line);
  const edited = message.replace(line, replacement);
  return { message: edited, signature: await w0.signMessage({ message: edited }) };
}
const verify = (b: unknown) => h.launchPost('/api/auth/verify', b);
const stats = (authorization?: string) =>
  h.launch('/api/referral/stats', authorization === undefined ? {} : { headers: { Authorization: authorization } });

describe('Sign-In with Ethereum', () => {
  it('hands out fresh nonces with the times to sign, from the service clock', async () => {
    const [a, b] = [await nonce(), await nonce()];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9]{8,}$/);
    const n = ok(await h.launch('/api/auth/nonce'), nonceResponseSchema);
    expect(n.issued_at).toBe(new Date(h.clock.now).toISOString());
    expect(n.expires_at).toBe(new Date(h.clock.now + 10 * MINUTE).toISOString());
  });

  it('signs in with the app’s message (signInMessage) built on the nonce’s own times, whatever the browser clock', async () => {
    h.nextMinute();
    const n = ok(await h.launch('/api/auth/nonce'), nonceResponseSchema);
    // The browser's clock plays no part: the message carries the service's times.
    const message = signInMessage({
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      address: w1.address,
      chainId: 31337,
      nonce: n.nonce,
      issuedAt: new Date(n.issued_at),
      expiresAt: new Date(n.expires_at),
    });
    h.clock.advance(9 * MINUTE);
    const s = ok(await verify({ message, signature: await w1.signMessage({ message }) }), sessionSchema);
    expect(s.address).toBe(addr(w1));
  });

  it('keeps a nonce for 10 minutes', async () => {
    h.nextMinute();
    const n = ok(await h.launch('/api/auth/nonce'), nonceResponseSchema);
    h.clock.advance(10 * MINUTE - 1000);
    const message = siweMessage(w0, { nonce: n.nonce, nowMs: h.clock.now - MINUTE, lifetimeMs: 2 * MINUTE });
    ok(await verify({ message, signature: await w0.signMessage({ message }) }), sessionSchema);
  });

  it.each([
    [
      'an Issued At that is not a date (with a year to live)',
      /^Issued At: .*$/m,
      'Issued At: whenever',
      /Issued At.*not a date/,
    ],
    ['no Issued At', /^Issued At: .*\n/m, '', /must state its Issued At/],
    ['no Expiration Time', /\nExpiration Time: .*$/m, '', /must state its Expiration Time/],
    [
      'an Expiration Time that is not a date',
      /^Expiration Time: .*$/m,
      'Expiration Time: soon',
      /Expiration Time.*not a date/,
    ],
  ])('refuses a message with %s, saying so', async (_, line, replacement, why) => {
    h.nextMinute();
    const signed = await tampered(line, replacement, { lifetimeMs: 365 * DAY });
    expect(failure(await verify(signed), 401, 'UNAUTHORIZED').message).toMatch(why);
  });

  it('says why it refuses a lifetime over 10 minutes, a message from the future and an expired one', async () => {
    h.nextMinute();
    const long = await signIn(w0, { lifetimeMs: 10 * MINUTE + 1000 });
    expect(failure(await verify(long), 401, 'UNAUTHORIZED').message).toMatch(/within 10 minutes/);
    const ahead = await signIn(w0, { nowMs: h.clock.now + 2 * MINUTE });
    expect(failure(await verify(ahead), 401, 'UNAUTHORIZED').message).toMatch(/in the future/);
    const old = await signIn(w0, { nowMs: h.clock.now - 6 * MINUTE });
    expect(failure(await verify(old), 401, 'UNAUTHORIZED').message).toMatch(/expired/);
  });

  it('refuses a contract wallet’s sign-in with 401 when the chain cannot be asked', async () => {
    h.nextMinute();
    const wallet = { address: '0x00000000000000000000000000000000000c0de5' as const };
    const message = siweMessage(wallet, { nonce: await nonce(), nowMs: h.clock.now });
    const r = failure(await verify({ message, signature: await w0.signMessage({ message }) }), 401, 'UNAUTHORIZED');
    expect(r.message).toMatch(/could not be checked against the chain/);
  });

  it('exchanges a signed message for a 24 h bearer token that opens the referral endpoints', async () => {
    const s = ok(await verify(await signIn()), sessionSchema);
    expect(s.address).toBe(addr(w0));
    expect(s.expires_at).toBe(new Date(h.clock.now + DAY).toISOString());
    const code = ok(
      await h.launch('/api/referral/code', { headers: { Authorization: `Bearer ${s.token}` } }),
      referralCodeSchema,
    );
    expect(code.code).toMatch(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`));
    expect(code).toMatchObject({ total_referrals: 0, active_referrals: 0, total_points_earned: 0 });
    ok(await stats(`Bearer ${s.token}`), referralStatsSchema);
    h.clock.advance(DAY - MINUTE);
    ok(await stats(`Bearer ${s.token}`), referralStatsSchema);
    h.clock.advance(2 * MINUTE);
    failure(await stats(`Bearer ${s.token}`), 401, 'UNAUTHORIZED');
  });

  it('accepts a nonce once', async () => {
    const signed = await signIn();
    ok(await verify(signed), sessionSchema);
    expect(failure(await verify(signed), 401, 'UNAUTHORIZED').message).toMatch(/nonce/i);
  });

  it.each([
    ['another domain', { domain: 'evil.example' }],
    ['another chain', { chainId: 1 }],
    ['a lifetime over 10 minutes', { lifetimeMs: 10 * MINUTE + 1000 }],
    ['an unknown nonce', { nonce: 'madeUpNonce123' }],
  ])('refuses a message with %s', async (_, over) => {
    failure(await verify(await signIn(w0, over)), 401, 'UNAUTHORIZED');
  });

  it('refuses a message signed by someone else, an expired message or an expired nonce', async () => {
    failure(await verify(await signIn(w0, {}, w1)), 401, 'UNAUTHORIZED');
    const late = await signIn(w0, { lifetimeMs: 2 * MINUTE });
    h.clock.advance(3 * MINUTE);
    failure(await verify(late), 401, 'UNAUTHORIZED');
    const stale = await nonce();
    h.clock.advance(11 * MINUTE);
    const message = siweMessage(w0, { nonce: stale, nowMs: h.clock.now });
    failure(await verify({ message, signature: await w0.signMessage({ message }) }), 401, 'UNAUTHORIZED');
  });

  it('refuses text that is not a SIWE message with 401 and a malformed body with 400', async () => {
    failure(
      await verify({ message: 'let me in', signature: await w0.signMessage({ message: 'let me in' }) }),
      401,
      'UNAUTHORIZED',
    );
    failure(await verify({}), 400, 'INVALID_REQUEST', ['message', 'signature']);
    failure(await verify({ message: 'x', signature: 'nope' }), 400, 'INVALID_REQUEST', ['signature']);
  });
});

describe('Authorization: Signature <address>:<secs>:<sig>', () => {
  it('opens the referral endpoints for 5 minutes and answers the same code as a bearer token', async () => {
    h.nextMinute();
    const header = await signatureAuth(w0, h.clock.now);
    const viaSignature = ok(
      await h.launch('/api/referral/code', { headers: { Authorization: header } }),
      referralCodeSchema,
    );
    const s = ok(await verify(await signIn()), sessionSchema);
    const viaBearer = ok(
      await h.launch('/api/referral/code', { headers: { Authorization: `Bearer ${s.token}` } }),
      referralCodeSchema,
    );
    expect(viaBearer).toEqual(viaSignature);
    h.clock.advance(4 * MINUTE);
    ok(await stats(header), referralStatsSchema);
    h.clock.advance(2 * MINUTE);
    failure(await stats(header), 401, 'UNAUTHORIZED');
  });

  it('refuses signatures from the future, by someone else, or for another address', async () => {
    failure(
      await stats(await signatureAuth(w0, h.clock.now, Math.floor(h.clock.now / 1000) + 120)),
      401,
      'UNAUTHORIZED',
    );
    const secs = Math.floor(h.clock.now / 1000);
    const byOther = await w1.signMessage({ message: referralAccessMessage(w0.address, secs) });
    failure(await stats(`Signature ${w0.address}:${secs}:${byOther}`), 401, 'UNAUTHORIZED');
    const forOther = await w1.signMessage({ message: referralAccessMessage(w1.address, secs) });
    failure(await stats(`Signature ${w2.address}:${secs}:${forOther}`), 401, 'UNAUTHORIZED');
  });

  it.each([
    ['no header', undefined],
    ['an empty bearer', 'Bearer '],
    ['an unknown bearer', 'Bearer not-a-token'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a malformed address', 'Signature 0x1234:1773144000:0xabcd'],
    ['non-numeric seconds', `Signature ${addr(wallets[0]!)}:soon:0xabcd`],
    ['a garbage signature', `Signature ${addr(wallets[0]!)}:NOW:0xdeadbeef`],
    ['a bare signature', 'Signature'],
  ])('is 401 with %s', async (_, header) => {
    h.nextMinute();
    const value = header?.replace('NOW', String(Math.floor(h.clock.now / 1000)));
    failure(await stats(value), 401, 'UNAUTHORIZED');
    failure(
      await h.launch('/api/referral/code', value === undefined ? {} : { headers: { Authorization: value } }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('GET /api/referral/code', () => {
  it('creates the code once and limits callers to 10 a minute', async () => {
    h.nextMinute();
    const headers = { Authorization: await signatureAuth(w2, h.clock.now) };
    const first = ok(await h.launch('/api/referral/code', { headers }), referralCodeSchema);
    for (let i = 2; i <= 10; i++) {
      expect(ok(await h.launch('/api/referral/code', { headers }), referralCodeSchema)).toEqual(first);
    }
    const limited = await h.launch('/api/referral/code', { headers });
    failure(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    h.nextMinute();
    const again = { Authorization: await signatureAuth(w2, h.clock.now) };
    expect(ok(await h.launch('/api/referral/code', { headers: again }), referralCodeSchema)).toEqual(first);
  });
});
