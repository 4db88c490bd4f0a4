import type { ReferralPeriod } from '@interface/referral';
import type { LeaderboardQuery } from '../lib/rank';
import type { ReferralLimit } from '../lib/search-params';

/** Every query key of the leaderboard page, from one place, so invalidation can target a family. */
export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  points: (query: LeaderboardQuery) => [...leaderboardKeys.all, 'points', query] as const,
  referrals: (query: { period: ReferralPeriod; limit: ReferralLimit }) =>
    [...leaderboardKeys.all, 'referrals', query] as const,
};
