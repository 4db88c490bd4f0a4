import { z } from 'zod';
import { addressSchema, intParam, isoTimestampSchema } from './common';

/** The launch service's referral program: codes, statistics, registration and the referral leaderboard. */

export const referralPeriodValues = ['24h', '7d', '30d', 'all'] as const;
export type ReferralPeriod = (typeof referralPeriodValues)[number];
export const periodQuerySchema = z.object({ period: z.enum(referralPeriodValues).optional().default('all') });

export const referralCodeSchema = z
  .object({
    code: z.string(),
    created_at: isoTimestampSchema,
    total_referrals: z.number().int(),
    active_referrals: z.number().int(),
    total_points_earned: z.number(),
  })
  .meta({ id: 'ReferralCode' });
export type ReferralCode = z.infer<typeof referralCodeSchema>;

export const referralActivityTypes = ['trade', 'token_creation', 'milestone', 'signup'] as const;

export const referralStatsSchema = z
  .object({
    referral_code: z.string(),
    stats: z.object({
      total_referrals: z.number().int(),
      active_referrals: z.number().int(),
      total_points_earned: z.number(),
      points_from_trading: z.number(),
      points_from_token_creation: z.number(),
      points_from_milestones: z.number(),
    }),
    recent_activity: z.array(
      z.object({
        type: z.string().meta({ description: `one of ${referralActivityTypes.join(', ')}` }),
        referral_address: z.string(),
        points_earned: z.number(),
        timestamp: isoTimestampSchema,
      }),
    ),
    top_referrals: z.array(
      z.object({ address: addressSchema, points_generated: z.number(), joined_at: isoTimestampSchema }),
    ),
  })
  .meta({ id: 'ReferralStats' });
export type ReferralStats = z.infer<typeof referralStatsSchema>;

export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export const registerRequestSchema = z
  .object({
    referral_code: z.string().trim().min(1).max(32),
    wallet_address: addressSchema,
  })
  .meta({ id: 'ReferralRegister' });

export const registerResponseSchema = z
  .object({ success: z.boolean(), message: z.string(), referrer: z.string() })
  .meta({ id: 'ReferralRegistered' });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const referralLeaderboardQuerySchema = z.object({
  limit: intParam.pipe(z.number().int().min(1).max(100)).optional().default(10),
  period: z.enum(referralPeriodValues).optional().default('all'),
});

export const referralLeaderboardSchema = z
  .object({
    leaderboard: z.array(
      z.object({
        rank: z.number().int(),
        address: addressSchema,
        referral_code: z.string(),
        total_referrals: z.number().int(),
        points_earned: z.number(),
      }),
    ),
    updated_at: isoTimestampSchema,
  })
  .meta({ id: 'ReferralLeaderboard' });
export type ReferralLeaderboard = z.infer<typeof referralLeaderboardSchema>;
