import { createSiweMessage } from 'viem/siwe';
import { addressSchema, isoTimestampSchema } from './common';
import { z } from './zod';

/** Sign-In with Ethereum for the referral endpoints (bearer tokens), and the `Signature` alternative. */

/**
 * A single-use nonce with the times to sign, from the service's clock: a trader whose computer clock
 * is wrong signs the service's times and still signs in.
 */
export const nonceResponseSchema = z
  .object({ nonce: z.string(), issued_at: isoTimestampSchema, expires_at: isoTimestampSchema })
  .register(z.globalRegistry, { id: 'Nonce' });
export type NonceResponse = z.infer<typeof nonceResponseSchema>;
export const verifyRequestSchema = z
  .object({
    message: z.string().check(z.minLength(1), z.maxLength(4000)),
    signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/), z.maxLength(1000)),
  })
  .register(z.globalRegistry, { id: 'SiweVerify' });
export const sessionSchema = z
  .object({ token: z.string(), address: addressSchema, expires_at: isoTimestampSchema })
  .register(z.globalRegistry, { id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

/** The text signed for `Authorization: Signature <address>:<unix seconds>:<signature>`. */
export function referralAccessMessage(address: string, unixSeconds: number): string {
  return `Referral access for ${address.toLowerCase()} at ${unixSeconds}`;
}

export const SIGN_IN_STATEMENT = 'Sign in to Launchdeck to see your referral program.';

export interface SignInMessageInput {
  /** The host of the app's origin: the service accepts only the hosts of its allowed origins. */
  domain: string;
  /** The app's origin. */
  uri: string;
  address: `0x${string}`;
  chainId: number;
  /** From `GET /api/auth/nonce`, with the two times below: the service's clock, not the browser's. */
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * The EIP-4361 (Sign-In with Ethereum) text the wallet shows and signs: readable, bound to the site,
 * the chain, a single-use nonce and the service's times. The app builds it; the service verifies it.
 */
export function signInMessage(m: SignInMessageInput): string {
  return createSiweMessage({
    domain: m.domain,
    uri: m.uri,
    address: m.address,
    chainId: m.chainId,
    nonce: m.nonce,
    version: '1',
    statement: SIGN_IN_STATEMENT,
    issuedAt: m.issuedAt,
    expirationTime: m.expiresAt,
  });
}
