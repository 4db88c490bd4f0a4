import { LEADERBOARD_PAGE_SIZE } from '../../interface/points';
import type { ServiceContext } from '../context';
import type { createServiceApp } from '../http/service-app';

type Route = ReturnType<typeof createServiceApp>['route'];

/** Points shown with two decimals: finer digits are float noise from per-trade sums. */
export const roundPoints = (p: number) => Math.round(p * 100) / 100;

export function leaderboardRoutes(route: Route, { db }: ServiceContext) {
  const filter = 'WHERE points > 0 AND (@search IS NULL OR instr(address, @search) > 0)';
  const count = db.prepare<{ search: string | null }, { n: number }>(`SELECT count(*) AS n FROM accounts ${filter}`);
  // Points are never negative. A bare count(*) only counts the B-tree's pages, and the accounts
  // without points are few: counting them beats reading every ranked account on each request.
  const ranked = db.prepare<[], { n: number }>(
    'SELECT (SELECT count(*) FROM accounts) - (SELECT count(*) FROM accounts WHERE points <= 0) AS n',
  );
  const page = db.prepare<
    { search: string | null; limit: number; offset: number },
    { address: string; points: number }
  >(`SELECT address, points FROM accounts ${filter} ORDER BY points DESC, address ASC LIMIT @limit OFFSET @offset`);

  route('leaderboard', ({ query }) => {
    const search = query.search ? query.search.toLowerCase() : null;
    const totalCount = (search === null ? ranked.get() : count.get({ search }))!.n;
    const rows = page.all({ search, limit: LEADERBOARD_PAGE_SIZE, offset: (query.page - 1) * LEADERBOARD_PAGE_SIZE });
    return {
      leaderboard: rows.map((r) => ({ address: r.address, points: roundPoints(r.points) })),
      totalPages: Math.ceil(totalCount / LEADERBOARD_PAGE_SIZE),
      totalCount,
    };
  });
}
