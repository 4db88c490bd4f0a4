import type { Config } from '../config';

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/**
 * Verifies a Turnstile token. Without a secret (the local default) only the configured development
 * token passes, so the check can never be skipped by accident.
 */
export function createHumanCheck(config: Config) {
  if (!config.turnstileSecret) {
    return async (token: string) => token === config.turnstileDevToken;
  }
  const secret = config.turnstileSecret;
  return async (token: string, remoteIp?: string) => {
    try {
      const res = await fetch(SITEVERIFY, {
        method: 'POST',
        body: new URLSearchParams({ secret, response: token, ...(remoteIp && { remoteip: remoteIp }) }),
        signal: AbortSignal.timeout(5000),
      });
      const result = (await res.json()) as { success?: boolean };
      return result.success === true;
    } catch {
      return false;
    }
  };
}
