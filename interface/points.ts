import { z } from 'zod';
import { addressSchema, intParam } from './common';

/** The launch service's points leaderboard. */

export const LEADERBOARD_PAGE_SIZE = 10;

export const leaderboardQuerySchema = z.object({
  page: intParam.pipe(z.number().int().min(1)).optional().default(1),
  search: z.string().trim().max(42).optional(),
});

export const leaderboardEntrySchema = z.object({ address: addressSchema, points: z.number() });
export const leaderboardResponseSchema = z
  .object({
    leaderboard: z.array(leaderboardEntrySchema),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  })
  .meta({ id: 'Leaderboard' });
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
