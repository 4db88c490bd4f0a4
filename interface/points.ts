import { addressSchema, intParam } from './common';
import { z } from './zod';

/** The launch service's points leaderboard. */

export const LEADERBOARD_PAGE_SIZE = 10;

export const leaderboardQuerySchema = z.object({
  page: z._default(z.optional(z.pipe(intParam, z.int().check(z.gte(1)))), 1),
  search: z.optional(z.string().check(z.trim(), z.maxLength(42))),
});

export const leaderboardEntrySchema = z.object({ address: addressSchema, points: z.number() });
export const leaderboardResponseSchema = z
  .object({
    leaderboard: z.array(leaderboardEntrySchema),
    totalPages: z.int(),
    totalCount: z.int(),
  })
  .register(z.globalRegistry, { id: 'Leaderboard' });
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
