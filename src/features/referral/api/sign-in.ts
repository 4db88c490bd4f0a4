import type { WalletAuthStatus, WalletSignIn } from '@/features/wallet/wallet-state';
import { referralSession } from '../lib/session';
import { buildSignInMessage, type SignInNonce } from '../lib/siwe-message';
import { getSignInNonce } from './get-nonce';
import { verifySignIn } from './verify-sign-in';

/**
 * The nonces given out on this page, with their times. RainbowKit passes only the nonce string from
 * getNonce to createMessage, and it may build the message again for the same nonce (after a declined
 * signature), so they are kept by nonce: a few at most, since each dialog asks for one.
 */
const issued = new Map<string, SignInNonce>();
const MAX_ISSUED = 8;

async function nextNonce(): Promise<string> {
  const nonce = await getSignInNonce();
  issued.set(nonce.nonce, nonce);
  for (const old of issued.keys()) {
    if (issued.size <= MAX_ISSUED) break;
    issued.delete(old);
  }
  return nonce.nonce;
}

function messageFor({ nonce, address, chainId }: Parameters<WalletSignIn['createMessage']>[0]): string {
  const times = issued.get(nonce);
  // RainbowKit shows its own "could not prepare the message" and asks for a new nonce.
  if (!times) throw new Error(`No sign-in nonce ${nonce} was issued on this page`);
  return buildSignInMessage({ address, chainId, nonce: times });
}

/**
 * Sign-In with Ethereum for the referral endpoints, as the wallet's RainbowKit dialog runs it: a nonce
 * and the times from the service, the EIP-4361 message, the wallet's signature, and the service's
 * bearer token in exchange, kept in the session store for its 24 hours. RainbowKit signs out on
 * disconnect.
 */
export function createReferralSignIn(status: WalletAuthStatus, onRefused: (error: unknown) => void): WalletSignIn {
  return {
    status,
    getNonce: nextNonce,
    createMessage: messageFor,
    async verify({ message, signature }) {
      try {
        referralSession.save(await verifySignIn({ message, signature }));
        return true;
      } catch (error) {
        // RainbowKit says only "error verifying signature": the service's reason goes beside it.
        onRefused(error);
        return false;
      }
    },
    signOut: async () => referralSession.drop(),
  };
}
