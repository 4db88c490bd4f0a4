import type { ReferralPeriod } from '@interface/referral';

/**
 * Every query key of the referral program, from one place. The caller's address is part
 * of each key: another wallet's code or statistics never show from the cache.
 */
export const referralKeys = {
  all: ['referral'] as const,
  account: (address: string) => [...referralKeys.all, address.toLowerCase()] as const,
  code: (address: string) => [...referralKeys.account(address), 'code'] as const,
  stats: (address: string, period: ReferralPeriod) => [...referralKeys.account(address), 'stats', period] as const,
};
