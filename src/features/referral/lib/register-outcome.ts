import type { RegisterResponse } from '@interface/referral';
import { isApiError } from '@/lib/api-error';

/**
 * What came of registering a wallet under a referral code, and whether the code is kept for the next
 * connection. POST /api/referral/register answers 401 without proof of the wallet, 404 for an unknown
 * code, 400 for the wallet's own code (and for a malformed request), 409 for a wallet that is already
 * registered.
 */
export type RegisterOutcome =
  | { kind: 'joined'; code: string; referrer: string }
  | { kind: 'unknown-code'; code: string }
  | { kind: 'own-code'; code: string }
  | { kind: 'already-registered'; code: string }
  | { kind: 'refused'; code: string; message: string }
  /** The person declined the one signature that proves the wallet is theirs. */
  | { kind: 'declined'; code: string }
  /** The service did not accept the proof of the wallet (an expired session or signature). */
  | { kind: 'unauthorized'; code: string }
  /** The network, a timeout, a rate limit or the service's own trouble: nothing was decided. */
  | { kind: 'try-later'; code: string };

export function registeredOutcome(code: string, response: RegisterResponse): RegisterOutcome {
  return { kind: 'joined', code, referrer: response.referrer };
}

export function failedOutcome(code: string, error: unknown): RegisterOutcome {
  if (!isApiError(error) || error.isTransient || error.status === undefined || error.status >= 500) {
    return { kind: 'try-later', code };
  }
  if (error.status === 401) return { kind: 'unauthorized', code };
  if (error.status === 404) return { kind: 'unknown-code', code };
  if (error.status === 409) return { kind: 'already-registered', code };
  if (error.status === 400 && error.details.some((d) => d.field === 'referral_code')) return { kind: 'own-code', code };
  return { kind: 'refused', code, message: error.message };
}

/** Only an answer that could change next time keeps the code. */
export const keepsCode = (outcome: RegisterOutcome) =>
  outcome.kind === 'try-later' || outcome.kind === 'declined' || outcome.kind === 'unauthorized';

const OFFERED_AGAIN = 'It will be offered again the next time you connect your wallet.';

export interface RegisterNotice {
  title: string;
  description: string;
  tone: 'success' | 'info';
}

/** Plain words for each outcome; none when there is nothing to say yet. */
export function registerNotice(outcome: RegisterOutcome): RegisterNotice | undefined {
  switch (outcome.kind) {
    case 'joined':
      return {
        title: `You joined through referral code ${outcome.code}`,
        description: `Your wallet is now a referral of ${outcome.referrer}.`,
        tone: 'success',
      };
    case 'unknown-code':
      return {
        title: `Referral code ${outcome.code} does not exist`,
        description: 'The link may be mistyped or out of date. Everything else works as usual.',
        tone: 'info',
      };
    case 'own-code':
      return {
        title: 'That is your own referral code',
        description: 'A wallet cannot join through its own referral link.',
        tone: 'info',
      };
    case 'already-registered':
      return {
        title: 'This wallet already joined through a referral',
        description: `A wallet joins once, so referral code ${outcome.code} was not applied.`,
        tone: 'info',
      };
    case 'refused':
      return { title: `Referral code ${outcome.code} could not be used`, description: outcome.message, tone: 'info' };
    case 'declined':
      return {
        title: `Referral code ${outcome.code} needs your signature`,
        description: `Joining through a referral link takes one signature that proves the wallet is yours (free, not a transaction). Nothing was registered. ${OFFERED_AGAIN}`,
        tone: 'info',
      };
    case 'unauthorized':
      return {
        title: `Referral code ${outcome.code} could not be applied yet`,
        description: `The service did not accept the proof that this wallet is yours. ${OFFERED_AGAIN}`,
        tone: 'info',
      };
    case 'try-later':
      return undefined;
  }
}
