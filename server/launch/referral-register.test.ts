/** Registration under a referral code needs proof of the wallet: trader addresses are public. */
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonceResponseSchema, sessionSchema } from '../../interface/auth';
import { referralCodeSchema, registerResponseSchema } from '../../interface/referral';
import { addr, failure, type Harness, ok, signatureAuth, siweMessage, startHarness, wallets } from '../test/harness';

let h: Harness;
let code = '';
const referrer = wallets[0]!;
const newcomer = privateKeyToAccount(`0x${'11'.repeat(32)}`);
const wallet = addr(newcomer);

beforeAll(async () => {
  h = await startHarness();
  const headers = { Authorization: await signatureAuth(referrer, h.clock.now) };
  code = ok(await h.launch('/api/referral/code', { headers }), referralCodeSchema).code;
});
afterAll(() => h.close());

const register = (
  authorization?: string,
  body: Record<string, string> = { referral_code: code, wallet_address: wallet },
) => h.launchPost('/api/referral/register', body, authorization === undefined ? {} : { Authorization: authorization });

async function bearerOf(w: typeof newcomer) {
  const { nonce } = ok(await h.launch('/api/auth/nonce'), nonceResponseSchema);
  const message = siweMessage(w, { nonce, nowMs: h.clock.now });
  const verified = await h.launchPost('/api/auth/verify', { message, signature: await w.signMessage({ message }) });
  return `Bearer ${ok(verified, sessionSchema).token}`;
}

describe('POST /api/referral/register needs proof of wallet_address', () => {
  it('is 401 without an Authorization, before looking at the body', async () => {
    expect(failure(await register(), 401, 'UNAUTHORIZED').message).toMatch(/Authorization/);
    failure(await register(undefined, {}), 401, 'UNAUTHORIZED');
  });

  it('is 401 with proof of another wallet, naming the one to prove', async () => {
    h.nextMinute();
    const other = await signatureAuth(wallets[2]!, h.clock.now);
    expect(failure(await register(other), 401, 'UNAUTHORIZED').message).toContain(wallet);
    expect(failure(await register(await bearerOf(referrer)), 401, 'UNAUTHORIZED').message).toContain(wallet);
  });

  it('registers with the wallet’s bearer session, then says it is already registered', async () => {
    h.nextMinute();
    const bearer = await bearerOf(newcomer);
    ok(await register(bearer), registerResponseSchema);
    failure(await register(bearer), 409, 'CONFLICT');
  });

  it('registers with the wallet’s Signature header', async () => {
    h.nextMinute();
    const third = wallets[3]!;
    const body = { referral_code: code, wallet_address: third.address };
    ok(await register(await signatureAuth(third, h.clock.now), body), registerResponseSchema);
  });
});
