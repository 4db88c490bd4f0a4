import { SIGN_IN_STATEMENT } from '@interface/auth';
import { recoverMessageAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { buildSignInMessage } from './siwe-message';

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const issuedAt = new Date('2026-03-01T12:00:00.000Z');
const expiresAt = new Date('2026-03-01T12:10:00.000Z');
const location = { host: '127.0.0.1:4173', origin: 'http://127.0.0.1:4173' };

describe('buildSignInMessage', () => {
  const message = buildSignInMessage({
    address: account.address,
    chainId: 31337,
    nonce: { nonce: 'AbCdEf234567', issuedAt, expiresAt },
    location,
  });

  it('binds the sign-in to this site, the connected chain, the nonce and the service’s times', () => {
    expect(parseSiweMessage(message)).toEqual({
      domain: '127.0.0.1:4173',
      uri: 'http://127.0.0.1:4173',
      address: account.address,
      chainId: 31337,
      nonce: 'AbCdEf234567',
      version: '1',
      statement: SIGN_IN_STATEMENT,
      issuedAt,
      expirationTime: expiresAt,
    });
  });

  it('is plain text a person can read, starting with who asks', () => {
    expect(message.split('\n')[0]).toBe('127.0.0.1:4173 wants you to sign in with your Ethereum account:');
    expect(message).toContain('Sign in to Launchdeck to see your referral program.');
    expect(message).toContain('\nIssued At: 2026-03-01T12:00:00.000Z\nExpiration Time: 2026-03-01T12:10:00.000Z');
  });

  it('is signed by the wallet and valid for this domain and nonce until it expires', async () => {
    const signature = await account.signMessage({ message });
    expect(await recoverMessageAddress({ message, signature })).toBe(account.address);
    const fields = parseSiweMessage(message);
    const valid = (time: Date) =>
      validateSiweMessage({
        message: fields,
        address: account.address,
        domain: location.host,
        nonce: 'AbCdEf234567',
        time,
      });
    expect(valid(new Date(issuedAt.getTime() + 60_000))).toBe(true);
    expect(valid(new Date(expiresAt.getTime() + 1))).toBe(false);
  });
});
