import { nonceResponseSchema } from '@interface/auth';
import { env } from '@/app/env';
import { getJson } from '@/lib/http';

/**
 * GET /api/auth/nonce: a fresh single-use nonce for Sign-In with Ethereum (30 a minute). Not a
 * cached query: every sign-in needs its own, so RainbowKit's dialog asks for one each time it opens.
 */
export async function getSignInNonce(): Promise<string> {
  const { nonce } = await getJson(env.launchApiUrl, '/api/auth/nonce', {}, nonceResponseSchema);
  return nonce;
}
