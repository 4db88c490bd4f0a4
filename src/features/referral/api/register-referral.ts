import { type RegisterResponse, registerResponseSchema } from '@interface/referral';
import { useMutation } from '@tanstack/react-query';
import { env } from '@/app/env';
import { postJson } from '@/lib/http';
import { referralKeys } from './keys';

interface RegisterReferralBody {
  referral_code: string;
  wallet_address: string;
}

/**
 * POST /api/referral/register (5 a minute per IP). Not retried: after a lost answer a repeat would
 * say "already registered" for a registration that worked.
 */
function registerReferral(body: RegisterReferralBody): Promise<RegisterResponse> {
  return postJson(env.launchApiUrl, '/api/referral/register', body, registerResponseSchema);
}

export function useRegisterReferral() {
  return useMutation({ mutationKey: referralKeys.register(), mutationFn: registerReferral });
}
