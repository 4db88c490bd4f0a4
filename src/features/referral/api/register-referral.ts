import { type RegisterResponse, registerResponseSchema } from '@interface/referral';
import { env } from '@/app/env';
import { postJson } from '@/lib/http';

export interface RegisterReferralBody {
  referral_code: string;
  wallet_address: string;
}

/**
 * POST /api/referral/register (5 a minute per IP), with an `Authorization` of `wallet_address`: trader
 * addresses are public, so the service registers only a wallet that proves it is the caller's. Not
 * retried: after a lost answer a repeat would say "already registered" for a registration that worked.
 */
export function registerReferral(body: RegisterReferralBody, authorization: string): Promise<RegisterResponse> {
  return postJson(env.launchApiUrl, '/api/referral/register', body, registerResponseSchema, {
    headers: { Authorization: authorization },
  });
}
