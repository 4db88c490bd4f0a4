import { signInMessage } from '@interface/auth';
import type { Address } from 'viem';

/** What GET /api/auth/nonce gave: a single-use nonce and the times to sign, from the service's clock. */
export interface SignInNonce {
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}

export interface SignInMessageInput {
  address: Address;
  /** The connected chain: the service refuses any other than its own. */
  chainId: number;
  nonce: SignInNonce;
  /** Where the app runs: the service accepts only the hosts of its allowed origins as the domain. */
  location?: Pick<Location, 'host' | 'origin'>;
}

/**
 * The EIP-4361 text the wallet shows and signs, bound to this site, the chain and the nonce. Its times
 * are the service's, never this computer's: a clock that runs fast or slow cannot fail the sign-in.
 */
export function buildSignInMessage({
  address,
  chainId,
  nonce,
  location = window.location,
}: SignInMessageInput): string {
  return signInMessage({
    domain: location.host,
    uri: location.origin,
    address,
    chainId,
    nonce: nonce.nonce,
    issuedAt: nonce.issuedAt,
    expiresAt: nonce.expiresAt,
  });
}
