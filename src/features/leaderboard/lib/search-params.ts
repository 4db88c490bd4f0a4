import { type ReferralPeriod, referralPeriodValues } from '@interface/referral';
import { z } from '@interface/zod';
import { lenientParam } from '@/lib/lenient-param';
import { checkAddressSearch } from './address-search';
import type { LeaderboardQuery } from './rank';

/**
 * The leaderboard page's URL state, with the interface's own names: `page` and `search` of
 * GET /api/leaderboard, `period` and `limit` of GET /api/referral/leaderboard. A URL is user input:
 * parsing never fails (junk falls back to the default) and defaults are left out, so the shortest
 * URL is the canonical one.
 */
export interface LeaderboardSearch {
  page?: number;
  /**
   * Lowercase hex when it can match an address. Anything else a URL brings stays as it came (trimmed,
   * at most 48 characters), never sent to the service: the search box shows it with the reason,
   * so a mistyped shared link is explained instead of silently emptied.
   */
  search?: string;
  period?: ReferralPeriod;
  limit?: ReferralLimit;
}

/** The service allows up to 100; 100 rows beside the points board would break the page's DOM budget (~800). */
export const REFERRAL_LIMITS = [10, 25, 50] as const;
export type ReferralLimit = (typeof REFERRAL_LIMITS)[number];
const DEFAULT_PERIOD: ReferralPeriod = 'all';
const DEFAULT_LIMIT: ReferralLimit = 10;

// The router parses `?page=2` to a number and `?search=123` to a number too: accept both shapes.
const scalar = z.union([z.string(), z.number()]);

const searchParam = lenientParam(
  z.pipe(
    scalar,
    z.transform((v: string | number) => {
      const check = checkAddressSearch(String(v));
      return check.ok ? check.search : String(v).trim().slice(0, 48) || undefined;
    }),
  ),
);

const pageParam = lenientParam(z.pipe(z.pipe(scalar, z.transform(Number)), z.int().check(z.gte(1), z.lte(1_000_000))));

const limitParam = lenientParam(
  z.pipe(
    z.pipe(scalar, z.transform(Number)),
    z.transform((n: number) => REFERRAL_LIMITS.find((limit) => limit === n)),
  ),
);

const rawSchema = z.object({
  page: pageParam,
  search: searchParam,
  period: lenientParam(z.enum(referralPeriodValues)),
  limit: limitParam,
});

const SEARCH_KEYS = ['page', 'search', 'period', 'limit'] as const satisfies readonly (keyof LeaderboardSearch)[];

/**
 * Drops defaults. Every key is present, undefined when unset: the router lays the validated state
 * over the raw URL values, so a junk value must be overwritten, not merely left out.
 */
function normalize(input: LeaderboardSearch): LeaderboardSearch {
  const out: LeaderboardSearch = { ...input };
  if (out.page === 1) out.page = undefined;
  if (out.period === DEFAULT_PERIOD) out.period = undefined;
  if (out.limit === DEFAULT_LIMIT) out.limit = undefined;
  return Object.fromEntries(SEARCH_KEYS.map((key) => [key, out[key]]));
}

/** The route's `validateSearch`: any URL in, a valid and canonical state out. */
export const leaderboardSearchSchema = z.pipe(
  rawSchema,
  z.transform((raw: z.output<typeof rawSchema>): LeaderboardSearch => normalize(raw)),
);

/** A new search starts at its first page: the old page number means nothing for other matches. */
export function withSearch(current: LeaderboardSearch, search: string | undefined): LeaderboardSearch {
  return leaderboardSearchSchema.parse({ ...current, search, page: undefined });
}

export function withPage(current: LeaderboardSearch, page: number): LeaderboardSearch {
  return leaderboardSearchSchema.parse({ ...current, page });
}

/** The referral board's controls leave the points board where it is. */
export function withReferral(
  current: LeaderboardSearch,
  patch: Pick<LeaderboardSearch, 'period' | 'limit'>,
): LeaderboardSearch {
  return leaderboardSearchSchema.parse({ ...current, ...patch });
}

/** The query of GET /api/leaderboard, without empty values so that equal views share one cache entry. */
export function toLeaderboardQuery(search: LeaderboardSearch): LeaderboardQuery {
  const check = checkAddressSearch(search.search ?? '');
  return check.ok && check.search ? { page: search.page ?? 1, search: check.search } : { page: search.page ?? 1 };
}

export function toReferralQuery(search: LeaderboardSearch): { period: ReferralPeriod; limit: ReferralLimit } {
  return { period: search.period ?? DEFAULT_PERIOD, limit: search.limit ?? DEFAULT_LIMIT };
}
