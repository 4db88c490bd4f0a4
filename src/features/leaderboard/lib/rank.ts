import { LEADERBOARD_PAGE_SIZE } from '@interface/points';

/** The query a page of the points leaderboard answers, carried with its rows (see get-leaderboard). */
export interface LeaderboardQuery {
  page: number;
  search?: string;
}

/**
 * What the first column says about a row. Without a search the service orders the whole board
 * (points desc, ties by address), so the position is the rank. With a search it answers only the
 * matches, in the same order but without their rank: their position among the matches is all we
 * know, and it is labelled as such rather than passed off as a rank.
 */
export interface RowPlace {
  kind: 'rank' | 'match';
  n: number;
}

export function rowPlace(query: LeaderboardQuery, index: number, pageSize = LEADERBOARD_PAGE_SIZE): RowPlace {
  return { kind: query.search ? 'match' : 'rank', n: (query.page - 1) * pageSize + index + 1 };
}
