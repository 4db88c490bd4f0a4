import { referralAccessMessage } from '@interface/auth';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { signStamped } from '@/lib/sign-stamped';
import { referralSession, usableSession } from '../lib/session';

export interface WalletProof {
  /** The `Authorization` header value. */
  authorization: string;
  /** The bearer token it carries, when it is the wallet's sign-in session. */
  sessionToken?: string;
}

/**
 * Proof that the caller speaks for `address`: the wallet's own sign-in session when it has one left,
 * so no signature is asked twice; otherwise one signature of the referral access text, stamped with
 * this second (`Authorization: Signature <address>:<unix seconds>:<signature>`).
 */
export async function proveWallet(config: Config, address: Address): Promise<WalletProof> {
  const session = usableSession(referralSession.getSnapshot().session, address, Date.now());
  if (session) return { authorization: `Bearer ${session.token}`, sessionToken: session.token };

  const { signedAt, signature } = await signStamped(config, address, (at) => referralAccessMessage(address, at));
  return { authorization: `Signature ${address}:${signedAt}:${signature}` };
}
