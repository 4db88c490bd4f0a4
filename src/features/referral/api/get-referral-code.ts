import type { Session } from '@interface/auth';
import { type ReferralCode, referralCodeSchema } from '@interface/referral';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralKeys } from './keys';
import { getWithSession } from './with-session';

/**
 * GET /api/referral/code: the caller's code, created on first use. It never changes and the endpoint
 * allows only 10 calls a minute, so it is read once per wallet and kept.
 */
function referralCodeQueryOptions(session: Session) {
  return queryOptions({
    queryKey: referralKeys.code(session.address),
    queryFn: ({ signal }): Promise<ReferralCode> =>
      getWithSession(session, '/api/referral/code', {}, referralCodeSchema, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60 * 60_000,
  });
}

export function useReferralCode(session: Session) {
  return useQuery(referralCodeQueryOptions(session));
}
