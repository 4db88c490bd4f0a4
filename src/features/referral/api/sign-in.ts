import type { WalletAuthStatus, WalletSignIn } from '@/features/wallet/wallet-state';
import { referralSession } from '../lib/session';
import { buildSignInMessage } from '../lib/siwe-message';
import { getSignInNonce } from './get-nonce';
import { verifySignIn } from './verify-sign-in';

/**
 * Sign-In with Ethereum for the referral endpoints, as the wallet's RainbowKit dialog runs it: a nonce
 * from the service, the EIP-4361 message, the wallet's signature, and the service's bearer token in
 * exchange, kept in the session store for its 24 hours. RainbowKit signs out on disconnect.
 */
export function createReferralSignIn(status: WalletAuthStatus, onRefused: (error: unknown) => void): WalletSignIn {
  return {
    status,
    getNonce: getSignInNonce,
    createMessage: buildSignInMessage,
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
