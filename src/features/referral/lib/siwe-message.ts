import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';

export const SIGN_IN_STATEMENT = 'Sign in to Launchdeck to see your referral program.';
/** The service refuses messages that live longer than 10 minutes; the nonce lives as long. */
export const SIGN_IN_MESSAGE_LIFETIME_MS = 10 * 60_000;

export interface SignInMessageInput {
  address: Address;
  /** The connected chain: the service refuses any other than its own. */
  chainId: number;
  /** Fresh from GET /api/auth/nonce: each one signs in once. */
  nonce: string;
  now?: Date;
  /** Where the app runs: the service accepts only the hosts of its allowed origins as the domain. */
  location?: Pick<Location, 'host' | 'origin'>;
}

/** The EIP-4361 text the wallet shows and signs: readable, bound to this site, chain, nonce and 10 minutes. */
export function buildSignInMessage({
  address,
  chainId,
  nonce,
  now = new Date(),
  location = window.location,
}: SignInMessageInput): string {
  return createSiweMessage({
    domain: location.host,
    uri: location.origin,
    address,
    chainId,
    nonce,
    version: '1',
    statement: SIGN_IN_STATEMENT,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + SIGN_IN_MESSAGE_LIFETIME_MS),
  });
}
