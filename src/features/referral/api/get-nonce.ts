import { nonceResponseSchema } from '@interface/auth';
import { env } from '@/app/env';
import { getJson } from '@/lib/http';
import type { SignInNonce } from '../lib/siwe-message';

/**
 * GET /api/auth/nonce: a fresh single-use nonce for Sign-In with Ethereum (30 a minute), with the
 * service's times to sign. Not a cached query: every sign-in needs its own, so RainbowKit's dialog
 * asks for one each time it opens.
 */
export async function getSignInNonce(): Promise<SignInNonce> {
  const answer = await getJson(env.launchApiUrl, '/api/auth/nonce', {}, nonceResponseSchema);
  return { nonce: answer.nonce, issuedAt: new Date(answer.issued_at), expiresAt: new Date(answer.expires_at) };
}
