import { type ReferralPeriod, referralPeriodValues } from '@interface/referral';
import { z } from '@interface/zod';
import { lenientParam } from '@/lib/lenient-param';

export const DEFAULT_PERIOD: ReferralPeriod = 'all';

export const PERIOD_OPTIONS: readonly { value: ReferralPeriod; label: string; long: string }[] = [
  { value: '24h', label: '24h', long: 'the last 24 hours' },
  { value: '7d', label: '7d', long: 'the last 7 days' },
  { value: '30d', label: '30d', long: 'the last 30 days' },
  { value: 'all', label: 'All', long: 'all time' },
];

/**
 * The referrals page's URL state: `?period=7d`. A URL is user input: junk falls back to the default,
 * and the default is left out.
 */
export const referralSearchSchema = z.object({
  period: lenientParam(z.enum(referralPeriodValues)),
});
