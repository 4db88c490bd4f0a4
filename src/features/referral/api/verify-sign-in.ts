import { type Session, sessionSchema } from '@interface/auth';
import { env } from '@/app/env';
import { postJson } from '@/lib/http';

/**
 * POST /api/auth/verify: the signed message for a bearer token that lives 24 hours. Never retried:
 * the nonce inside is single-use, so a repeat could only fail.
 */
export function verifySignIn(body: { message: string; signature: string }): Promise<Session> {
  return postJson(env.launchApiUrl, '/api/auth/verify', body, sessionSchema);
}
