import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { isApiError } from '@/lib/api-error';
import { isUserRejection } from '@/lib/wallet-rejection';
import { failedOutcome, type RegisterOutcome, registeredOutcome } from '../lib/register-outcome';
import { referralSession } from '../lib/session';
import { registerReferral } from './register-referral';
import { proveWallet, type WalletProof } from './wallet-proof';

export interface JoinReferralInput {
  config: Config;
  address: Address;
  code: string;
}

/**
 * Registers the connected wallet under a referral code, with proof that the wallet is the caller's.
 * Loaded on demand by the link capture, which every page mounts: the signing and the session store
 * stay out of the first load. Always settles with an outcome, never throws.
 */
export async function joinReferral({ config, address, code }: JoinReferralInput): Promise<RegisterOutcome> {
  let proof: WalletProof;
  try {
    proof = await proveWallet(config, address);
  } catch (error) {
    return isUserRejection(error) ? { kind: 'declined', code } : { kind: 'try-later', code };
  }
  try {
    return registeredOutcome(
      code,
      await registerReferral({ referral_code: code, wallet_address: address }, proof.authorization),
    );
  } catch (error) {
    // The service no longer knows that session: forget it, so the next attempt (and the referrals
    // page) asks for a fresh proof instead of sending it again.
    if (proof.sessionToken && isApiError(error) && error.status === 401) {
      referralSession.drop('rejected', proof.sessionToken);
    }
    return failedOutcome(code, error);
  }
}
