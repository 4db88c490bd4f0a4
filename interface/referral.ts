import { addressSchema, intParam, isoTimestampSchema } from './common';
import { z } from './zod';

/** The launch service's referral program: codes, statistics, registration and the referral leaderboard. */

export const referralPeriodValues = ['24h', '7d', '30d', 'all'] as const;
export type ReferralPeriod = (typeof referralPeriodValues)[number];
export const periodQuerySchema = z.object({ period: z._default(z.optional(z.enum(referralPeriodValues)), 'all') });

export const referralCodeSchema = z
  .object({
    code: z.string(),
    created_at: isoTimestampSchema,
    total_referrals: z.int(),
    active_referrals: z.int(),
    total_points_earned: z.number(),
  })
  .register(z.globalRegistry, { id: 'ReferralCode' });
export type ReferralCode = z.infer<typeof referralCodeSchema>;

export const referralActivityTypes = ['trade', 'token_creation', 'milestone', 'signup'] as const;

export const referralStatsSchema = z
  .object({
    referral_code: z.string(),
    stats: z.object({
      total_referrals: z.int(),
      active_referrals: z.int(),
      total_points_earned: z.number(),
      points_from_trading: z.number(),
      points_from_token_creation: z.number(),
      points_from_milestones: z.number(),
    }),
    recent_activity: z.array(
      z.object({
        type: z.string().register(z.globalRegistry, { description: `one of ${referralActivityTypes.join(', ')}` }),
        referral_address: z.string(),
        points_earned: z.number(),
        timestamp: isoTimestampSchema,
      }),
    ),
    top_referrals: z.array(
      z.object({ address: addressSchema, points_generated: z.number(), joined_at: isoTimestampSchema }),
    ),
  })
  .register(z.globalRegistry, { id: 'ReferralStats' });
export type ReferralStats = z.infer<typeof referralStatsSchema>;

export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export const registerRequestSchema = z
  .object({
    referral_code: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
    wallet_address: addressSchema,
  })
  .register(z.globalRegistry, { id: 'ReferralRegister' });

export const registerResponseSchema = z
  .object({ success: z.boolean(), message: z.string(), referrer: z.string() })
  .register(z.globalRegistry, { id: 'ReferralRegistered' });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const referralLeaderboardQuerySchema = z.object({
  limit: z._default(z.optional(z.pipe(intParam, z.int().check(z.gte(1), z.lte(100)))), 10),
  period: z._default(z.optional(z.enum(referralPeriodValues)), 'all'),
});

export const referralLeaderboardSchema = z
  .object({
    leaderboard: z.array(
      z.object({
        rank: z.int(),
        address: addressSchema,
        referral_code: z.string(),
        total_referrals: z.int(),
        points_earned: z.number(),
      }),
    ),
    updated_at: isoTimestampSchema,
  })
  .register(z.globalRegistry, { id: 'ReferralLeaderboard' });
export type ReferralLeaderboard = z.infer<typeof referralLeaderboardSchema>;
